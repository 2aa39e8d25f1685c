/** RPE as it arrives from a form, the API or the database: blank and 0 both mean "not given". */
export type RpeInput = number | string | null | undefined;

/** A performed set, as the estimators need it. */
export interface SetLike {
  weight: number;
  reps: number;
  rpe?: RpeInput;
}

/**
 * The RPE as a number, or null when none was given. The original treated 0 and null as "no RPE" but
 * let a cleared calculator field ("") through as RPE 0-ish (reps in reserve 9); blank is null here.
 */
export function toRpe(rpe: RpeInput): number | null {
  if (rpe === null || rpe === undefined) return null;
  if (typeof rpe === "string") {
    if (rpe.trim() === "") return null;
    const parsed = Number(rpe);
    return Number.isFinite(parsed) && parsed !== 0 ? parsed : null;
  }
  return Number.isFinite(rpe) && rpe !== 0 ? rpe : null;
}
