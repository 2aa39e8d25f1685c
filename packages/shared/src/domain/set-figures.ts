import type { SetKind } from "../schemas/sessions.js";
import { estimateE1rm, shouldShowE1rm, type E1rmMethod } from "./e1rm.js";
import type { PersonalChart } from "./insights/types.js";
import { roundTo } from "./round.js";
import type { RpeInput } from "./rpe.js";
import { relativeIntensity, volume } from "./set-stats.js";
import { displayWeight, type WeightUnit } from "./units.js";

/**
 * The three figures every screen, CSV, export and feed card shows for one set, all in the set's own
 * unit. The server computes them once, with the set owner's e1RM method, and sends them with the set;
 * clients show them as sent (converting e1RM and volume only when the viewer uses the other unit).
 */
export type SetFigures = {
  /** Estimated one-rep max to 0.1; null outside the band where it is shown (reps ≤ 3, RPE ≥ 7) or off the RPE chart. */
  e1rm: number | null;
  /** Weight as a whole percent of the estimate, rounded down; null when there is no estimate. */
  ri: number | null;
  /** Reps × weight, exact (a weight has at most two decimals, so the volume has too). */
  volume: number;
};

/** Decimals of an e1RM: one rounding rule for every method (the 3 % formula already gives whole numbers). */
export const E1RM_DECIMALS = 1;

/**
 * THE computation of a set's e1RM, RI and volume; nothing else estimates a stored set. RI is taken
 * against the rounded estimate, so anyone can check it from the figures shown; it exists for every set
 * the method can estimate, the e1RM itself only inside its band. A warm-up estimates nothing (no
 * e1RM, no RI), whatever it weighed; its own volume stays reps × weight. A set without a kind is a
 * working set. `chart` is the owner's fitted chart, read by the "personal" method only (see estimateE1rm).
 */
export function setFigures(
  set: { weight: number; reps: number; rpe?: RpeInput; kind?: SetKind },
  method: E1rmMethod,
  chart?: PersonalChart | null,
): SetFigures {
  if (set.kind === "warmup") return { e1rm: null, ri: null, volume: volume(set.reps, set.weight) };
  const raw = estimateE1rm(method, set, chart);
  const estimate = raw === undefined || !(raw > 0) ? null : roundTo(raw, E1RM_DECIMALS);
  const ri = estimate === null ? null : relativeIntensity(set.weight, estimate);
  return {
    e1rm: estimate !== null && shouldShowE1rm(set) ? estimate : null,
    ri: ri !== null && ri > 0 ? ri : null,
    volume: volume(set.reps, set.weight),
  };
}

/**
 * A figure (e1RM or volume) in the unit the viewer reads: exactly as sent in the set's own unit,
 * otherwise converted and rounded like every converted weight.
 */
export function figureIn(value: number, from: WeightUnit, wanted: WeightUnit): number {
  return displayWeight({ value, unit: from }, wanted);
}
