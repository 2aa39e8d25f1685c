import type { Program, Routine } from "@topset/shared";

export type ProgramLift = { exercise_id: number; name: string };

/** The most lifts a coach is asked a max for: the main ones, not every accessory. */
export const MAX_LIFTS = 6;

/**
 * The lifts of a program that plan from a max (a set by percent or RPE), in the order they first come:
 * the ones worth a max per athlete. Fixed-load exercises never read one.
 */
export function programLifts(program: Program, routines: readonly Routine[]): ProgramLift[] {
  const byId = new Map(routines.map((r) => [r.id, r]));
  const seen = new Map<number, ProgramLift>();
  for (const week of program.weeks) {
    for (const day of week.days) {
      for (const exercise of byId.get(day.routine_id)?.exercises ?? []) {
        const fromMax = exercise.sets.some((s) => s.percent_1rm !== undefined || s.rpe !== undefined);
        if (fromMax && !seen.has(exercise.exercise_id)) {
          seen.set(exercise.exercise_id, { exercise_id: exercise.exercise_id, name: exercise.name });
        }
      }
    }
  }
  return [...seen.values()].slice(0, MAX_LIFTS);
}
