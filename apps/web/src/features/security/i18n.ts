import { defineCatalog } from "../../lib/i18n";
import en from "./locales/en.json";

export const { useT, t } = defineCatalog("security", en, { de: () => import("./locales/de.json") });
