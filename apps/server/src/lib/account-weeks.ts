import { isValidTimeZone, zonedTimeToInstant } from "@topset/shared";

// Calendar weeks in the account's time zone (docs/decisions/029-reports-and-meets.md): a week starts
// on Monday 00:00 wall-clock time there; an account without a (known) zone reads UTC.

const DAY_MS = 86_400_000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone reports read: the account's when the runtime knows it, else UTC. */
export const reportZone = (timezone: string | null | undefined) =>
  timezone && isValidTimeZone(timezone) ? timezone : "UTC";

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function localDay(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** `day` moved by `days` (calendar arithmetic, no zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The instant a day starts in `timeZone`. */
export function startOfDay(day: string, timeZone: string): Date {
  return zonedTimeToInstant(`${day}T00:00`, timeZone) ?? new Date(`${day}T00:00:00Z`);
}

export type WeekWindow = {
  /** The N Mondays, oldest first; the last is the current week's. */
  weeks: string[];
  /** Monday 00:00 of the oldest week, and of the week after the current one. */
  from: Date;
  to: Date;
};

/** The `count` weeks ending with the one holding `now`, in `timeZone`. */
export function weekWindow(count: number, timeZone: string, now = new Date()): WeekWindow {
  const current = mondayOf(localDay(now, timeZone));
  const weeks = Array.from({ length: count }, (_, i) => addDays(current, -7 * (count - 1 - i)));
  return { weeks, from: startOfDay(weeks[0]!, timeZone), to: startOfDay(addDays(current, 7), timeZone) };
}

/** The Monday of the week an instant falls in, in `timeZone`. */
export const weekOf = (instant: Date, timeZone: string) => mondayOf(localDay(instant, timeZone));
