/** The languages the interface is written in. English is the source and the fallback for any gap. */
export const languages = [
  { code: "en", name: "English" },
  { code: "de", name: "Deutsch" },
] as const;

export type Language = (typeof languages)[number]["code"];
/** What the member picked in Settings: a language, or "auto" to follow the browser. */
export type LanguageChoice = Language | "auto";

export const sourceLanguage: Language = "en";

const isLanguage = (code: string): code is Language => languages.some((l) => l.code === code);

/**
 * The language to show: the member's choice, else the first of the browser's languages we have
 * ("de-AT" is German), else English.
 */
export function resolveLanguage(choice: LanguageChoice, browser: readonly string[] = []): Language {
  if (choice !== "auto") return choice;
  for (const tag of browser) {
    const primary = tag.toLowerCase().split("-")[0] ?? "";
    if (isLanguage(primary)) return primary;
  }
  return sourceLanguage;
}

export const browserLanguages = (): readonly string[] =>
  typeof navigator === "undefined"
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];
