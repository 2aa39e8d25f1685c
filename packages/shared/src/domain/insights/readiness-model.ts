import { moments, RIDGE, ridgeFit, type DayPerformance } from "./readiness-fit.js";
import type { ReadinessContribution } from "./types.js";

// The readiness model itself (readiness.ts walks it forward and answers): Banister's fitness and
// fatigue with a trend and the trackers, fitted on the days before the one it predicts.

/** (τ_fitness, τ_fatigue) in days: the range of Banister's and Busso's fitted values. */
export const TAU_PAIRS: readonly (readonly [number, number])[] = [
  [42, 7],
  [30, 7],
  [42, 10],
  [60, 10],
  [30, 5],
  [50, 15],
];
export const MIN_PERFORMANCES = 8;
/**
 * Only the last year of performances is fitted: the baseline and the response to training drift
 * (technique, bodyweight, age, programme), and one fit over ten years would describe an average of
 * lifters this one no longer is. The loads before that year still feed F and G.
 */
export const FIT_WINDOW_DAYS = 365;
/**
 * Steady progress. Banister alone has no trend: on constant volume fitness saturates, so a lifter
 * who gains steadily was predicted at the fit year's average (+1 kg a week: walk-forward MAE 6.9 kg
 * against "no change" 2.2, now 1.7; +0.2 kg a week over two years: 3.1 against 1.9, now 1.5). The
 * fit therefore has a straight line in time, of either sign, centred on the day predicted (so the
 * intercept sits on that day), and weighs each performance by its age (half-life 90 days), so the
 * line is a local one that bends with progress that slows or stalls. Walk-forward MAE against the
 * *true* max (kg, five seeds each), no trend → trend → trend and half-life 90 d (the choice):
 *   taper (true Banister)              0.66 → 0.77 → 0.79
 *   +1 kg a week, 1 year               6.67 → 0.61 → 0.64
 *   +0.2 kg a week, 2 years            2.83 → 0.37 → 0.42
 *   +1 kg a week for a year, then flat 7.10 → 1.88 → 1.38
 *   novice curve (+60 kg, τ 30 weeks)  4.98 → 1.27 → 0.86
 * Half-lives of 60, 120 and 180 d did 1.21 / 1.48 / 1.60 on the stall and 0.77 / 0.93 / 1.03 on the
 * novice curve, each within 0.1 kg of no weights on the straight lines; 90 d is the middle ground.
 * The weights age from the day predicted and only the window's days before it are fitted.
 */
const TREND_HALF_LIFE_DAYS = 90;
/**
 * The trend's ridge, in days² added to Σw·(t − t̄)²: a slope fitted on 8 performances over two and a
 * half weeks (Σ ≈ 200) keeps a sixth of itself, one on three months (≈ 19 000) 95 %, one on a year
 * 99.8 %, so a lucky fortnight is not extrapolated and a year's slope is not biased. (A relative
 * ridge shrinks every slope by the same share, and today's level with it: 0.1 lost the +1 kg a week
 * lifter to "no change".) As a prior: a slope of 0 ± 0.3 % of the max a week, against 1.2 % noise.
 */
const TREND_RIDGE_DAYS2 = 1000;
/** Walk-forward refits at most weekly and reuses the parameters in between (ten years stay fast). */
export const REFIT_EVERY_DAYS = 7;
/** Days with a tracker value a factor needs before it is fitted. */
const MIN_FACTOR_DAYS = 15;
/** 90 % two-sided normal quantile. */
export const Z90 = 1.645;

export type Factor = "sleep" | "stress";
export const FACTOR_FIELD = { sleep: "sleep_hours", stress: "stress" } as const;
export const FACTORS: readonly Factor[] = ["sleep", "stress"];

export type Context = {
  firstDay: number;
  responses: Map<number, Float64Array>;
  /** The factor's value logged on `day`, or else the day before (last night's sleep may be logged either). */
  tracker: (factor: Factor, day: number) => number | null;
};

export type Model = {
  /** The day the trend is centred on and the weights age from: the day the fit was made for. */
  origin: number;
  /** The trend's slope, kg a day (any sign). */
  trend: number;
  tauF: number;
  tauG: number;
  kF: number;
  kG: number;
  baseline: number;
  factors: { factor: Factor; mean: number; coef: number }[];
  /**
   * Weighted means over the fit window of k·F and k·G: today's contributions are read against them,
   * so they sum to p̂ − the lifter's usual level, the trend line at the day predicted.
   */
  meanFitness: number;
  meanFatigue: number;
  sse: number;
};

