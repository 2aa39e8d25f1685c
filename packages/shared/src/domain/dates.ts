/** A date as callers hold it: a Date, epoch milliseconds, or an ISO string from the API. */
export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * NOTE: `new Date("2026-11-22")` is UTC midnight, which is the previous evening west of Greenwich;
 * a bare date (what `<input type="date">` gives) is read as local midnight instead.
 */
export function toDate(input: DateInput): Date {
  if (input instanceof Date) return input;
  const bare = typeof input === "string" ? DATE_ONLY.exec(input) : null;
  if (bare) return new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3]));
  return new Date(input);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Local fields of a valid date, or null. Every formatter below reads the caller's local time. */
function fields(input: DateInput) {
  const d = toDate(input);
  if (Number.isNaN(d.getTime())) return null;
  const hours = d.getHours();
  return {
    yyyy: pad(d.getFullYear(), 4),
    mm: pad(d.getMonth() + 1),
    dd: pad(d.getDate()),
    h: String(hours % 12 || 12),
    min: pad(d.getMinutes()),
    a: hours < 12 ? "AM" : "PM",
  };
}

/** MM/DD, e.g. "11/22"; "" for an invalid date. */
export function formatMonthDay(input: DateInput): string {
  const f = fields(input);
  return f ? `${f.mm}/${f.dd}` : "";
}

/** YY/MM/DD, e.g. "26/11/22". */
export function formatShortDate(input: DateInput): string {
  const f = fields(input);
  return f ? `${f.yyyy.slice(-2)}/${f.mm}/${f.dd}` : "";
}

/** YYYY/MM/DD, e.g. "2026/11/22". */
export function formatLongDate(input: DateInput): string {
  const f = fields(input);
  return f ? `${f.yyyy}/${f.mm}/${f.dd}` : "";
}

/** h:mm A, e.g. "7:05 PM", "12:00 AM". */
export function formatTime(input: DateInput): string {
  const f = fields(input);
  return f ? `${f.h}:${f.min} ${f.a}` : "";
}

export type CsvPages = { page: number } | { all: true };

/** "2026-11-22-7-05-PM--page-2.csv" or "2026-11-22-7-05-PM--all-pages.csv" (stamp YYYY-MM-DD-h-mm-A). */
export function csvFileName(now: DateInput, pages: CsvPages): string {
  const f = fields(now);
  const stamp = f ? `${f.yyyy}-${f.mm}-${f.dd}-${f.h}-${f.min}-${f.a}` : "export";
  return `${stamp}--${"all" in pages ? "all-pages" : `page-${pages.page}`}.csv`;
}

/** Local calendar day as a sortable number (20261122). */
function localDay(input: DateInput): number {
  const d = toDate(input);
  return d.getFullYear() * 10000 + (d.getMonth() + 1) * 100 + d.getDate();
}

export function isSameLocalDay(a: DateInput, b: DateInput): boolean {
  return localDay(a) === localDay(b);
}

/** How long ago a day was, for a glance: "today", "yesterday", "3 days ago", "2 weeks ago", else YY/MM/DD. */
export function formatDaysAgo(input: DateInput, now: DateInput = new Date()): string {
  const a = toDate(input);
  const b = toDate(now);
  if (Number.isNaN(a.getTime())) return "";
  // Local calendar days, so 11 PM yesterday is "yesterday" at 1 AM.
  const days = Math.round(
    (new Date(b.getFullYear(), b.getMonth(), b.getDate()).getTime() -
      new Date(a.getFullYear(), a.getMonth(), a.getDate()).getTime()) /
      86_400_000,
  );
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 14) return `${days} days ago`;
  if (days < 56) return `${Math.floor(days / 7)} weeks ago`;
  return formatShortDate(a);
}

/** A bare date `days` calendar days on (or back), as YYYY-MM-DD: the week picker's step. */
export function shiftIsoDate(date: string, days: number): string {
  const d = toDate(date);
  const moved = new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
  return `${pad(moved.getFullYear(), 4)}-${pad(moved.getMonth() + 1)}-${pad(moved.getDate())}`;
}

