import i18next from "i18next";
import { useSyncExternalStore } from "react";
import { settingsStore } from "../settings-store";
import { browserLanguages, resolveLanguage, sourceLanguage, type Language } from "./languages";

/**
 * The one i18next instance (decision 052). English catalogs travel inside the code that uses them; the
 * other languages' catalogs are fetched when a screen that needs them first draws (catalog.ts).
 */
export const i18n = i18next.createInstance();
void i18n.init({
  lng: sourceLanguage,
  fallbackLng: sourceLanguage,
  ns: [],
  resources: {},
  initAsync: false,
  returnNull: false,
  // React escapes what it renders; escaping here would show "&amp;" in the page.
  interpolation: { escapeValue: false },
});

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language on screen now. */
export const currentLanguage = (): Language => i18n.language as Language;

// The language asked for last: a catalog whose code arrives while a switch is under way fetches this
// one, and a slower earlier switch that settles late does not overturn a newer one.
let target: Language = sourceLanguage;
let switches = 0;
export const targetLanguage = (): Language => target;

/** Shows `language`: catalogs already drawn are fetched before the switch, so no screen flashes English. */
export async function showLanguage(language: Language, doc: Document | undefined = globalThis.document) {
  const mine = ++switches;
  target = language;
  await Promise.all([...beforeSwitch].map((prepare) => prepare(language)));
  if (mine !== switches) return;
  await i18n.changeLanguage(language);
  doc?.documentElement.setAttribute("lang", language);
  listeners.forEach((listener) => listener());
}

/** Catalogs register how to fetch a language, so a switch can fetch them all first. */
export const beforeSwitch = new Set<(language: Language) => Promise<unknown>>();

/** Re-renders with the language; the app root keys its tree on it, so every screen redraws. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, currentLanguage, currentLanguage);

/** The language this device should show: the Settings choice, or the browser's. */
export const chosenLanguage = (): Language =>
  resolveLanguage(settingsStore.get().language, browserLanguages());

/** Follows the setting from now on, and shows it once at start. */
export function followLanguageSetting(): Promise<void> {
  let shown = chosenLanguage();
  settingsStore.subscribe(() => {
    const next = chosenLanguage();
    if (next !== shown) void showLanguage((shown = next));
  });
  return showLanguage(shown);
}
