import type { CalibrationRowWire } from "@topset/shared";
import { t } from "./i18n";
import { figure } from "./weights";

/** The rep counts the RPE chart can be read at, one pill each. */
export const CHART_REPS = [1, 3, 5, 8] as const;

/** One rep count's cells, lightest RPE first. */
export const curveFor = (rows: readonly CalibrationRowWire[], reps: number) =>
  rows.filter((r) => r.reps === reps).sort((a, b) => a.rpe - b.rpe);

/**
 * The sets the lifter's chart was learnt from. A row counts the sets logged at its RPE, and every rep
 * count repeats the RPEs, so one rep count's rows add up to all of them.
 */
export function learntFrom(rows: readonly CalibrationRowWire[]): number {
  const reps = Math.min(...rows.map((r) => r.reps));
  return rows.filter((r) => r.reps === reps).reduce((sum, r) => sum + r.sets_used, 0);
}

/** The RPE the standard chart gives `pct` at, along one rep count's curve (a straight line past its ends). */
function standardRpeAt(curve: readonly CalibrationRowWire[], pct: number): number | null {
  if (curve.length < 2) return null;
  let i = 0;
  while (i < curve.length - 2 && pct > (curve[i + 1]?.standard_pct ?? Infinity)) i += 1;
  const a = curve[i];
  const b = curve[i + 1];
  if (!a || !b || b.standard_pct === a.standard_pct) return null;
  return a.rpe + ((pct - a.standard_pct) * (b.rpe - a.rpe)) / (b.standard_pct - a.standard_pct);
}

/**
 * How far the lifter's RPE calls sit from the standard chart, in RPE, over the cells their sets moved
 * (each weighed by the sets logged at its RPE): positive means they call it hot (an "8" of theirs is a
 * lighter share of their max than the chart's 8, so more was left in the tank), negative that they call
 * it easy. Null when nothing was learnt.
 */
export function rpeOffset(rows: readonly CalibrationRowWire[]): number | null {
  let sum = 0;
  let weight = 0;
  for (const row of rows) {
    if (row.method !== "personal" || row.sets_used <= 0) continue;
    const standard = standardRpeAt(curveFor(rows, row.reps), row.personal_pct);
    if (standard == null) continue;
    sum += (row.rpe - standard) * row.sets_used;
    weight += row.sets_used;
  }
  return weight > 0 ? sum / weight : null;
}

/** English says "an 8", "an 8.5", "a 7.5". */
const an = (rpe: number) => String(rpe).startsWith("8");

/** "You call RPE about 0.5 hot: your 8 is more like a 7.5." to the nearest half point. */
export function calibrationSentence(rows: readonly CalibrationRowWire[]): string {
  const offset = rpeOffset(rows);
  if (offset == null) return t("calibration.nothingLearnt");
  const half = Math.round(offset * 2) / 2;
  if (half === 0) return t("calibration.aboutRight");
  const like = 8 - half;
  const values = { offset: figure(Math.abs(half)), like: figure(like) };
  if (like < 6 || like > 10) return t(half > 0 ? "calibration.hot" : "calibration.easy", values);
  if (half > 0) return t(an(like) ? "calibration.hotLikeAn" : "calibration.hotLikeA", values);
  return t(an(like) ? "calibration.easyLikeAn" : "calibration.easyLikeA", values);
}
