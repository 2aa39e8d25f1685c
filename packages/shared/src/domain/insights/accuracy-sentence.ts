import { MIN_PREDICTIONS } from "./accuracy.js";
import type { MethodAccuracy } from "./types.js";

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
