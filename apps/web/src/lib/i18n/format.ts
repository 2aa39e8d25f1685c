import {
  formatDaysAgo as formatDaysAgoEn,
  formatLongDate as formatLongDateEn,
  formatMonthDay as formatMonthDayEn,
  formatShortDate as formatShortDateEn,
  formatTime as formatTimeEn,
  formatWeight as formatWeightEn,
  toDate,
  WEIGHT_DECIMALS,
  type DateInput,
  type WeightUnit,
} from "@topset/shared";
import { currentLanguage } from "./i18n";
import type { Language } from "./languages";

/**
 * Dates and numbers in the language on screen (decision 052). English keeps the spec's own formats
 * ("11/22", "26/11/22", "7:05 PM"); other languages use their own conventions through Intl
 * ("22.11.", "22.11.26", "19:05"). Every screen formats through here, never with a fixed locale.
 */
const intlLocale: Record<Language, string> = { en: "en-US", de: "de-DE" };
export const locale = (): string => intlLocale[currentLanguage()];
const english = () => currentLanguage() === "en";

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const key = `${locale()}|${kind}|${JSON.stringify(options)}`;
  let format = cache.get(key) as T | undefined;
  if (!format) cache.set(key, (format = make(locale())));
  return format;
}

const valid = (input: DateInput): Date | null => {
  const d = toDate(input);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Any date with Intl options in the language on screen; "" for an invalid date. */
export function formatDate(input: DateInput, options: Intl.DateTimeFormatOptions): string {
  const d = valid(input);
  return d ? cached("date", options, (l) => new Intl.DateTimeFormat(l, options)).format(d) : "";
}

const pattern = (input: DateInput, en: (input: DateInput) => string, options: Intl.DateTimeFormatOptions) =>
  english() ? en(input) : formatDate(input, options);

/** "11/22" in English, "22.11." in German. */
export const formatMonthDay = (input: DateInput) =>
  pattern(input, formatMonthDayEn, { day: "2-digit", month: "2-digit" });
/** "26/11/22" in English, "22.11.26" in German. */
export const formatShortDate = (input: DateInput) =>
  pattern(input, formatShortDateEn, { day: "2-digit", month: "2-digit", year: "2-digit" });
/** "2026/11/22" in English, "22.11.2026" in German. */
export const formatLongDate = (input: DateInput) =>
  pattern(input, formatLongDateEn, { day: "2-digit", month: "2-digit", year: "numeric" });
/** "7:05 PM" in English, "19:05" in German. */
export const formatTime = (input: DateInput) =>
  pattern(input, formatTimeEn, { hour: "numeric", minute: "2-digit" });

/** "today", "yesterday", "3 days ago" (German: "heute", "gestern", "vor 3 Tagen"); older days as a short date. */
export function formatDaysAgo(input: DateInput, now: DateInput = new Date()): string {
  if (english()) return formatDaysAgoEn(input, now);
  const a = valid(input);
  const b = valid(now);
  if (!a || !b) return "";
  const days = Math.round(
    (new Date(b.getFullYear(), b.getMonth(), b.getDate()).getTime() -
      new Date(a.getFullYear(), a.getMonth(), a.getDate()).getTime()) /
      86_400_000,
  );
  if (days >= 56) return formatShortDate(a);
  const relative = cached("relative", {}, (l) => new Intl.RelativeTimeFormat(l, { numeric: "auto" }));
  return days < 14
    ? relative.format(-Math.max(days, 0), "day")
    : relative.format(-Math.floor(days / 7), "week");
}

/** A number with the language's digit grouping and decimal mark: 1,234.5 or 1.234,5. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached("number", options, (l) => new Intl.NumberFormat(l, options)).format(value);
}

/** "102.5 kg" in English (the spec's), "102,5 kg" in German: up to two decimals, never grouped. */
export function formatWeight(value: number, unit: WeightUnit): string {
  if (english()) return formatWeightEn(value, unit);
  return `${formatNumber(value, { maximumFractionDigits: WEIGHT_DECIMALS, useGrouping: false })} ${unit}`;
}
