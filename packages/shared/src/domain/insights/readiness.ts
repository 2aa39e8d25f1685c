import { roundTo } from "../round.js";
import {
  filteredLoad,
  liftHistory,
  moments,
  ridgeFit,
  standardEstimate,
  type Estimator,
  type DayPerformance,
} from "./readiness-fit.js";
import type { HistorySet, ReadinessContribution, ReadinessFit, TrackerDay } from "./types.js";

// Readiness: Banister's fitness–fatigue model per lift (Banister 1975; Busso 2003),
//   p̂(t) = baseline + k_fitness·F(t) − k_fatigue·G(t) (+ sleep, stress),
// F and G the daily loads filtered with a long and a short time constant. It is only shown when,
// walked forward over the lifter's own history, it beat carrying the last performance forward.

/** (τ_fitness, τ_fatigue) in days: the range of Banister's and Busso's fitted values. */
export const TAU_PAIRS: readonly (readonly [number, number])[] = [
  [42, 7],
  [30, 7],
  [42, 10],
  [60, 10],
  [30, 5],
  [50, 15],
];
const MIN_PERFORMANCES = 8;
/**
 * Only the last year of performances is fitted: the baseline and the response to training drift
 * (technique, bodyweight, age, programme), and one fit over ten years would describe an average of
 * lifters this one no longer is. The loads before that year still feed F and G.
 */
const FIT_WINDOW_DAYS = 365;
/** Walk-forward refits at most weekly and reuses the parameters in between (ten years stay fast). */
const REFIT_EVERY_DAYS = 7;
/** Days with a tracker value a factor needs before it is fitted. */
const MIN_FACTOR_DAYS = 15;
/** 90 % two-sided normal quantile. */
const Z90 = 1.645;

type Factor = "sleep" | "stress";
const FACTOR_FIELD = { sleep: "sleep_hours", stress: "stress" } as const;
const FACTORS: readonly Factor[] = ["sleep", "stress"];

type Context = {
  firstDay: number;
  responses: Map<number, Float64Array>;
  /** The factor's value logged on `day`, or else the day before (last night's sleep may be logged either). */
  tracker: (factor: Factor, day: number) => number | null;
};

type Model = {
  tauF: number;
  tauG: number;
  kF: number;
  kG: number;
  baseline: number;
  factors: { factor: Factor; mean: number; coef: number }[];
  /** Means over the fit window of k·F and k·G: today's contributions are read against them. */
  meanFitness: number;
  meanFatigue: number;
  sse: number;
};

const at = (ctx: Context, tau: number, day: number) => ctx.responses.get(tau)![day - ctx.firstDay] ?? 0;

