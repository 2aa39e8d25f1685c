import { roundTo } from "../round.js";
import { RPE_CHART_PERCENT } from "../rpe-table.js";

// The standard RPE chart as a continuous curve of effective reps (E = reps + reps in reserve), so the
// calibration can shift a cell by a fraction of a rep and read a load back as reps.

/** Rounded as `rpePercent` rounds, so on the grid both answer the very same numbers. */
const FRACTIONS: readonly number[] = RPE_CHART_PERCENT.map((percent) => roundTo(percent / 100, 4));
const LAST = FRACTIONS.length - 1;
const at = (index: number): number => FRACTIONS[index]!;

/** Effective reps of the chart's last cell (12 @ 6 = 16). */
const LAST_EFFECTIVE_REPS = 1 + LAST / 2;
/** Fraction per effective rep of the first and the last half step (both negative). */
const FIRST_SLOPE = 2 * (at(1) - at(0));
const LAST_SLOPE = 2 * (at(LAST) - at(LAST - 1));

/** Past 16 effective reps the line goes on falling; below 30 % of a max a set says nothing of it. */
export const CHART_FLOOR = 0.3;
/** Before 1 effective rep (a negative offset on a max single) the line rises, but no more than 5 %. */
export const CHART_CEILING = 1.05;

const E_AT_CEILING = 1 + (CHART_CEILING - 1) / FIRST_SLOPE;
const E_AT_FLOOR = LAST_EFFECTIVE_REPS + (CHART_FLOOR - at(LAST)) / LAST_SLOPE;

/**
 * Fraction of 1RM a lifter can move for `effectiveReps` (reps + RIR). On the chart's half steps it is
 * the chart; between them a straight line; beyond 16 the last step's slope, floored at 0.3; below 1
 * the first step's slope, capped at 1.05. Strictly falling between the cap and the floor.
 */
export function chartFraction(effectiveReps: number): number {
  if (Number.isNaN(effectiveReps)) return Number.NaN;
  const x = 2 * (effectiveReps - 1);
  if (x <= 0) return Math.min(CHART_CEILING, 1 + (effectiveReps - 1) * FIRST_SLOPE);
  if (x >= LAST) return Math.max(CHART_FLOOR, at(LAST) + (effectiveReps - LAST_EFFECTIVE_REPS) * LAST_SLOPE);
  const i = Math.floor(x);
  return at(i) + (x - i) * (at(i + 1) - at(i));
}

/**
 * The effective reps at which `fraction` of 1RM is a max effort: the inverse of `chartFraction`,
 * clamped to its range (above 1.05 answers the cap's reps, below 0.3 the floor's).
 */
export function effectiveRepsAt(fraction: number): number {
  if (Number.isNaN(fraction)) return Number.NaN;
  if (fraction >= CHART_CEILING) return E_AT_CEILING;
  if (fraction <= CHART_FLOOR) return E_AT_FLOOR;
  if (fraction >= 1) return 1 + (fraction - 1) / FIRST_SLOPE;
  if (fraction <= at(LAST)) return LAST_EFFECTIVE_REPS + (fraction - at(LAST)) / LAST_SLOPE;
  // The chart falls, so the segment holding `fraction` is the last index whose value is ≥ it.
  let low = 0;
  let high = LAST;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (at(mid) >= fraction) low = mid;
    else high = mid;
  }
  return 1 + (low + (at(low) - fraction) / (at(low) - at(high))) / 2;
}

/**
 * Epley's line on effective reps: weight × (1 + (reps + RIR − 1) / 30), RIR = 10 − RPE (0 without an
 * RPE). The textbook form, weight × (1 + reps / 30), puts a max single at 103 % of itself; counting
 * reps beyond the first, as the 3 % rule and the chart do, keeps a single at RPE 10 equal to its
 * weight, so the three methods agree where there is nothing to estimate. Not rounded: it feeds means
 * and errors; round where it is shown.
 */
export function epleyE1rm(weight: number, reps: number, rpe: number | null): number {
  const reserve = rpe === null ? 0 : 10 - rpe;
  return weight * (1 + (reps + reserve - 1) / 30);
}

/**
 * A set's effective reps on a personal chart: its reps and the reserve it really had, the stated one
 * moved by the lifter's offset but never below none (no set is lifted with less than nothing left:
 * a negative offset at RPE 10 would put the e1RM under the weight on the bar).
 */
export const personalEffectiveReps = (reps: number, statedReserve: number, offset: number): number =>
  reps + Math.max(0, statedReserve + offset);
