import { roundTo } from "../round.js";
import { convertWeight, type WeightUnit } from "../units.js";
import { MIN_PREDICTIONS } from "./accuracy.js";
import type { InsightMethod, MethodAccuracy } from "./types.js";

/** How the methods are named in a sentence. */
export const METHOD_NAMES: Record<InsightMethod, string> = {
  epley: "Epley's formula",
  "rpe-table": "the standard RPE chart",
  personal: "your personal chart",
};

type Scored = MethodAccuracy & { mae_kg: number; mae_pct: number };

/** The methods with an error, closest first (kg, then percent). */
export const rankMethods = (methods: readonly MethodAccuracy[]): Scored[] =>
  methods
    .filter((m): m is Scored => m.mae_kg !== null && m.mae_pct !== null)
    .sort((a, b) => a.mae_kg - b.mae_kg || a.mae_pct - b.mae_pct);

export const bestMethod = (methods: readonly MethodAccuracy[]): Scored | null =>
  rankMethods(methods)[0] ?? null;

/** Heavy sets the verdict rests on: the best method's predictions, else the most any method made. */
export const heavySetsSoFar = (methods: readonly MethodAccuracy[]): number =>
  bestMethod(methods)?.predictions ?? Math.max(0, ...methods.map((m) => m.predictions));

/** Whether a method may be named the most accurate: the best one was checked on enough heavy sets. */
export const hasEnoughPredictions = (methods: readonly MethodAccuracy[]): boolean =>
  (bestMethod(methods)?.predictions ?? 0) >= MIN_PREDICTIONS;

/**
 * The walk-forward result in one sentence: the method that has been closest on this lift's heavy
 * sets, by how much (in the lifter's unit), and how much closer than the next best. Until the best
 * method was checked on `MIN_PREDICTIONS` heavy sets it names none: three lucky guesses are not a
 * track record.
 */
export function accuracySentence(
  methods: readonly MethodAccuracy[],
  liftName: string,
  unit: WeightUnit = "kg",
): string {
  const [best, next] = rankMethods(methods);
  if (!best || best.predictions < MIN_PREDICTIONS)
    return `Not enough heavy sets yet: ${heavySetsSoFar(methods)} of the ${MIN_PREDICTIONS} needed.`;
  const inUnit = (kg: number) => roundTo(convertWeight(kg, "kg", unit), 1);
  const error = `off by ${inUnit(best.mae_kg)} ${unit} (${roundTo(best.mae_pct, 1)} %) on average over ${best.predictions} heavy sets`;
  const margin = next ? inUnit(next.mae_kg - best.mae_kg) : null;
  if (next && margin === 0)
    return `On your ${liftName}, ${METHOD_NAMES[best.method]} and ${METHOD_NAMES[next.method]} have been equally accurate: ${error}.`;
  const lead = `On your ${liftName}, ${METHOD_NAMES[best.method]} has been the most accurate: ${error}`;
  return next ? `${lead}, ${margin} ${unit} closer than ${METHOD_NAMES[next.method]}.` : `${lead}.`;
}
