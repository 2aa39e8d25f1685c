import { roundTo } from "../round.js";
import { rpePercent } from "../rpe-table.js";
import { calibrationOffsetAt, RPE_LEVELS } from "./calibration.js";
import { chartFraction, personalEffectiveReps } from "./chart.js";
import type { CalibrationRow, RpeCalibration } from "./types.js";

/** Reps the table shows: the chart goes to 12, but past 10 too few sets are taken near failure. */
export const CALIBRATION_TABLE_REPS = { min: 1, max: 10 } as const;
/** Two-sided 95 % of a normal. */
const Z_95 = 1.96;

const percent = (fraction: number): number => roundTo(fraction * 100, 1);

/**
 * The standard chart beside the lifter's, cell by cell (reps 1–10 × RPE 6, 6.5 … 10, reps first),
 * in % of 1RM with the 95 % interval of the lifter's cell. More reserve than stated (a larger offset)
 * means a lower percent, so the low end of the interval comes from offset + 1.96 sd.
 */
export function calibrationTable(cal: RpeCalibration): CalibrationRow[] {
  const rows: CalibrationRow[] = [];
  for (let reps = CALIBRATION_TABLE_REPS.min; reps <= CALIBRATION_TABLE_REPS.max; reps++) {
    for (const rpe of RPE_LEVELS) {
      const level = cal.levels.find((l) => l.rpe === rpe);
      const n = level?.n ?? 0;
      const offset = calibrationOffsetAt(cal, rpe);
      const sd = level?.sd ?? 0;
      const stated = reps + (10 - rpe);
      rows.push({
        method: n > 0 ? "personal" : "standard",
        sets_used: n,
        reps,
        rpe,
        standard_pct: percent(rpePercent(reps, rpe) ?? chartFraction(stated)),
        personal_pct: percent(chartFraction(personalEffectiveReps(reps, 10 - rpe, offset))),
        interval_low: percent(chartFraction(personalEffectiveReps(reps, 10 - rpe, offset + Z_95 * sd))),
        interval_high: percent(chartFraction(personalEffectiveReps(reps, 10 - rpe, offset - Z_95 * sd))),
      });
    }
  }
  return rows;
}
