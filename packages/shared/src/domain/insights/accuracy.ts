import { roundTo } from "../round.js";
import { CalibrationAccumulator, calibrationOffsetAt, RPE_LEVELS } from "./calibration.js";
import { isRpeLevel, isSortedByDay, visitObservations } from "./calibration-observations.js";
import { chartFraction, epleyE1rm, personalEffectiveReps } from "./chart.js";
import type { AccuracyPoint, HistorySet, InsightMethod, MethodAccuracy, RpeCalibration } from "./types.js";

// How far each way of reading a max from a set has been off on this lifter's heavy sets, walked
// forward: every heavy set is predicted from the sets of the 28 days before its day, and the personal
// chart from observations settled before that day, so no figure ever reads the set it predicts.

/** Below this many predictions no method is named the most accurate. */
export const MIN_PREDICTIONS = 5;
/** A prediction reads the sets of the 28 days before the heavy set (not its own day). */
export const PREDICTION_WINDOW_DAYS = 28;
export const INSIGHT_METHODS: readonly InsightMethod[] = ["epley", "rpe-table", "personal"];

/**
 * A set that can estimate a max, read once: 1–10 reps with an RPE on the chart, or taken to failure
 * (no reserve, and no calibration level). Drop sets come tired and would only pull the estimates down.
 */
type Estimator = {
  day: number;
  weight: number;
  reps: number;
  reserve: number;
  /** Index of the logged RPE in RPE_LEVELS, −1 for a set to failure. */
  level: number;
  epley: number;
  table: number;
};

/**
 * A heavy set's revealed max: a set to failure (1–10 reps) had no reps left; a single logged at RPE
 * 9–10 had 10 − RPE. Undefined for every other set. Drop sets come tired and are never a max.
 */
function actualMax(set: HistorySet): number | undefined {
  if (set.kind === "drop" || !(set.weight > 0) || !Number.isInteger(set.reps)) return undefined;
  if (set.kind === "failure")
    return set.reps >= 1 && set.reps <= 10 ? set.weight / chartFraction(set.reps) : undefined;
  if (set.reps !== 1 || set.rpe === null || set.rpe < 9 || set.rpe > 10) return undefined;
  return set.weight / chartFraction(1 + 10 - set.rpe);
}

const isEstimating = (set: HistorySet): boolean =>
  set.kind !== "drop" &&
  set.weight > 0 &&
  Number.isInteger(set.reps) &&
  set.reps >= 1 &&
  set.reps <= 10 &&
  (set.kind === "failure" || isRpeLevel(set.rpe));

function estimator(set: HistorySet): Estimator | undefined {
  if (!isEstimating(set)) return undefined;
  // A set to failure had no reserve whatever was logged: every method reads it at RPE 10.
  const rpe = set.kind === "failure" ? null : set.rpe;
  const reserve = rpe === null ? 0 : 10 - rpe;
  return {
    day: set.day,
    weight: set.weight,
    reps: set.reps,
    reserve,
    level: rpe === null ? -1 : RPE_LEVELS.indexOf(rpe),
    epley: epleyE1rm(set.weight, set.reps, rpe),
    table: set.weight / chartFraction(set.reps + reserve),
  };
}

/** The heaviest revealed max of each day (the day's top set is the one that says most), oldest first. */
function targetsOf(sets: readonly HistorySet[]): { set: HistorySet; actual: number }[] {
  const out: { set: HistorySet; actual: number }[] = [];
  for (const set of sets) {
    const actual = actualMax(set);
    if (actual === undefined) continue;
    const last = out[out.length - 1];
    if (last && last.set.day === set.day) {
      if (actual > last.actual) out[out.length - 1] = { set, actual };
    } else out.push({ set, actual });
  }
  return out;
}

/**
 * How a window of estimates becomes one predicted max.
 * "median": the middle estimate. Each estimate is the max plus the error of one RPE call, so the
 * middle one keeps a method's bias and little of the calls' scatter; that bias is what a calibration
 * can fix, and what the comparison should measure.
 * "top-3": the mean of the three largest, kept for comparison. It picks the sets whose calls erred
 * upwards, so it overestimates in proportion to the scatter (about +2.5 % for calls off by 0.4 rep on
 * the synthetic lifters) and rewards a method that reads low: it named the standard chart best for a
 * lifter who calls one RPE hot, whose low readings cancel the pick.
 */
export type MaxPredictor = "median" | "top-3";
const TOP_ESTIMATES = 3;

