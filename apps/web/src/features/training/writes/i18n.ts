import { defineCatalog } from "../../../lib/i18n";
import en from "./locales/en.json";

// The outbox's words for training writes: each write's label is stored in the language on screen when
// it was made, and shown as stored in the sync list.
export const { t } = defineCatalog("training-writes", en, { de: () => import("./locales/de.json") });