export const at = (ctx: Context, tau: number, day: number) =>
  ctx.responses.get(tau)![day - ctx.firstDay] ?? 0;

/** The fit on `rows` (days before `origin`), its trend centred on `origin` and weighted by age from it. */
export function fitModel(ctx: Context, rows: readonly DayPerformance[], origin: number): Model {
  const y = rows.map((r) => r.kg);
  const weights = rows.map((r) => Math.exp((-Math.LN2 * (origin - r.day)) / TREND_HALF_LIFE_DAYS));
  const factors = FACTORS.flatMap((factor) => {
    const values = rows.map((r) => ctx.tracker(factor, r.day));
    let known = 0;
    let weight = 0;
    let sum = 0;
    values.forEach((v, i) => {
      if (v === null) return;
      known++;
      weight += weights[i]!;
      sum += weights[i]! * v;
    });
    if (known < MIN_FACTOR_DAYS) return [];
    // The weighted mean, so the column's weighted mean is 0 and its contribution reads against usual.
    const mean = sum / weight;
    // A day without the tracker sits at the mean: it neither helps nor hurts the prediction.
    return [{ factor, mean, column: values.map((v) => (v === null ? 0 : v - mean)) }];
  });
  // Every candidate column at once (+F per fitness τ, −G per fatigue τ, the trend, the factors):
  // each τ pair is then a 5 × 5 solve from the same cross-products.
  const fitnessTaus = [...new Set(TAU_PAIRS.map(([f]) => f))];
  const fatigueTaus = [...new Set(TAU_PAIRS.map(([, g]) => g))];
  const column = (tau: number, sign: number) => {
    const response = ctx.responses.get(tau)!;
    return rows.map((r) => sign * (response[r.day - ctx.firstDay] ?? 0));
  };
  const fitness = fitnessTaus.map((tau) => column(tau, 1));
  const fatigue = fatigueTaus.map((tau) => column(tau, -1));
  const trend = rows.map((r) => r.day - origin);
  const columns = [...fitness, ...fatigue, trend, ...factors.map((f) => f.column)];
  const m = moments(y, columns, weights);
  const iT = fitness.length + fatigue.length;
  const factorIndex = factors.map((_, i) => iT + 1 + i);
  const trendRidge = TREND_RIDGE_DAYS2 / m.gram[iT]![iT]!;
  let best: Model | undefined;
  for (const [tauF, tauG] of TAU_PAIRS) {
    const iF = fitnessTaus.indexOf(tauF);
    const iG = fitness.length + fatigueTaus.indexOf(tauG);
    const pick = [iF, iG, iT, ...factorIndex];
    // k_fitness, k_fatigue ≥ 0; the trend and the factors any sign.
    const fit = ridgeFit(
      m,
      pick,
      2,
      pick.map((c) => (c === iT ? trendRidge : RIDGE)),
    );
    if (best && fit.sse >= best.sse) continue;
    const [kF = 0, kG = 0, slope = 0, ...rest] = fit.coefs;
    best = {
      origin,
      trend: slope,
      tauF,
      tauG,
      kF,
      kG,
      baseline: fit.intercept,
      factors: factors.map((f, i) => ({ factor: f.factor, mean: f.mean, coef: rest[i] ?? 0 })),
      meanFitness: kF * m.means[iF]!,
      meanFatigue: -kG * m.means[iG]!,
      sse: fit.sse,
    };
  }
  return best!;
}

/**
 * The model's terms on `day` against the fit window's weighted means: they sum to p̂ − the lifter's
 * usual level, the trend line on `day`, so the trend is in that level and never a contribution.
 */
export function contributions(ctx: Context, m: Model, day: number): ReadinessContribution[] {
  return [
    { factor: "fitness", kg: m.kF * at(ctx, m.tauF, day) - m.meanFitness },
    { factor: "fatigue", kg: -(m.kG * at(ctx, m.tauG, day) - m.meanFatigue) },
    ...m.factors.map((f) => {
      const value = ctx.tracker(f.factor, day);
      return { factor: f.factor, kg: value === null ? 0 : f.coef * (value - f.mean) };
    }),
  ];
}

export function predict(ctx: Context, m: Model, day: number): number {
  const terms = m.kF * at(ctx, m.tauF, day) - m.kG * at(ctx, m.tauG, day);
  return (
    m.baseline +
    m.trend * (day - m.origin) +
    terms +
    m.factors.reduce((a, f) => a + f.coef * ((ctx.tracker(f.factor, day) ?? f.mean) - f.mean), 0)
  );
}
