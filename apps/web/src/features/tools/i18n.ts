import { defineCatalog, type KeyOf } from "../../lib/i18n";
import en from "./locales/en.json";

export const { useT } = defineCatalog("tools", en, { de: () => import("./locales/de.json") });
export type ToolsKey = KeyOf<typeof en>;