function aggregate(values: Float64Array, predictor: MaxPredictor): number {
  values.sort();
  if (predictor === "top-3") {
    const top = values.subarray(Math.max(0, values.length - TOP_ESTIMATES));
    return top.reduce((sum, v) => sum + v, 0) / top.length;
  }
  const mid = values.length >> 1;
  return values.length % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
}

function predict(
  window: readonly Estimator[],
  cal: RpeCalibration,
  predictor: MaxPredictor,
): Record<InsightMethod, number> {
  // The calibration's offset at each level, read once per prediction rather than once per set.
  const offsets = RPE_LEVELS.map((rpe) => calibrationOffsetAt(cal, rpe));
  const personal = (e: Estimator): number =>
    e.level < 0
      ? e.table
      : e.weight / chartFraction(personalEffectiveReps(e.reps, e.reserve, offsets[e.level]!));
  const read = (estimate: (e: Estimator) => number): number =>
    roundTo(aggregate(Float64Array.from(window, estimate), predictor), 1);
  return { epley: read((e) => e.epley), "rpe-table": read((e) => e.table), personal: read(personal) };
}

/**
 * Every heavy set of `exerciseId` (a single at RPE ≥ 9 or to failure, or an AMRAP: a set to failure
 * of 2–10 reps; one per day) predicted by each method from that lift's sets of the 28 days before
 * (the median of their estimates, see `MaxPredictor`), and each method's error over them. The
 * personal chart learns from every lift, as the live one does. Near-linear in the history: the
 * calibration grows by running sums, bucketed once by heavy set, and the window slides.
 */
export function walkForwardAccuracy(
  sets: readonly HistorySet[],
  exerciseId: number,
  opts: { predictor?: MaxPredictor } = {},
): { methods: MethodAccuracy[]; points: AccuracyPoint[] } {
  const ownSets = sets.filter((s) => s.exercise_id === exerciseId);
  const own = isSortedByDay(ownSets) ? ownSets : ownSets.sort((a, b) => a.day - b.day);
  const estimators = own.map(estimator).filter((e): e is Estimator => e !== undefined);
  const targets = targetsOf(own);
  const learnt = learntBefore(
    sets,
    targets.map(({ set }) => set.day),
  );
  const calibration = new CalibrationAccumulator();
  const points: AccuracyPoint[] = [];
  let from = 0;
  let to = 0;
  targets.forEach(({ set, actual }, k) => {
    const day = set.day;
    calibration.merge(learnt[k]!);
    while (to < estimators.length && estimators[to]!.day < day) to++;
    while (from < to && estimators[from]!.day < day - PREDICTION_WINDOW_DAYS) from++;
    const predicted =
      from < to
        ? predict(estimators.slice(from, to), calibration.fit(), opts.predictor ?? "median")
        : { epley: null, "rpe-table": null, personal: null };
    points.push({
      day,
      weight: set.weight,
      reps: set.reps,
      rpe: set.rpe,
      actual: roundTo(actual, 1),
      predicted,
    });
  });
  return { methods: INSIGHT_METHODS.map((method) => summarise(method, points)), points };
}

/**
 * The observations (of every lift) first usable at each heavy set: bucket k holds those whose
 * known_day is before heavy set k's day and not before heavy set k − 1's. Summed in order, buckets 0…k are
 * exactly what was known before day k; nothing is sorted.
 */
function learntBefore(sets: readonly HistorySet[], days: readonly number[]): CalibrationAccumulator[] {
  const buckets = days.map(() => new CalibrationAccumulator());
  visitObservations(sets, (_set, rpe, knownDay, offset) => {
    // The first heavy set whose day is after knownDay: binary search over the sorted days.
    let low = 0;
    let high = days.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (days[mid]! > knownDay) high = mid;
      else low = mid + 1;
    }
    buckets[low]?.addOffset(rpe, offset);
  });
  return buckets;
}

/** A method's errors over the points it predicted, from the rounded figures the points show. */
function summarise(method: InsightMethod, points: readonly AccuracyPoint[]): MethodAccuracy {
  let count = 0;
  let absKg = 0;
  let absPct = 0;
  let signedPct = 0;
  for (const point of points) {
    const predicted = point.predicted[method];
    if (predicted === null) continue;
    const error = predicted - point.actual;
    count += 1;
    absKg += Math.abs(error);
    absPct += (Math.abs(error) / point.actual) * 100;
    signedPct += (error / point.actual) * 100;
  }
  if (count === 0) return { method, predictions: 0, mae_kg: null, mae_pct: null, bias_pct: null };
  return {
    method,
    predictions: count,
    mae_kg: roundTo(absKg / count, 1),
    mae_pct: roundTo(absPct / count, 1),
    bias_pct: roundTo(signedPct / count, 1),
  };
}
