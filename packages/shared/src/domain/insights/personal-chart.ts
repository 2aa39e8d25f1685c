import { roundTo } from "../round.js";
import { rpePercent } from "../rpe-table.js";
import { toRpe, type SetLike } from "../rpe.js";
import { chartFraction, personalEffectiveReps } from "./chart.js";
import type { PersonalChart, RpeCalibration } from "./types.js";

// The personal chart as an account keeps it for its `personal` e1RM method: the offsets the
// calibration fitted, one per RPE level, applied to the standard chart made continuous. Without a
// chart (never fitted) it is the standard chart, cell for cell.

/** The RPE levels the chart keeps an offset for: 6, 6.5 … 10. */
export const CHART_RPES: readonly number[] = Array.from({ length: 9 }, (_, i) => 6 + i / 2);

/** What an account keeps of a calibration. */
export function personalChartOf(calibration: RpeCalibration): PersonalChart {
  return {
    offsets: CHART_RPES.map((rpe) => roundTo(calibration.levels.find((l) => l.rpe === rpe)?.offset ?? 0, 3)),
    sets_used: calibration.sets_used,
  };
}

/** Fraction of 1RM for `reps` at `rpe` on the member's chart; undefined off the chart (as `rpePercent`). */
export function personalChartFraction(
  chart: PersonalChart | null | undefined,
  reps: number,
  rpe: number,
): number | undefined {
  const standard = rpePercent(reps, rpe);
  if (standard === undefined || !chart) return standard;
  const offset = chart.offsets[Math.round((rpe - 6) * 2)] ?? 0;
  return offset === 0 ? standard : chartFraction(personalEffectiveReps(reps, 10 - rpe, offset));
}

/** e1RM on the member's chart, to 0.1; a set without RPE counts as RPE 10. Undefined off the chart. */
export function e1rmPersonalChart(chart: PersonalChart | null | undefined, { weight, reps, rpe }: SetLike) {
  const fraction = personalChartFraction(chart, reps, toRpe(rpe) ?? 10);
  return fraction === undefined ? undefined : roundTo(weight / fraction, 1);
}
