import { roundTo } from "../round.js";
import { dailyBest, standardEstimate, type Estimator } from "./readiness-fit.js";
import type { HistorySet, Plateau } from "./types.js";

// Plateau: is a lift's e1RM flat over the last weeks? Flat needs three things at once, so that a
// noisy block is not called a plateau and a slow gainer is not either: the slope's 90 % interval
// holds 0, the slope is small (under 0.5 % of the lift a week), and the best recent e1RM is no
// better than the best of the weeks before.

const MIN_POINTS = 4;
const MIN_WEEKS = 3;
/** Under this share of the mean a week, a slope is too small to matter even if it is real. */
const SMALL_SLOPE = 0.005;
/** "Not above the best before": within 0.5 %, the e1RM's own rounding and noise. */
const BEST_MARGIN = 1.005;

/** One-sided 95 % quantiles of Student's t for 1–30 degrees of freedom (two-sided 90 % interval). */
const T95 = [
  6.314, 2.92, 2.353, 2.132, 2.015, 1.943, 1.895, 1.86, 1.833, 1.812, 1.796, 1.782, 1.771, 1.761, 1.753,
  1.746, 1.74, 1.734, 1.729, 1.725, 1.721, 1.717, 1.714, 1.711, 1.708, 1.706, 1.703, 1.701, 1.699, 1.697,
];

/** t₀.₉₅ for `df` degrees of freedom: the table, then the Cornish–Fisher expansion (error < 0.001). */
export function tQuantile95(df: number): number {
  const tabled = T95[df - 1];
  if (tabled !== undefined) return tabled;
  const z = 1.6449;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
}

const orNull = (x: number | undefined) => (x === undefined ? null : roundTo(x, 1));

export function detectPlateau(
  sets: HistorySet[],
  exerciseId: number,
  today: number,
  weeks = 6,
  estimate: Estimator = standardEstimate,
): Plateau {
  const span = 7 * weeks;
  const performances = dailyBest(sets, exerciseId, estimate);
  const recent = performances.filter((p) => p.day <= today && p.day > today - span);
  const before = performances.filter((p) => p.day <= today - span && p.day > today - 2 * span);
  const best = (ps: typeof performances) => (ps.length ? Math.max(...ps.map((p) => p.kg)) : undefined);
  const bestRecent = best(recent);
  const bestBefore = best(before);
  const result: Plateau = {
    exercise_id: exerciseId,
    weeks,
    flat: false,
    points: recent.length,
    slope_kg_per_week: null,
    slope_low: null,
    slope_high: null,
    best_recent_kg: orNull(bestRecent),
    best_before_kg: orNull(bestBefore),
  };
  const distinctWeeks = new Set(recent.map((p) => Math.floor((today - p.day) / 7))).size;
  if (recent.length < MIN_POINTS || distinctWeeks < MIN_WEEKS) return result;

  // Ordinary least squares of e1RM on weeks, with the slope's standard error from the residuals.
  const n = recent.length;
  const xs = recent.map((p) => (p.day - today) / 7);
  const ys = recent.map((p) => p.kg);
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  const slope = xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0) / sxx;
  const sse = ys.reduce((a, y, i) => a + (y - my - slope * (xs[i]! - mx)) ** 2, 0);
  const half = tQuantile95(n - 2) * Math.sqrt(sse / (n - 2) / sxx);
  const low = slope - half;
  const high = slope + half;
  // Without weeks before the window there is nothing to be stuck at: not a plateau, just a start.
  const flat =
    low <= 0 &&
    high >= 0 &&
    Math.abs(slope) < SMALL_SLOPE * my &&
    bestBefore !== undefined &&
    bestRecent! <= bestBefore * BEST_MARGIN;
  return {
    ...result,
    flat,
    slope_kg_per_week: roundTo(slope, 1),
    slope_low: roundTo(low, 1),
    slope_high: roundTo(high, 1),
  };
}
