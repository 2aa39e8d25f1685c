import { cleanFloat } from "./round.js";

/**
 * Relative intensity: the set's weight as a whole percentage of the e1RM, rounded down; 0 when there
 * is no usable e1RM (the original printed "-" for that case and "NaN%" for 0/0).
 * NOTE: weight × 100 / e1rm, not weight / e1rm × 100: 57 / 100 × 100 is 56.99999999999999 and floors to 56.
 */
export function relativeIntensity(weight: number, e1rm: number): number {
  if (!Number.isFinite(e1rm) || e1rm <= 0 || !Number.isFinite(weight)) return 0;
  return Math.floor(cleanFloat((weight * 100) / e1rm));
}

/** Volume of one set: reps × weight, in the set's own unit. */
export function volume(reps: number, weight: number): number {
  return cleanFloat(reps * weight);
}

/** Summed volume; sets missing reps or weight add nothing. */
export function totalVolume(sets: readonly { reps: number | null; weight: number | null }[]): number {
  let total = 0;
  for (const { reps, weight } of sets) {
    if (reps !== null && weight !== null) total += reps * weight;
  }
  return cleanFloat(total);
}