export type SessionFlag = "in progress" | "incomplete";

/**
 * Unfinished sessions: "in progress" when started today (local), "incomplete" when started on an
 * earlier day; null once finished. A start later than today (clock skew) still counts as in progress.
 */
export function sessionFlag(
  start: DateInput,
  end: DateInput | null | undefined,
  now: DateInput = new Date(),
): SessionFlag | null {
  if (end !== null && end !== undefined) return null;
  return localDay(start) < localDay(now) ? "incomplete" : "in progress";
}

/** Left-border colour of a session card in the list: warning (in progress), danger (incomplete). */
export function sessionBorder(
  start: DateInput,
  end: DateInput | null | undefined,
  now: DateInput = new Date(),
): "warning" | "danger" | null {
  const flag = sessionFlag(start, end, now);
  if (flag === null) return null;
  return flag === "in progress" ? "warning" : "danger";
}

// ---- wall-clock times in a time zone ---------------------------------------------------------

/** `YYYY-MM-DDTHH:mm`, optionally `:ss` and `.sss`, with no zone: what `<input type="datetime-local">` gives. */
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;
/** IANA names (Europe/Berlin, America/Argentina/Buenos_Aires, UTC, Etc/GMT+5); never a bare offset. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,99}$/;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** Whether `timeZone` is an IANA time zone name this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!ZONE_NAME.test(timeZone)) return false;
  try {
    zoneFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at instant `ms`, in milliseconds. */
function zoneOffset(timeZone: string, ms: number): number {
  const seconds = Math.floor(ms / 1000) * 1000;
  const part: Record<string, number> = {};
  for (const p of zoneFormat(timeZone).formatToParts(seconds)) {
    if (p.type !== "literal") part[p.type] = Number(p.value);
  }
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - seconds;
}

const DAY_MS = 86_400_000;

/**
 * The instant a zone-less wall-clock time (`YYYY-MM-DDTHH:mm[:ss[.sss]]`) names in an IANA zone;
 * null when the text is not such a time. Across a DST change: a time that occurs twice (clocks go
 * back) is the earlier one; a time that never occurs (clocks go forward) is moved forward by the gap
 * (02:30 on a spring-forward night in Berlin is 03:30 summer time).
 */
export function zonedTimeToInstant(local: string, timeZone: string): Date | null {
  const m = ZONELESS.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((v) => Number(v ?? 0)) as number[];
  const ms = Number((m[7] ?? "").padEnd(3, "0").slice(0, 3));
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!, ms);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59 || s! > 59) {
    return null;
  }
  // The offsets either side of any change near this time; an offset fits if the instant it gives has it.
  const before = zoneOffset(timeZone, wall - DAY_MS);
  const after = zoneOffset(timeZone, wall + DAY_MS);
  const fits = [before, after].map((o) => wall - o).filter((t) => zoneOffset(timeZone, t) === wall - t);
  if (fits.length === 0) return new Date(wall - before); // in the gap
  return new Date(Math.min(...fits));
}

/**
 * A date-time from a request body as an instant: with `Z` or an offset it is absolute; without a zone
 * it is a wall-clock time in `timeZone` (UTC when none is set or the name is unknown).
 */
export function dateTimeToInstant(value: string, timeZone?: string | null): Date {
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : "UTC";
  return zonedTimeToInstant(value, zone) ?? new Date(value);
}

/** Whole minutes since the epoch: an end time that comes to the minute is compared at that precision. */
export function epochMinute(instant: Date): number {
  return Math.floor(instant.getTime() / 60_000);
}

/** `YYYY-MM-DD HH:MM:SS`: the wall-clock time of `instant` in `timeZone` (UTC when unknown), as Strong writes it. */
export function formatZonedDateTime(instant: Date, timeZone?: string | null): string {
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : "UTC";
  const wall = new Date(instant.getTime() + zoneOffset(zone, instant.getTime()));
  return wall.toISOString().slice(0, 19).replace("T", " ");
}
