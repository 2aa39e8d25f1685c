// The static home page's only script (home.html, decision 026): a first, signed-out visit to `/` gets the
// prerendered page and this, not the app. Links are plain links into the app; what stays to do here is the
// colour-mode button, the phone menu and registering the service worker, as the app does on every page.
import "./app/bootstrap.scss";
// The prerendered page's header is a Navbar, whose part the app loads with the component.
import "./app/bootstrap-parts/navbar.scss";
import "./app/app.css";
import "./app/layouts/public-layout.css";
import "./features/marketing/marketing.css";
import { registerSW } from "virtual:pwa-register";
import { moonStarsIcon, sunIcon } from "./components/icons";
import { themeToggle as themeToggleDe } from "./components/locales/de.json";
import { themeToggle as themeToggleEn } from "./components/locales/en.json";
import {
  browserLanguages,
  languages,
  resolveLanguage,
  type Language,
  type LanguageChoice,
} from "./lib/i18n/languages";
import { applyTheme } from "./lib/theme";

// NOTE: the key and the rule of lib/settings-store.ts (dark unless turned off), repeated here as in
// public/theme-boot.js: importing the store would bring its validation library onto this page.
const SETTINGS_KEY = "topset.settings";

function storedSettings(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? "{}");
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The language of the Settings choice or the browser, as lib/i18n/i18n.ts chooses it (without i18next,
 * which this page does not load). The prerendered page is English; prerender.config.ts put each other
 * language's page in a <template id="static-home-xx">, shown here before anything is wired up.
 */
function showLanguage(): Language {
  const choice = storedSettings().language;
  const known = choice === "auto" || languages.some((l) => l.code === choice);
  const language = resolveLanguage(known ? (choice as LanguageChoice) : "auto", browserLanguages());
  const page = document.querySelector<HTMLTemplateElement>(`template#static-home-${language}`);
  const root = document.getElementById("root");
  if (page && root) {
    root.replaceChildren(page.content.cloneNode(true));
    document.documentElement.lang = language;
    if (page.dataset.title) document.title = page.dataset.title;
  }
  return language;
}

// The colour-mode button's words, from the catalog of components/theme-toggle.tsx.
const themeTexts: Record<Language, typeof themeToggleEn> = { en: themeToggleEn, de: themeToggleDe };
const themeText = themeTexts[showLanguage()];

/** The header's colour-mode button, drawn as components/theme-toggle.tsx draws it. */
function showThemeButton(button: HTMLButtonElement, darkMode: boolean) {
  const icon = darkMode ? sunIcon : moonStarsIcon;
  button.setAttribute("aria-label", darkMode ? themeText.toLight : themeText.toDark);
  button.title = darkMode ? themeText.lightMode : themeText.darkMode;
  button.innerHTML = `<i class="bi bi-${icon.name}" aria-hidden="true"><svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" viewBox="0 0 16 16" fill="currentColor" focusable="false">${icon.body}</svg></i>`;
}

const themeButton = document.querySelector<HTMLButtonElement>(".theme-toggle");
if (themeButton) {
  showThemeButton(themeButton, storedSettings().darkMode !== false);
  themeButton.addEventListener("click", () => {
    const settings = storedSettings();
    const darkMode = settings.darkMode === false;
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...settings, darkMode }));
    applyTheme(darkMode);
    showThemeButton(themeButton, darkMode);
  });
}

const menuButton = document.querySelector<HTMLButtonElement>(".navbar-toggler");
const menu = document.getElementById("public-nav");
if (menuButton && menu) {
  menuButton.setAttribute("aria-expanded", "false");
  menuButton.addEventListener("click", () => {
    const open = !menu.classList.contains("show");
    menu.classList.toggle("show", open);
    menuButton.classList.toggle("collapsed", !open);
    menuButton.setAttribute("aria-expanded", String(open));
  });
}

// The app's code is kept by the service worker from the first visit on, as the app itself does.
registerSW({ immediate: true });
