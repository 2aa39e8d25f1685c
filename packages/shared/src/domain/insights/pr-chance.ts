import { normalCdf, type MaxEstimate } from "../attempt-estimate.js";
import { roundTo } from "../round.js";
import type { ReadinessFit } from "./types.js";

// The chance of a PR today, and the same belief as the attempt planner's MaxEstimate. The spread is
// never guessed: it is the root-mean-square error of the source, walked forward over the lifter's
// own history (the readiness model when it beat "no change", otherwise the last performance carried
// forward, scored on the same days). Both are read back from the fit's series.

export type Forecast = {
  expected_kg: number;
  spread_kg: number;
  source: "readiness" | "no-change";
  /** Walk-forward predictions the spread was measured on, and their mean absolute error (kg). */
  predictions: number;
  mae_kg: number;
};

const rms = (errors: readonly number[]) => Math.sqrt(errors.reduce((a, e) => a + e * e, 0) / errors.length);
const meanAbs = (errors: readonly number[]) => errors.reduce((a, e) => a + Math.abs(e), 0) / errors.length;

/** "Same as last time" is measured on at least this many days before it is taken as a spread. */
const MIN_CARRIED = 3;

/**
 * Today's max as a normal belief, or null with nothing to measure it on. The readiness model's own
 * walk-forward errors when it beat "no change"; otherwise the last performance carried forward, its
 * spread measured on every day that had a day before it (the model needs 8 days before it predicts,
 * "same as last time" only one; at least 3 such days are asked for).
 */
export function forecastMax(fit: ReadinessFit): Forecast | null {
  const carried = fit.series.slice(1).map((point, i) => fit.series[i]!.actual_kg - point.actual_kg);
  const modelled = fit.series.flatMap((p) => (p.expected_kg === null ? [] : [p.expected_kg - p.actual_kg]));
  if (fit.better_than_no_change && fit.today && modelled.length > 0) {
    return {
      expected_kg: fit.today.expected_kg,
      spread_kg: roundTo(rms(modelled), 1),
      source: "readiness",
      predictions: modelled.length,
      mae_kg: roundTo(meanAbs(modelled), 1),
    };
  }
  if (carried.length < MIN_CARRIED) return null;
  return {
    expected_kg: fit.series.at(-1)!.actual_kg,
    spread_kg: roundTo(rms(carried), 1),
    source: "no-change",
    predictions: carried.length,
    mae_kg: roundTo(meanAbs(carried), 1),
  };
}

/** P(today's max ≥ attempt) = 1 − Φ((attempt − expected) / spread), to 0.001; null as `forecastMax`. */
export function prChance(
  fit: ReadinessFit,
  attemptKg: number,
): { chance: number; expected_kg: number; spread_kg: number; source: "readiness" | "no-change" } | null {
  const forecast = forecastMax(fit);
  if (!forecast) return null;
  const { expected_kg, spread_kg, source } = forecast;
  // A spread of 0 (identical performances) leaves a certainty either side of the expected max.
  const chance =
    spread_kg > 0 ? 1 - normalCdf((attemptKg - expected_kg) / spread_kg) : attemptKg <= expected_kg ? 1 : 0;
  return { chance: roundTo(chance, 3), expected_kg, spread_kg, source };
}

/**
 * The forecast as the attempt planner's MaxEstimate (./attempt-planner.ts), so the planner can read
 * today's readiness instead of the e1RM trend. No trend and no singles: the model already holds them.
 */
export function readinessMaxEstimate(fit: ReadinessFit): MaxEstimate | null {
  const forecast = forecastMax(fit);
  if (!forecast) return null;
  const { expected_kg: kg, spread_kg: spreadKg, predictions, mae_kg } = forecast;
  const reasoning =
    forecast.source === "readiness"
      ? `Your readiness model expects ${kg} kg today; walked forward over ${predictions} sessions it missed ` +
        `by ${mae_kg} kg on average (carrying the last performance forward: ${fit.no_change.mae_kg} kg). ` +
        `Expect about ${kg} kg (± ${spreadKg} kg).`
      : `Your last performance was ${kg} kg; carried forward over ${predictions} sessions it missed by ` +
        `${mae_kg} kg on average, and the readiness model did no better. Expect about ${kg} kg (± ${spreadKg} kg).`;
  return { kg, spreadKg, trendKgPerWeek: 0, singles: [], reasoning };
}
