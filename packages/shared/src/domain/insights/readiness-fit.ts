import { e1rmRpeTable } from "../rpe-table.js";
import type { HistorySet } from "./types.js";

// The arithmetic under the readiness model (./readiness.ts): a lift's daily performances and
// training loads, the exponentially filtered loads (fitness, fatigue), and a small non-negative
// ridge regression. Nothing here knows about walk-forward or today: that is readiness.ts.

/** How a set's e1RM is read: the standard chart by default, the personal chart once opted in. */
export type Estimator = (set: HistorySet) => number | undefined;

/** The standard chart; a set logged without RPE counts as RPE 10 (the conservative reading). */
export const standardEstimate: Estimator = (set) =>
  e1rmRpeTable({ weight: set.weight, reps: set.reps, rpe: set.rpe ?? 10 });

export type DayPerformance = { day: number; kg: number };

/** The lift's sets grouped by day, oldest day first. */
function setsByDay(sets: readonly HistorySet[], exerciseId: number): [number, HistorySet[]][] {
  const days = new Map<number, HistorySet[]>();
  for (const set of sets) {
    if (set.exercise_id !== exerciseId) continue;
    const list = days.get(set.day);
    if (list) list.push(set);
    else days.set(set.day, [set]);
  }
  return [...days].sort((a, b) => a[0] - b[0]);
}

function bestOf(sets: readonly HistorySet[], estimate: Estimator): number | undefined {
  let best: number | undefined;
  for (const set of sets) {
    const kg = estimate(set);
    if (kg !== undefined && kg > 0 && (best === undefined || kg > best)) best = kg;
  }
  return best;
}

/** Each day's best e1RM of the lift (days whose sets are all off the chart have none). */
export function dailyBest(
  sets: readonly HistorySet[],
  exerciseId: number,
  estimate: Estimator,
): DayPerformance[] {
  return setsByDay(sets, exerciseId).flatMap(([day, daySets]) => {
    const kg = bestOf(daySets, estimate);
    return kg === undefined ? [] : [{ day, kg }];
  });
}

export type LiftHistory = {
  firstDay: number;
  /** Training load by day from `firstDay` (0 on rest days). */
  loads: number[];
  performances: DayPerformance[];
};

/**
 * Performances and daily loads. A day's load is Σ reps × weight / reference e1RM (sets × relative
 * intensity, so 5 reps at 80 % weigh 4): the reference is the latest performance before the day, so
 * the load never reads the day's own result, or the day's best when there is none yet. A day with
 * neither (only off-chart sets before any performance) has no scale to read its load on: 0.
 */
export function liftHistory(
  sets: readonly HistorySet[],
  exerciseId: number,
  estimate: Estimator,
): LiftHistory {
  const days = setsByDay(sets, exerciseId);
  const firstDay = days[0]?.[0] ?? 0;
  const loads = new Array<number>(days.length ? days.at(-1)![0] - firstDay + 1 : 0).fill(0);
  const performances: DayPerformance[] = [];
  let latest: number | undefined;
  for (const [day, daySets] of days) {
    const best = bestOf(daySets, estimate);
    const reference = latest ?? best;
    if (reference) loads[day - firstDay] = daySets.reduce((a, s) => a + (s.reps * s.weight) / reference, 0);
    if (best !== undefined) {
      performances.push({ day, kg: best });
      latest = best;
    }
  }
  return { firstDay, loads, performances };
}

/**
 * R(t) = Σ_{s<t} w(s)·e^{−(t−s)/τ} for t = firstDay … firstDay + length − 1, by the recursion
 * R(t+1) = e^{−1/τ}·(R(t) + w(t)): O(days) instead of a sum over the whole history per day.
 */
export function filteredLoad(loads: readonly number[], tau: number, length: number): Float64Array {
  const out = new Float64Array(length);
  const decay = Math.exp(-1 / tau);
  for (let t = 1; t < length; t++) out[t] = decay * (out[t - 1]! + (loads[t - 1] ?? 0));
  return out;
}

/** Relative ridge: each coefficient is shrunk as if its column were standardised (scale-free). */
export const RIDGE = 0.01;

/**
 * Weighted, centred cross-products of candidate columns and y: formed once, then any subset is fitted
 * from them. `sw` is the sum of the weights (the row count when unweighted).
 */
export type Moments = {
  sw: number;
  my: number;
  means: number[];
  gram: number[][];
  xty: number[];
  yy: number;
};

export type LinearFit = { intercept: number; coefs: number[]; sse: number };

