import type { TrainingWeek } from "@topset/shared";
import { formatDate } from "../../lib/i18n";

/**
 * The least-squares line through the points that have a value, drawn over every index (null with
 * fewer than two points): an e1RM chart's "where it is heading".
 */
export function trendLine(values: readonly (number | null)[]): (number | null)[] {
  const points = values.flatMap((y, x) => (y == null ? [] : [{ x, y }]));
  if (points.length < 2) return values.map(() => null);
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const sxx = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  const slope = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0) / sxx;
  return values.map((_, x) => Math.round((my + slope * (x - mx)) * 10) / 10);
}

/** Heavy sets by RPE over all the weeks, lightest RPE first. */
export function rpeDistribution(weeks: readonly TrainingWeek[]): { rpe: number; sets: number }[] {
  const counts = new Map<number, number>();
  for (const week of weeks)
    for (const { rpe, sets } of week.heavy_sets_by_rpe) counts.set(rpe, (counts.get(rpe) ?? 0) + sets);
  return [...counts].map(([rpe, sets]) => ({ rpe, sets })).sort((a, b) => a.rpe - b.rpe);
}

/** Each category's best e1RM and volume over all the weeks, most volume first. */
export function categoryTotals(weeks: readonly TrainingWeek[]) {
  const totals = new Map<number, { name: string; best_e1rm_kg: number | null; volume_kg: number }>();
  for (const week of weeks)
    for (const c of week.categories) {
      const seen = totals.get(c.category_id) ?? { name: c.name, best_e1rm_kg: null, volume_kg: 0 };
      seen.volume_kg += c.volume_kg;
      if (c.best_e1rm_kg != null) seen.best_e1rm_kg = Math.max(seen.best_e1rm_kg ?? 0, c.best_e1rm_kg);
      totals.set(c.category_id, seen);
    }
  return [...totals.values()].sort((a, b) => b.volume_kg - a.volume_kg);
}

/** "Nov 3" (German "3. Nov.") for a week's Monday (a date-only string read as a calendar day, not UTC midnight). */
export function weekLabel(week: string): string {
  const [y, m, d] = week.split("-").map(Number);
  return formatDate(new Date(y!, m! - 1, d!), { day: "numeric", month: "short" });
}

/** The best e1RM of a competition lift in a week, or null. */
export const liftE1rm = (week: TrainingWeek, lift: "squat" | "bench" | "deadlift") =>
  week.lifts.find((l) => l.lift === lift)?.best_e1rm_kg ?? null;
