// Reading the values of other apps' CSV files: numbers with float noise or decimal commas, reps,
// RPE, durations and zone-less local times. Pure, so import-values.test.ts covers every form.
import { zonedTimeToInstant } from "@topset/shared";

/** A value on one row that cannot be read: the row and the reason end up in the job's `errors`. */
export class RowProblem extends Error {}

/** The largest weight a set column holds (numeric(7, 2)). */
const MAX_WEIGHT = 99_999.99;
/** Workouts left running in Strong report days; longer than this is taken as this long. */
export const MAX_DURATION_SECONDS = 6 * 3600;

/**
 * A decimal as the file writes it: `315.00000000000006` (float noise), `102,5` (a localized decimal
 * comma), `10.0`. Blank → null; anything else that is not a number throws.
 */
export function readNumber(text: string | undefined, what: string): number | null {
  const raw = (text ?? "").trim();
  if (raw === "") return null;
  const normal = /^-?\d+,\d+$/.test(raw) ? raw.replace(",", ".") : raw;
  if (!/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normal))
    throw new RowProblem(`${what} "${raw}" is not a number`);
  return Number(normal);
}

/** A weight rounded to the hundredth (315.00000000000006 → 315); blank is 0 (a bodyweight set). */
export function readWeight(text: string | undefined): number {
  const value = readNumber(text, "Weight") ?? 0;
  const rounded = Math.round(value * 100) / 100;
  if (rounded > MAX_WEIGHT) throw new RowProblem(`Weight ${rounded} is more than ${MAX_WEIGHT}`);
  return rounded === 0 ? 0 : rounded;
}

/** Whole reps (Strong writes `10.0`); blank is 0. */
export function readReps(text: string | undefined): number {
  const value = readNumber(text, "Reps") ?? 0;
  if (!Number.isInteger(value) || value < 0 || value > 100_000) {
    throw new RowProblem(`Reps "${text?.trim()}" is not a whole number`);
  }
  return value;
}

/** RPE 1 to 10 in half steps; blank or 0 (apps write 0 for "none") is no RPE. */
export function readRpe(text: string | undefined): number | null {
  const value = readNumber(text, "RPE");
  if (value === null || value === 0) return null;
  const half = Math.round(value * 2) / 2;
  if (half < 1 || half > 10 || Math.abs(half - value) > 1e-6) {
    throw new RowProblem(`RPE ${value} is not between 1 and 10 in half steps`);
  }
  return half;
}

/**
 * Strong's free-text duration (`31m`, `1h 3m`, `31min`, `1h 5min`, `264h 1m`, `45s`) in seconds,
 * clamped to MAX_DURATION_SECONDS; blank or unreadable → null (the session then ends when it starts).
 */
export function readDurationText(text: string | undefined): number | null {
  const raw = (text ?? "").trim().toLowerCase();
  if (raw === "") return null;
  if (/^\d+$/.test(raw)) return clampDuration(Number(raw));
  const units: Record<string, number> = { h: 3600, std: 3600, m: 60, min: 60, s: 1, sec: 1, sek: 1 };
  let seconds = 0;
  let matched = "";
  for (const m of raw.matchAll(/(\d+)\s*(h|std|min|m|sec|sek|s)\b\.?/g)) {
    seconds += Number(m[1]) * units[m[2]!]!;
    matched += m[0];
  }
  if (matched.replace(/\s/g, "") !== raw.replace(/\s/g, "")) return null;
  return clampDuration(seconds);
}

/** Seconds as an integer column (Strong's `Duration (sec)`), clamped. */
export function readDurationSeconds(text: string | undefined): number | null {
  const value = readNumber(text, "Duration");
  return value === null || value < 0 ? null : clampDuration(Math.round(value));
}

const clampDuration = (seconds: number) => Math.min(seconds, MAX_DURATION_SECONDS);

/**
 * A zone-less `YYYY-MM-DD HH:MM[:SS]` (or `YYYY-MM-DD` alone, read as midnight) as the instant it names
 * in `timeZone`. A value with `Z` or an offset is taken as written.
 */
export function readLocalDateTime(text: string | undefined, timeZone: string, what = "Date"): Date {
  const raw = (text ?? "").trim();
  // Every row of a workout repeats its start: the zone maths (Intl) runs once per workout.
  if (lastTime.raw === raw && lastTime.zone === timeZone) return new Date(lastTime.instant);
  const instant = zonedInstant(raw, timeZone, what);
  Object.assign(lastTime, { raw, zone: timeZone, instant: instant.getTime() });
  return instant;
}

const lastTime = { raw: "", zone: "", instant: 0 };

function zonedInstant(raw: string, timeZone: string, what: string): Date {
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(raw);
  if (m) {
    const [, y, mo, d, h = "0", mi = "00", s = "00"] = m;
    const local = `${y}-${mo}-${d}T${h.padStart(2, "0")}:${mi}:${s}`;
    const instant = zonedTimeToInstant(local, timeZone);
    if (instant) return instant;
  } else if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(raw)) {
    const instant = new Date(raw);
    if (!Number.isNaN(instant.getTime())) return instant;
  }
  throw new RowProblem(`${what} "${raw}" is not a date and time`);
}

/** Short month names in the languages Hevy exports in, lower-cased without dots: "apr", "mai", "déc". */
const MONTHS = new Map<string, number>();
for (const locale of ["en", "de", "fr", "es", "pt", "it", "nl", "pl", "sv", "da", "nb", "tr", "ru"]) {
  for (const style of ["short", "long"] as const) {
    const format = new Intl.DateTimeFormat(locale, { month: style, timeZone: "UTC" });
    for (let month = 0; month < 12; month++) {
      const name = format
        .format(Date.UTC(2024, month, 15))
        .toLowerCase()
        .replace(/\.$/, "");
      if (!MONTHS.has(name)) MONTHS.set(name, month + 1);
    }
  }
}

/** Hevy's `8 Apr 2026, 16:50` (month names in several languages) or an ISO date-time, in `timeZone`. */
export function readHevyDateTime(text: string | undefined, timeZone: string, what: string): Date {
  const raw = (text ?? "").trim();
  const m = /^(\d{1,2})\.? ([^\s\d,]+)\.? (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/u.exec(raw);
  if (m) {
    const month = MONTHS.get(m[2]!.toLowerCase().replace(/\.$/, ""));
    if (month) {
      const pad = (v: string | number) => String(v).padStart(2, "0");
      return readLocalDateTime(
        `${m[3]}-${pad(month)}-${pad(m[1]!)} ${pad(m[4]!)}:${m[5]}:${m[6] ?? "00"}`,
        timeZone,
        what,
      );
    }
  }
  return readLocalDateTime(raw, timeZone, what);
}

/** Trimmed text, null when blank; Hevy writes line breaks in notes as a literal `\n`. */
export function readText(text: string | undefined): string | null {
  const value = (text ?? "").replaceAll("\\n", "\n").trim();
  return value === "" ? null : value;
}
