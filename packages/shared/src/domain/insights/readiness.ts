import { roundTo } from "../round.js";
import {
  filteredLoad,
  liftHistory,
  standardEstimate,
  type Estimator,
  type DayPerformance,
} from "./readiness-fit.js";
import {
  contributions,
  FACTOR_FIELD,
  FACTORS,
  FIT_WINDOW_DAYS,
  fitModel,
  MIN_PERFORMANCES,
  predict,
  REFIT_EVERY_DAYS,
  TAU_PAIRS,
  Z90,
  type Context,
  type Factor,
  type Model,
} from "./readiness-model.js";
import type { HistorySet, ReadinessFit, TrackerDay } from "./types.js";

export { TAU_PAIRS } from "./readiness-model.js";

// Readiness: Banister's fitness–fatigue model per lift (Banister 1975; Busso 2003), with a trend,
//   p̂(t) = baseline + trend·(t − t₀) + k_fitness·F(t) − k_fatigue·G(t) (+ sleep, stress),
// F and G the daily loads filtered with a long and a short time constant, t₀ the day predicted. It
// is only shown when, walked forward over the lifter's own history, it beat carrying the last
// performance forward.

/** The index of the first performance on or after `day` (performances are in day order). */
function firstAtOrAfter(performances: readonly DayPerformance[], day: number): number {
  let low = 0;
  let high = performances.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (performances[mid]!.day < day) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The fit on the performances before `day`, within the window; null with too few of them. */
function fitBefore(ctx: Context, performances: readonly DayPerformance[], day: number): Model | null {
  const rows = performances.slice(
    firstAtOrAfter(performances, day - FIT_WINDOW_DAYS),
    firstAtOrAfter(performances, day),
  );
  return rows.length >= MIN_PERFORMANCES ? fitModel(ctx, rows, day) : null;
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
  const logged = (factor: Factor, day: number) =>
    byDay.get(day)?.[FACTOR_FIELD[factor]] ?? byDay.get(day - 1)?.[FACTOR_FIELD[factor]] ?? null;
  // Read once per day of the history (NaN: none), not once per row of every weekly refit; not at all
  // when nothing will be fitted.
  const span = performances.length >= MIN_PERFORMANCES ? length : 0;
  const byFactor = new Map(
    FACTORS.map((factor) => {
      const values = new Float64Array(span);
      for (let i = 0; i < span; i++) values[i] = logged(factor, firstDay + i) ?? NaN;
      return [factor, values];
    }),
  );
  const ctx: Context = {
    firstDay,
    responses: new Map([...taus].map((tau) => [tau, filteredLoad(history.loads, tau, length)])),
    tracker: (factor, day) => {
      const i = day - firstDay;
      if (i < 0 || i >= span) return logged(factor, day);
      const value = byFactor.get(factor)![i]!;
      return Number.isNaN(value) ? null : value;
    },
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
