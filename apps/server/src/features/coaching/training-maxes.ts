import type { ApiErrorItem } from "@topset/shared";

export const MAX_NOT_IN_PROGRAM = "This exercise is not in the program";
export const MAX_TWICE = "One max per exercise";

type Max = { exercise_id: number; weight: number };

/**
 * Why these maxes cannot go on a program planning `programExercises`: each must name one of its
 * exercises, once. `path` is where the list sits in the body (`maxes`, `athletes.0.maxes`).
 */
export function maxesErrors(maxes: Max[], programExercises: Set<number>, path: string): ApiErrorItem[] {
  return maxes.flatMap((max, i): ApiErrorItem[] => {
    const at = `${path}.${i}.exercise_id`;
    if (!programExercises.has(max.exercise_id)) return [{ path: at, msg: MAX_NOT_IN_PROGRAM }];
    if (maxes.findIndex((m) => m.exercise_id === max.exercise_id) !== i)
      return [{ path: at, msg: MAX_TWICE }];
    return [];
  });
}

/** The program's `training_maxes` (exercise id → weight), each exercise id read through `idOf`. */
export function toTrainingMaxes(maxes: Max[], idOf: (exerciseId: number) => number = (id) => id) {
  return Object.fromEntries(maxes.map((m) => [String(idOf(m.exercise_id)), m.weight]));
}

/** Same maxes, whatever the key order jsonb kept. */
export function sameMaxes(a: Record<string, number>, b: Record<string, number>) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}
