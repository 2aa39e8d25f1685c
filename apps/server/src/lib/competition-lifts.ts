import { competitionLifts, type CompetitionLift } from "@topset/shared";

/**
 * Which of the member's exercises stands for each competition lift, used by the reports and by a
 * meet's evidence (docs/decisions/029-reports-and-meets.md). Names are compared normalized; the
 * first name of the list that the member has wins, so "Back squat" beats "Low bar squat".
 */
export const LIFT_EXERCISE_NAMES: Record<CompetitionLift, readonly string[]> = {
  squat: ["back squat", "squat", "competition squat", "low bar squat", "high bar squat"],
  bench: ["bench press", "bench", "competition bench", "competition bench press"],
  deadlift: ["conventional deadlift", "deadlift", "competition deadlift", "sumo deadlift"],
};

/** Lower case, every run of punctuation and spaces one space, trimmed: "Back-Squat " → "back squat". */
export const normalizeExerciseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

export type LiftExercise = { id: number; name: string };
export type LiftExercises = Record<CompetitionLift, LiftExercise | null>;

/** The mapping over a list of exercises; of two with the same normalized name, the older (lower id) one. */
export function mapCompetitionLifts(list: readonly LiftExercise[]): LiftExercises {
  const byName = new Map<string, LiftExercise>();
  for (const exercise of [...list].sort((a, b) => a.id - b.id)) {
    const key = normalizeExerciseName(exercise.name);
    if (!byName.has(key)) byName.set(key, exercise);
  }
  const pick = (lift: CompetitionLift) =>
    LIFT_EXERCISE_NAMES[lift].map((name) => byName.get(name)).find((e) => e !== undefined) ?? null;
  return Object.fromEntries(competitionLifts.map((lift) => [lift, pick(lift)])) as LiftExercises;
}
