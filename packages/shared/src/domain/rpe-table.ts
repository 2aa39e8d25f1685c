import { roundTo } from "./round.js";
import { toRpe, type SetLike } from "./rpe.js";

/**
 * The RPE percentage chart (Mike Tuchscherer / Reactive Training Systems, as reprinted by Helms and
 * most powerlifting calculators), in % of 1RM. The chart only depends on reps + reps in reserve, so
 * it collapses to one sequence indexed in half steps: index = 2 × (reps − 1) + 2 × (10 − RPE).
 * Index 0 = 1 @ 10 (100 %), 2 = 2 @ 10 or 1 @ 9 (95.5 %), 30 = 12 @ 6 (57.2 %).
 */
export const RPE_CHART_PERCENT: readonly number[] = [
  100, 97.8, 95.5, 93.9, 92.2, 90.7, 89.2, 87.8, 86.3, 85.0, 83.7, 82.4, 81.1, 79.9, 78.6, 77.4, 76.2, 75.1,
  73.9, 72.3, 70.7, 69.4, 68.0, 66.7, 65.3, 64.0, 62.6, 61.3, 59.9, 58.6, 57.2,
];

/** The chart as fractions of 1RM (97.8 → 0.978), divided once here rather than on every estimate. */
const RPE_CHART_FRACTION: readonly number[] = /* @__PURE__ */ RPE_CHART_PERCENT.map((percent) =>
  roundTo(percent / 100, 4),
);

export const RPE_CHART_REPS = { min: 1, max: 12 } as const;
export const RPE_CHART_RPE = { min: 6, max: 10, step: 0.5 } as const;

/** Fraction of 1RM for `reps` at `rpe`, or undefined off the chart (reps 1–12, RPE 6–10 in halves). */
export function rpePercent(reps: number, rpe: number): number | undefined {
  if (!Number.isInteger(reps) || reps < RPE_CHART_REPS.min || reps > RPE_CHART_REPS.max) return undefined;
  if (!Number.isInteger(rpe * 2) || rpe < RPE_CHART_RPE.min || rpe > RPE_CHART_RPE.max) return undefined;
  return RPE_CHART_FRACTION[2 * (reps - 1) + 2 * (10 - rpe)];
}

/**
 * e1RM from the chart, to 0.1. A set without RPE counts as RPE 10, as the 3 % formula does.
 * Undefined when the set is off the chart: no silent fallback to another method.
 */
export function e1rmRpeTable({ weight, reps, rpe }: SetLike): number | undefined {
  const fraction = rpePercent(reps, toRpe(rpe) ?? 10);
  return fraction === undefined ? undefined : roundTo(weight / fraction, 1);
}

/** The load (to 0.1, same unit as `e1rm`) for a target of `reps` at `rpe`; undefined off the chart. */
export function loadFor({
  e1rm,
  reps,
  rpe,
}: {
  e1rm: number;
  reps: number;
  rpe: number;
}): number | undefined {
  const fraction = rpePercent(reps, rpe);
  return fraction === undefined ? undefined : roundTo(e1rm * fraction, 1);
}