function fitModel(ctx: Context, rows: readonly DayPerformance[]): Model {
  const y = rows.map((r) => r.kg);
  const factors = FACTORS.flatMap((factor) => {
    const values = rows.map((r) => ctx.tracker(factor, r.day));
    const known = values.filter((v): v is number => v !== null);
    if (known.length < MIN_FACTOR_DAYS) return [];
    const mean = known.reduce((a, b) => a + b, 0) / known.length;
    // A day without the tracker sits at the mean: it neither helps nor hurts the prediction.
    return [{ factor, mean, column: values.map((v) => (v === null ? 0 : v - mean)) }];
  });
  // Every candidate column at once (+F per fitness τ, −G per fatigue τ, the factors): each τ pair is
  // then a 4 × 4 solve from the same cross-products.
  const fitnessTaus = [...new Set(TAU_PAIRS.map(([f]) => f))];
  const fatigueTaus = [...new Set(TAU_PAIRS.map(([, g]) => g))];
  const fitness = fitnessTaus.map((tau) => rows.map((r) => at(ctx, tau, r.day)));
  const fatigue = fatigueTaus.map((tau) => rows.map((r) => -at(ctx, tau, r.day)));
  const columns = [...fitness, ...fatigue, ...factors.map((f) => f.column)];
  const m = moments(y, columns);
  const factorIndex = factors.map((_, i) => fitness.length + fatigue.length + i);
  let best: Model | undefined;
  for (const [tauF, tauG] of TAU_PAIRS) {
    const iF = fitnessTaus.indexOf(tauF);
    const iG = fitness.length + fatigueTaus.indexOf(tauG);
    const fit = ridgeFit(m, [iF, iG, ...factorIndex], 2);
    if (best && fit.sse >= best.sse) continue;
    const [kF = 0, kG = 0, ...rest] = fit.coefs;
    best = {
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

/** The model's terms on `day` against the fit window's means (they sum to p̂ − the window's mean). */
function contributions(ctx: Context, m: Model, day: number): ReadinessContribution[] {
  return [
    { factor: "fitness", kg: m.kF * at(ctx, m.tauF, day) - m.meanFitness },
    { factor: "fatigue", kg: -(m.kG * at(ctx, m.tauG, day) - m.meanFatigue) },
    ...m.factors.map((f) => {
      const value = ctx.tracker(f.factor, day);
      return { factor: f.factor, kg: value === null ? 0 : f.coef * (value - f.mean) };
    }),
  ];
}

function predict(ctx: Context, m: Model, day: number): number {
  const terms = m.kF * at(ctx, m.tauF, day) - m.kG * at(ctx, m.tauG, day);
  return (
    m.baseline +
    terms +
    m.factors.reduce((a, f) => a + f.coef * ((ctx.tracker(f.factor, day) ?? f.mean) - f.mean), 0)
  );
}

/** The fit on the performances before `day`, within the window; null with too few of them. */
function fitBefore(ctx: Context, performances: readonly DayPerformance[], day: number): Model | null {
  const rows = performances.filter((p) => p.day < day && p.day >= day - FIT_WINDOW_DAYS);
  return rows.length >= MIN_PERFORMANCES ? fitModel(ctx, rows) : null;
}

type Score = { predictions: number; mae_kg: number | null; mae_pct: number | null };

function score(pairs: readonly { predicted: number; actual: number }[]): Score {
  if (pairs.length === 0) return { predictions: 0, mae_kg: null, mae_pct: null };
  const n = pairs.length;
  const mae = pairs.reduce((a, p) => a + Math.abs(p.predicted - p.actual), 0) / n;
  const pct = pairs.reduce((a, p) => a + Math.abs(p.predicted - p.actual) / p.actual, 0) / n;
  return { predictions: n, mae_kg: roundTo(mae, 1), mae_pct: roundTo(pct * 100, 1) };
}

/**
 * Each performance after the first 8 predicted from a fit on earlier days only. The fit is redone
 * at most weekly and reused in between: still only ever from days before the prediction, and the
 * refit days depend on earlier performances alone, so later data can never move an earlier figure.
 */
function walkForward(ctx: Context, performances: readonly DayPerformance[]): (number | null)[] {
  const expected: (number | null)[] = performances.map(() => null);
  let model: Model | null = null;
  let fittedOn = -Infinity;
  for (let i = MIN_PERFORMANCES; i < performances.length; i++) {
    const { day } = performances[i]!;
    if (day - fittedOn >= REFIT_EVERY_DAYS) {
      model = fitBefore(ctx, performances, day);
      fittedOn = day;
    }
    if (model) expected[i] = predict(ctx, model, day);
  }
  return expected;
}

/**
 * The lift's readiness: the Banister fit, its walk-forward error against "no change", and today's
 * expected max with a 90 % band and what moves it, shown only when the model beat "no change".
 * `today` is a day number like `HistorySet.day`; the fit for it reads only the days before it.
 */
export function fitReadiness(input: {
  sets: HistorySet[];
  trackers: TrackerDay[];
  exerciseId: number;
  today: number;
  estimate?: Estimator;
}): ReadinessFit {
  const { sets, trackers, exerciseId, today, estimate = standardEstimate } = input;
  const history = liftHistory(sets, exerciseId, estimate);
  const { performances, firstDay } = history;
  const lastDay = Math.max(today, performances.at(-1)?.day ?? today);
  const length = Math.max(0, lastDay - firstDay + 1);
  const taus = new Set(TAU_PAIRS.flat());
  const byDay = new Map(trackers.map((t) => [t.day, t]));
  const ctx: Context = {
    firstDay,
    responses: new Map([...taus].map((tau) => [tau, filteredLoad(history.loads, tau, length)])),
    tracker: (factor, day) =>
      byDay.get(day)?.[FACTOR_FIELD[factor]] ?? byDay.get(day - 1)?.[FACTOR_FIELD[factor]] ?? null,
  };

  const expected = walkForward(ctx, performances);
  const walked = performances.flatMap((p, i) => {
    const predicted = expected[i];
    return predicted == null ? [] : [{ predicted, actual: p.kg, carried: performances[i - 1]!.kg }];
  });
  const modelScore = score(walked);
  const noChange = score(walked.map((w) => ({ predicted: w.carried, actual: w.actual })));
  // Compared unrounded: a tie to 0.1 kg is still decided by the data, not by the display.
  const absError = (xs: readonly number[]) => xs.reduce((a, b) => a + Math.abs(b), 0);
  const better =
    walked.length >= MIN_PERFORMANCES &&
    absError(walked.map((w) => w.predicted - w.actual)) < absError(walked.map((w) => w.carried - w.actual));

  const current = performances.length >= MIN_PERFORMANCES ? fitBefore(ctx, performances, today) : null;
  let todayBand: ReadinessFit["today"] = null;
  if (better && current) {
    const rmse = Math.sqrt(walked.reduce((a, w) => a + (w.predicted - w.actual) ** 2, 0) / walked.length);
    const kg = predict(ctx, current, today);
    todayBand = {
      expected_kg: roundTo(kg, 1),
      low_kg: roundTo(kg - Z90 * rmse, 1),
      high_kg: roundTo(kg + Z90 * rmse, 1),
      contributions: contributions(ctx, current, today).map((c) => ({ ...c, kg: roundTo(c.kg, 1) })),
    };
  }
  const sig = (x: number) => Number(x.toPrecision(3));
  return {
    exercise_id: exerciseId,
    points: performances.length,
    params: current && {
      tau_fitness: current.tauF,
      tau_fatigue: current.tauG,
      k_fitness: sig(current.kF),
      k_fatigue: sig(current.kG),
      baseline_kg: roundTo(current.baseline, 1),
    },
    model: modelScore,
    no_change: noChange,
    better_than_no_change: better,
    today: todayBand,
    series: performances.map((p, i) => ({
      day: p.day,
      actual_kg: p.kg,
      expected_kg: expected[i] == null ? null : roundTo(expected[i]!, 1),
    })),
  };
}
