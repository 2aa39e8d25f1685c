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
