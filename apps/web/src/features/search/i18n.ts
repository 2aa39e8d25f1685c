import { defineCatalog } from "../../lib/i18n";
import en from "./locales/en.json";

export const { t, useT } = defineCatalog("search", en, { de: () => import("./locales/de.json") });
