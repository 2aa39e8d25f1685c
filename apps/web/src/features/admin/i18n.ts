import { defineCatalog } from "../../lib/i18n";
import en from "./locales/en.json";

export const { t, useT } = defineCatalog("admin", en, { de: () => import("./locales/de.json") });
