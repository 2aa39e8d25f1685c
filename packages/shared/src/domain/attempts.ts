import { roundTo } from "./round.js";
import type { WeightUnit } from "./units.js";

/**
 * Meet-day attempts as fractions of the reference weight (docs/decisions/006-calculators.md):
 * the middle of the usual ranges, opener 90–92 % (a weight you could triple in training),
 * second 95–97 %, third 100–103 %. From an e1RM the third is a small PR (102 %, what a peak
 * usually adds); from a goal the goal IS the third.
 */
export const ATTEMPT_PERCENTS = {
  e1rm: { opener: 0.91, second: 0.96, third: 1.02 },
  goal: { opener: 0.91, second: 0.96, third: 1 },
} as const;

export type AttemptBasis = keyof typeof ATTEMPT_PERCENTS;

/** Federations load in 2.5 kg steps; pound gyms in 5 lb (a 2.5 lb plate a side). */
export const ATTEMPT_INCREMENT: Record<WeightUnit, number> = { kg: 2.5, lbs: 5 };

export interface Attempts {
  opener: number;
  second: number;
  third: number;
}

/** `value` to a multiple of `increment`: "down", "up" or the nearest (a tie goes up). */
export function roundToIncrement(
  value: number,
  increment: number,
  mode: "nearest" | "down" | "up" = "nearest",
) {
  // roundTo first so 102.49999 (float noise) counts as 102.5 before dividing.
  const steps = roundTo(value / increment, 6);
  const whole = mode === "down" ? Math.floor(steps) : mode === "up" ? Math.ceil(steps) : Math.round(steps);
  return roundTo(whole * increment, 2);
}

/**
 * Opener, second and third from an e1RM or a goal. The opener is rounded DOWN (a missed opener ends
 * the meet, so when in doubt go lighter); the others to the nearest step. Each attempt is at least
 * one step heavier than the one before, so small references still give three distinct weights.
 */
export function selectAttempts(reference: number, basis: AttemptBasis, unit: WeightUnit): Attempts {
  const pct = ATTEMPT_PERCENTS[basis];
  const step = ATTEMPT_INCREMENT[unit];
  const opener = Math.max(step, roundToIncrement(reference * pct.opener, step, "down"));
  const second = Math.max(roundTo(opener + step, 2), roundToIncrement(reference * pct.second, step));
  const third = Math.max(roundTo(second + step, 2), roundToIncrement(reference * pct.third, step));
  return { opener, second, third };
}
