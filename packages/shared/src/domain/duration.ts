import { toDate, type DateInput } from "./dates.js";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole-day-aware difference: like dayjs, days ignore the hour a DST change adds or removes. */
function dayDiff(from: Date, to: Date): number {
  const zoneDelta = (to.getTimezoneOffset() - from.getTimezoneOffset()) * MINUTE;
  return (to.getTime() - from.getTime() - zoneDelta) / DAY;
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const daysInMonth = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(date.getDate(), daysInMonth));
  return result;
}

/** Fractional calendar months between two dates (moment/dayjs `diff(…, "month", true)`). */
function monthDiff(a: Date, b: Date): number {
  if (a.getDate() < b.getDate()) return -monthDiff(b, a);
  const whole = (b.getFullYear() - a.getFullYear()) * 12 + (b.getMonth() - a.getMonth());
  const anchor = addMonths(a, whole);
  const behind = b.getTime() < anchor.getTime();
  const anchor2 = addMonths(a, whole + (behind ? -1 : 1));
  const span = behind ? anchor.getTime() - anchor2.getTime() : anchor2.getTime() - anchor.getTime();
  return whole + (b.getTime() - anchor.getTime()) / span;
}

type Unit = "seconds" | "minutes" | "hours" | "days" | "months" | "years";

/** dayjs relativeTime's default thresholds and English words, in order. */
const THRESHOLDS: readonly { unit?: Unit; max?: number; text: string }[] = [
  { unit: "seconds", max: 44, text: "a few seconds" },
  { max: 89, text: "a minute" },
  { unit: "minutes", max: 44, text: "%d minutes" },
  { max: 89, text: "an hour" },
  { unit: "hours", max: 21, text: "%d hours" },
  { max: 35, text: "a day" },
  { unit: "days", max: 25, text: "%d days" },
  { max: 45, text: "a month" },
  { unit: "months", max: 10, text: "%d months" },
  { max: 17, text: "a year" },
  { unit: "years", text: "%d years" },
];

function amount(unit: Unit, from: Date, to: Date): number {
  const ms = to.getTime() - from.getTime();
  if (unit === "seconds") return ms / SECOND;
  if (unit === "minutes") return ms / MINUTE;
  if (unit === "hours") return ms / HOUR;
  if (unit === "days") return dayDiff(from, to);
  const months = monthDiff(from, to);
  return unit === "months" ? months : months / 12;
}

/**
 * Humanized length of a time span without suffix, exactly as dayjs `relativeTime` words it:
 * "a few seconds", "a minute", "25 minutes", "an hour", "3 hours", "a day", "4 days", "a month", ...
 */
export function humanizeDuration(start: DateInput, end: DateInput): string {
  const from = toDate(start);
  const to = toDate(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return "?";
  let value = 0;
  for (let i = 0; i < THRESHOLDS.length; i++) {
    let step = THRESHOLDS[i]!;
    if (step.unit) value = amount(step.unit, from, to);
    const rounded = Math.round(Math.abs(value));
    if (step.max === undefined || rounded <= step.max) {
      // dayjs: "1 minutes" reads as "a minute", using the previous step's words.
      if (rounded <= 1 && i > 0) step = THRESHOLDS[i - 1]!;
      return step.text.replace("%d", String(rounded));
    }
  }
  return "?";
}

/** Session total: start to end, or to `now` while the session is unfinished. */
export function sessionDurationText(
  start: DateInput,
  end: DateInput | null | undefined,
  now: DateInput = new Date(),
): string {
  return humanizeDuration(start, end ?? now);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Block length: "5 days" under a week, else "2 weeks" or "2 weeks 3 days" (whole local days). */
export function blockDurationText(start: DateInput, end: DateInput): string {
  const days = Math.trunc(Math.abs(dayDiff(toDate(start), toDate(end))));
  if (Number.isNaN(days)) return "?";
  if (days < 7) return plural(days, "day");
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  return rest === 0 ? plural(weeks, "week") : `${plural(weeks, "week")} ${plural(rest, "day")}`;
}

/** A workout's length as Strong writes it: `31m`, `1h`, `1h 3m` (whole minutes, rounded). */
export function formatStrongDuration(seconds: number): string {
  const minutes = Math.max(0, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
