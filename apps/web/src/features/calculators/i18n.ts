import { defineCatalog, formatNumber } from "../../lib/i18n";
import en from "./locales/en.json";

export const { useT, t } = defineCatalog("calculators", en, { de: () => import("./locales/de.json") });

/** A weight as the calculators write it: at most two decimals, no digit grouping ("1000", "2.5" / "2,5"). */
export const weightText = (value: number) =>
  formatNumber(value, { maximumFractionDigits: 2, useGrouping: false });
