import { displayWeight, toDate, type DateInput, type WeightUnit } from "@topset/shared";
import { formatMonthDay } from "../../lib/i18n";
import { t } from "./i18n";

const DAY_MS = 24 * 60 * 60 * 1000;

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Local midnight of the Monday that starts the calendar week of `date`. */
function mondayOf(input: DateInput): Date {
  const date = toDate(input);
  return addDays(date, -((date.getDay() + 6) % 7));
}

/** Whole calendar days from `from` to `to`, in local time (a DST change does not shift the count). */
function calendarDays(from: Date, to: Date): number {
  const utc = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/**
 * The block week of a date: week 1 is the calendar week (Monday to Sunday) the block starts in, 0 is
 * anything before the block's start.
 * NOTE: calendar weeks, not seven days from the start, because the server sums weekly volume per
 * Monday-based week; both halves of the block page then count the same weeks.
 */
export function blockWeek(blockStart: DateInput, date: DateInput): number {
  if (calendarDays(toDate(blockStart), toDate(date)) < 0) return 0;
  return calendarDays(mondayOf(blockStart), mondayOf(date)) / 7 + 1;
}

export type WeekGroup<S> = { week: number; from: Date; to: Date; sessions: S[] };

/** Sessions week by week (weeks without sessions are left out), oldest first. */
export function groupByWeek<S extends { start_date: string }>(
  blockStart: DateInput,
  sessions: readonly S[],
): WeekGroup<S>[] {
  const start = toDate(blockStart);
  const groups = new Map<number, S[]>();
  const ordered = [...sessions].sort(
    (a, b) => toDate(a.start_date).getTime() - toDate(b.start_date).getTime(),
  );
  for (const session of ordered) {
    const week = blockWeek(start, session.start_date);
    groups.set(week, [...(groups.get(week) ?? []), session]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([week, list]) => {
      const monday = addDays(mondayOf(start), (week - 1) * 7);
      // Week 1 starts on the block's first day; before the block, the group spans its own sessions.
      const from = week === 0 ? toDate(list[0]!.start_date) : week === 1 ? start : monday;
      const to = week === 0 ? toDate(list[list.length - 1]!.start_date) : addDays(monday, 6);
      return { week, from, to, sessions: list };
    });
}

export const weekLabel = (week: number) =>
  week === 0 ? t("blockView.beforeBlock") : t("blockView.week", { week });

export type VolumeSeries = { labels: string[]; volume: number[]; sets: number[]; weekOf: string[] };

/** The weekly-volume bars in the member's unit, labelled by block week, oldest first. */
export function weeklyVolumeSeries(
  blockStart: DateInput,
  weeks: readonly { week_start: string; volume_kg: number; sets: number }[],
  unit: WeightUnit,
): VolumeSeries {
  const ordered = [...weeks].sort((a, b) => toDate(a.week_start).getTime() - toDate(b.week_start).getTime());
  // The server's week_start is a Monday, which may fall before a block that starts mid-week.
  const week = (weekStart: string) => blockWeek(mondayOf(blockStart), weekStart);
  return {
    labels: ordered.map((w) => weekLabel(week(w.week_start))),
    volume: ordered.map((w) => displayWeight({ value: w.volume_kg, unit: "kg" }, unit)),
    sets: ordered.map((w) => w.sets),
    weekOf: ordered.map((w) => formatMonthDay(w.week_start)),
  };
}