/** The cross-products, each row weighted by `weights` (1 each when none are given). */
export function moments(
  y: readonly number[],
  columns: readonly (readonly number[])[],
  weights?: readonly number[],
): Moments {
  const n = y.length;
  const k = columns.length;
  const w = weights ?? new Array<number>(n).fill(1);
  let sw = 0;
  let my = 0;
  for (let r = 0; r < n; r++) {
    sw += w[r]!;
    my += w[r]! * y[r]!;
  }
  my /= sw;
  const means = columns.map((c) => {
    let sum = 0;
    for (let r = 0; r < n; r++) sum += w[r]! * c[r]!;
    return sum / sw;
  });
  // Centred columns, and the same times the weights: each cross-product is then one plain dot.
  const centred = columns.map((c, j) => {
    const out = new Float64Array(n);
    for (let r = 0; r < n; r++) out[r] = c[r]! - means[j]!;
    return out;
  });
  const weighted = centred.map((c) => {
    const out = new Float64Array(n);
    for (let r = 0; r < n; r++) out[r] = c[r]! * w[r]!;
    return out;
  });
  const yc = new Float64Array(n);
  for (let r = 0; r < n; r++) yc[r] = y[r]! - my;
  const dot = (a: Float64Array, b: Float64Array) => {
    let sum = 0;
    for (let r = 0; r < n; r++) sum += a[r]! * b[r]!;
    return sum;
  };
  const gram = centred.map(() => new Array<number>(k).fill(0));
  for (let i = 0; i < k; i++)
    for (let j = i; j < k; j++) gram[i]![j] = gram[j]![i] = dot(weighted[i]!, centred[j]!);
  let yy = 0;
  for (let r = 0; r < n; r++) yy += w[r]! * yc[r]! * yc[r]!;
  return { sw, my, means, gram, xty: weighted.map((a) => dot(a, yc)), yy };
}

/**
 * y ≈ intercept + Σ coefs·columns[pick] by (weighted) least squares with a ridge on the coefficients
 * (not the intercept, so the fit's mean is the data's): `ridge` is relative, RIDGE for every column
 * unless one is given per picked column. The first `nonNegative` picked coefficients must be ≥ 0: a
 * negative one is fixed at 0 and the rest refitted (an active set, one pass per column).
 */
export function ridgeFit(
  m: Moments,
  pick: readonly number[],
  nonNegative: number,
  ridge: readonly number[] = pick.map(() => RIDGE),
): LinearFit {
  // A column that never moves carries no information and would make the system singular.
  const free = pick.map((c) => m.gram[c]![c]! > 1e-9 * m.sw);
  let coefs: number[] = [];
  for (;;) {
    const active = free.flatMap((f, i) => (f ? [i] : []));
    const system = active.map((a) =>
      active.map((b) => m.gram[pick[a]!]![pick[b]!]! * (a === b ? 1 + ridge[a]! : 1)),
    );
    const solved = solve(
      system,
      active.map((a) => m.xty[pick[a]!]!),
    );
    coefs = pick.map(() => 0);
    active.forEach((i, k) => (coefs[i] = solved[k]!));
    let worst = -1;
    for (let i = 0; i < nonNegative; i++)
      if (coefs[i]! < 0 && (worst < 0 || coefs[i]! < coefs[worst]!)) worst = i;
    if (worst < 0) break;
    free[worst] = false;
  }
  const intercept = m.my - coefs.reduce((a, c, i) => a + c * m.means[pick[i]!]!, 0);
  // SSE = Σw(yc − Xβ)² = yc·W·yc − 2β·XᵀW·yc + βᵀ(XᵀWX)β, from the cross-products already formed.
  let sse = m.yy;
  coefs.forEach((a, i) => {
    sse -= 2 * a * m.xty[pick[i]!]!;
    coefs.forEach((b, j) => (sse += a * b * m.gram[pick[i]!]![pick[j]!]!));
  });
  return { intercept, coefs, sse: Math.max(0, sse) };
}

/** Gaussian elimination with partial pivoting (the systems here are at most 5 × 5). */
function solve(matrix: number[][], rhs: number[]): number[] {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row, rhs[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]![col]!;
    if (Math.abs(p) < 1e-12) continue;
    for (let r = col + 1; r < n; r++) {
      const f = a[r]![col]! / p;
      for (let c = col; c <= n; c++) a[r]![c]! -= f * a[col]![c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const p = a[r]![r]!;
    if (Math.abs(p) < 1e-12) continue;
    let s = a[r]![n]!;
    for (let c = r + 1; c < n; c++) s -= a[r]![c]! * x[c]!;
    x[r] = s / p;
  }
  return x;
}
