// Matching a file's workouts and exercises to the member's own: what an import would create.
import type { Db } from "../../db/client.js";
import { aliasesFor } from "./exercise-aliases.js";
import { workoutKey, type Workout } from "./group.js";
import { findOwnExerciseNames, findSessionsStartedBetween } from "./imports.queries.js";

/** Case and punctuation do not count: "Bench-Press" is "bench press" is "BENCH PRESS". */
export const exerciseKey = (name: string) =>
  name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

/** "Squat (Barbell)" → "Squat": the name without its trailing parenthetical (the equipment). */
export const withoutEquipment = (name: string) => name.replace(/\s*\([^()]*\)\s*$/, "").trim();

export type Plan = {
  /** Workouts not yet in the member's history, oldest first. */
  workouts: Workout[];
  existing: number;
  /** Each exercise name of the file: the member's exercise id, or the name of the one to create. */
  exercises: Map<string, { id: number } | { create: string }>;
  newExercises: string[];
  sets: number;
};

/**
 * Matches one file name: the full name, then the name without its equipment, then what other apps
 * call our default exercises ("Squat (Barbell)" → "Back squat"); else a new exercise.
 */
export function matchExercise(name: string, own: Map<string, number>): number | undefined {
  const direct = own.get(exerciseKey(name)) ?? own.get(exerciseKey(withoutEquipment(name)));
  if (direct !== undefined) return direct;
  for (const alias of aliasesFor(name, exerciseKey)) {
    const id = own.get(alias);
    if (id !== undefined) return id;
  }
  return undefined;
}

export async function planImport(db: Db, userId: number, all: Workout[]): Promise<Plan> {
  const plan: Plan = { workouts: [], existing: 0, exercises: new Map(), newExercises: [], sets: 0 };
  if (all.length === 0) return plan;
  // NOTE: a loop, not Math.min(...starts): a 20 MB file can hold more workouts than arguments fit.
  let [first, last] = [Infinity, -Infinity];
  for (const w of all)
    [first, last] = [Math.min(first, w.start.getTime()), Math.max(last, w.start.getTime())];
  const [from, to] = [new Date(first), new Date(last)];
  const present = await findSessionsStartedBetween(db, userId, from, to);
  const have = new Set(present.map((s) => workoutKey(s.start, s.name)));

  const ownRows = await findOwnExerciseNames(db, userId);
  const own = new Map<string, number>();
  for (const row of ownRows) if (!own.has(exerciseKey(row.name))) own.set(exerciseKey(row.name), row.id);

  const created = new Map<string, string>();
  for (const workout of [...all].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    if (have.has(workoutKey(workout.start, workout.name))) {
      plan.existing++;
      continue;
    }
    plan.workouts.push(workout);
    for (const exercise of workout.exercises.values()) {
      plan.sets += exercise.sets.length;
      if (plan.exercises.has(exercise.name)) continue;
      const id = matchExercise(exercise.name, own);
      if (id !== undefined) {
        plan.exercises.set(exercise.name, { id });
        continue;
      }
      const key = exerciseKey(exercise.name);
      if (!created.has(key)) {
        created.set(key, exercise.name);
        plan.newExercises.push(exercise.name);
      }
      plan.exercises.set(exercise.name, { create: created.get(key)! });
    }
  }
  return plan;
}
