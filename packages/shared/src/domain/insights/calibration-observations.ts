import { chartFraction, effectiveRepsAt } from "./chart.js";
import type { HistorySet } from "./types.js";

// What the lifter's own sets say about their RPE calls: each observation is one set's true reps in
// reserve minus the reserve its RPE stated (positive = the call was "hot", too close to failure).

/** A heavy set reveals the max of every set of the lift in the 14 days before it (and that day). */
export const REVEAL_WINDOW_DAYS = 14;
/** One set can be off by a whole session's bad day; more than 4 reps is a typo or another lift. */
export const OBSERVATION_CLIP_REPS = 4;

export type CalibrationObservation = {
  exercise_id: number;
  /** The observed set's day. */
  day: number;
  /**
   * The first day on which the observation is settled by the sets up to that day alone. For a
   * failure set its own day. For a revealed max the window's last day (day + 14), not the revealing
   * set's: the highest max of the window is settled only when the window closes, and a later, higher
   * one would change the value; dating it earlier would let a walk-forward read a figure that sets
   * after its date could still move.
   */
  known_day: number;
  /** The RPE the set was logged at (6, 6.5 … 10). */
  rpe: number;
  reps: number;
  /** True RIR − stated RIR, in reps, clipped to ±4. */
  offset: number;
  source: "revealed-max" | "failure";
};

/** RPE on the chart's grid (6 to 10 in halves): the levels the calibration learns. */
export function isRpeLevel(rpe: number | null): rpe is number {
  return rpe !== null && Number.isInteger(rpe * 2) && rpe >= 6 && rpe <= 10;
}

/** A single or double at RPE ≥ 9.5, or a set to failure of at most 10 reps; drop sets come tired. */
function isRevealing(set: HistorySet): boolean {
  if (set.kind === "drop" || set.reps < 1) return false;
  if (set.kind === "failure") return set.reps <= 10;
  return set.reps <= 2 && set.rpe !== null && set.rpe >= 9.5 && set.rpe <= 10;
}

/** The max a revealing set shows: a set to failure had no reps left, whatever RPE was logged. */
function revealedMax(set: HistorySet): number {
  const reserve = set.kind === "failure" ? 0 : 10 - (set.rpe ?? 10);
  return set.weight / chartFraction(set.reps + reserve);
}

function isObservable(set: HistorySet): boolean {
  return set.kind !== "drop" && set.reps >= 1 && set.reps <= 10 && isRpeLevel(set.rpe) && set.weight > 0;
}

const clip = (offset: number): number =>
  Math.max(-OBSERVATION_CLIP_REPS, Math.min(OBSERVATION_CLIP_REPS, offset));

/** Every observation in the lifter's history, each lift on its own, ordered by `known_day`. */
export function calibrationObservations(sets: readonly HistorySet[]): CalibrationObservation[] {
  const out: CalibrationObservation[] = [];
  visitObservations(sets, (set, rpe, knownDay, offset, source) =>
    out.push(observation(set, rpe, knownDay, offset, source)),
  );
  return out.sort((a, b) => a.known_day - b.known_day || a.day - b.day);
}

/** What an observation is made of, handed over without building it (offset already clipped). */
export type ObservationVisitor = (
  set: HistorySet,
  rpe: number,
  knownDay: number,
  offset: number,
  source: CalibrationObservation["source"],
) => void;

/**
 * Hands every observation to `visit`, in no set order: the fit only sums them, so a walk-forward
 * over years of sets need not build and sort tens of thousands of objects.
 */
export function visitObservations(sets: readonly HistorySet[], visit: ObservationVisitor): void {
  const byExercise = new Map<number, HistorySet[]>();
  for (const set of sets) {
    const list = byExercise.get(set.exercise_id);
    if (list) list.push(set);
    else byExercise.set(set.exercise_id, [set]);
  }
  for (const list of byExercise.values()) visitExercise(list, visit);
}

function visitExercise(input: HistorySet[], visit: ObservationVisitor): void {
  const sets = isSortedByDay(input) ? input : [...input].sort((a, b) => a.day - b.day);
  const revealing = sets.filter(isRevealing);
  const maxes = revealing.map(revealedMax);
  let first = 0;
  for (const set of sets) {
    if (!isObservable(set)) continue;
    const rpe = set.rpe as number;
    // Taken to failure: the true reserve was 0, so the stated one is the whole error.
    if (set.kind === "failure") visit(set, rpe, set.day, clip(rpe - 10), "failure");
    while (first < revealing.length && revealing[first]!.day < set.day) first++;
    let best = -1;
    for (let i = first; i < revealing.length && revealing[i]!.day <= set.day + REVEAL_WINDOW_DAYS; i++) {
      // On a tie another set wins over the set itself: it then observes an offset of 0.
      const better =
        best < 0 || maxes[i]! > maxes[best]! || (maxes[i] === maxes[best] && revealing[best] === set);
      if (better) best = i;
    }
    if (best < 0 || revealing[best] === set || !(set.weight < maxes[best]!)) continue;
    const trueReserve = effectiveRepsAt(set.weight / maxes[best]!) - set.reps;
    visit(set, rpe, set.day + REVEAL_WINDOW_DAYS, clip(trueReserve - (10 - rpe)), "revealed-max");
  }
}

function observation(
  set: HistorySet,
  rpe: number,
  knownDay: number,
  offset: number,
  source: CalibrationObservation["source"],
): CalibrationObservation {
  const { exercise_id, day, reps } = set;
  return { exercise_id, day, known_day: knownDay, rpe, reps, offset, source };
}

export function isSortedByDay(sets: readonly { day: number }[]): boolean {
  for (let i = 1; i < sets.length; i++) if (sets[i]!.day < sets[i - 1]!.day) return false;
  return true;
}
