import { defineCatalog } from "./i18n";
import en from "./locales/en.json";

// The texts of lib/*.ts (messages, set summaries, errors thrown by the data helpers). Not lib/i18n.ts:
// that name would shadow the lib/i18n folder in every import.
export const { useT, t } = defineCatalog("lib", en, { de: () => import("./locales/de.json") });
