import { roundTo } from "../round.js";
import { RPE_CHART_REPS, RPE_CHART_RPE } from "../rpe-table.js";
import { toRpe, type SetLike } from "../rpe.js";
import { chartFraction, personalEffectiveReps } from "./chart.js";
import { isRpeLevel, visitObservations, type CalibrationObservation } from "./calibration-observations.js";
import type { HistorySet, RpeCalibration } from "./types.js";

/**
 * The personal RPE chart: how many reps in reserve the lifter really had at each RPE they logged,
 * learnt from their observations (calibration-observations.ts) and shrunk towards the standard chart.
 *
 * With N observations x (true RIR − stated RIR, reps), n_r of them logged at RPE r, and P = 50:
 *   overall offset    a        = Σx / (N + P)                       (prior: 0, the standard chart)
 *   offset at RPE r   offset_r = a + Σ_r(x − a) / (n_r + P)         (each level shrunk towards a)
 *   spread            σ²       = (P · 1² + Σ(x − a)²) / (P + N)      (prior: 1 rep, worth P sets)
 *   doubt at RPE r    sd_r     = σ / √(n_r + P)
 * So 20 sets that all say "one rep hot" move the overall offset to 20/70 = 0.29 reps and 500 move it
 * to 500/550 = 0.91: a month of training barely touches the chart, a year of it can rewrite a cell.
 */
export const PRIOR_SETS = 50;
/** The spread the prior assumes before any set is seen: one rep either way. */
const PRIOR_SD_REPS = 1;

/** RPE 6, 6.5 … 10. */
export const RPE_LEVELS: readonly number[] = Array.from(
  { length: (RPE_CHART_RPE.max - RPE_CHART_RPE.min) / RPE_CHART_RPE.step + 1 },
  (_, i) => RPE_CHART_RPE.min + i * RPE_CHART_RPE.step,
);
const levelIndex = (rpe: number): number => Math.round((rpe - RPE_CHART_RPE.min) / RPE_CHART_RPE.step);

/**
 * Running sums from which the fit is read in O(levels): Σ(x − a)² = Σx² − 2aΣx + Na², so adding an
 * observation never needs the others again, and two accumulators merge by adding their sums: a
 * walk-forward adds what each day settled.
 */
export class CalibrationAccumulator {
  private count = 0;
  private sum = 0;
  private sumSquares = 0;
  private readonly levelCount = RPE_LEVELS.map(() => 0);
  private readonly levelSum = RPE_LEVELS.map(() => 0);

  add(observation: Pick<CalibrationObservation, "rpe" | "offset">): void {
    this.addOffset(observation.rpe, observation.offset);
  }

  addOffset(rpe: number, offset: number): void {
    if (!isRpeLevel(rpe)) return;
    const i = levelIndex(rpe);
    this.count += 1;
    this.sum += offset;
    this.sumSquares += offset * offset;
    this.levelCount[i]! += 1;
    this.levelSum[i]! += offset;
  }

  /** Adds everything `other` holds, as if its observations had been added here. */
  merge(other: CalibrationAccumulator): void {
    this.count += other.count;
    this.sum += other.sum;
    this.sumSquares += other.sumSquares;
    other.levelCount.forEach((n, i) => (this.levelCount[i]! += n));
    other.levelSum.forEach((sum, i) => (this.levelSum[i]! += sum));
  }

  fit(): RpeCalibration {
    const n = this.count;
    const a = this.sum / (n + PRIOR_SETS);
    const residualSquares = Math.max(0, this.sumSquares - 2 * a * this.sum + n * a * a);
    const sigma = Math.sqrt((PRIOR_SETS * PRIOR_SD_REPS ** 2 + residualSquares) / (PRIOR_SETS + n));
    return {
      sets_used: n,
      prior_sets: PRIOR_SETS,
      overall_offset: a,
      levels: RPE_LEVELS.map((rpe, i) => {
        const levelN = this.levelCount[i]!;
        return {
          rpe,
          n: levelN,
          offset: a + (this.levelSum[i]! - levelN * a) / (levelN + PRIOR_SETS),
          sd: sigma / Math.sqrt(levelN + PRIOR_SETS),
        };
      }),
    };
  }
}

/** The calibration from every observation, or only those settled before `beforeDay`. */
export function fitRpeCalibration(
  sets: readonly HistorySet[],
  opts: { beforeDay?: number } = {},
): RpeCalibration {
  const accumulator = new CalibrationAccumulator();
  const beforeDay = opts.beforeDay ?? Infinity;
  visitObservations(sets, (_set, rpe, knownDay, offset) => {
    if (knownDay < beforeDay) accumulator.addOffset(rpe, offset);
  });
  return accumulator.fit();
}

/** The calibration's offset at `rpe` (reps): a level's own, straight lines between levels. */
export function calibrationOffsetAt(cal: RpeCalibration, rpe: number): number {
  const levels = cal.levels;
  const first = levels[0];
  const last = levels[levels.length - 1];
  if (!first || !last) return cal.overall_offset;
  if (rpe <= first.rpe) return first.offset;
  if (rpe >= last.rpe) return last.offset;
  for (let i = 1; i < levels.length; i++) {
    const high = levels[i]!;
    if (rpe > high.rpe) continue;
    const low = levels[i - 1]!;
    return low.offset + ((rpe - low.rpe) / (high.rpe - low.rpe)) * (high.offset - low.offset);
  }
  return cal.overall_offset;
}

/** The lifter's fraction of 1RM for `reps` at a logged `rpe`; undefined off the chart, as `rpePercent`. */
export function personalFraction(cal: RpeCalibration, reps: number, rpe: number): number | undefined {
  if (!Number.isInteger(reps) || reps < RPE_CHART_REPS.min || reps > RPE_CHART_REPS.max) return undefined;
  if (!isRpeLevel(rpe)) return undefined;
  return chartFraction(personalEffectiveReps(reps, 10 - rpe, calibrationOffsetAt(cal, rpe)));
}

/** e1RM on the lifter's own chart, to 0.1; a set without RPE counts as RPE 10, as `e1rmRpeTable`. */
export function e1rmPersonal(cal: RpeCalibration, set: SetLike): number | undefined {
  const fraction = personalFraction(cal, set.reps, toRpe(set.rpe) ?? 10);
  return fraction === undefined ? undefined : roundTo(set.weight / fraction, 1);
}
