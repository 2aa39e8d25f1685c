import { defineCatalog, formatNumber } from "../../lib/i18n";
import en from "./locales/en.json";

export const { useT, t } = defineCatalog("meets", en, { de: () => import("./locales/de.json") });

/** A weight as the meet screens write it: at most two decimals, no digit grouping ("1400", "92.5" / "92,5"). */
export const weightText = (value: number) =>
  formatNumber(value, { maximumFractionDigits: 2, useGrouping: false });
