import type { StarterProgram, StarterRoutine } from "@topset/shared";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-errors.js";
import { insertRoutine } from "../routines/routines.queries.js";
import { insertProgram } from "./programs.queries.js";
import { findOwnProgram } from "./programs.service.js";
import { ensureExercisesByName } from "./starter-copy.queries.js";
import { findStarterProgram } from "./starter-programs.js";

type Owner = { userId: number };

/** Each routine of the program once, in the order they first come (a routine may fill several days). */
function routinesOf(starter: StarterProgram): StarterRoutine[] {
  const byKey = new Map<string, StarterRoutine>();
  for (const day of starter.weeks.flatMap((w) => w.days)) {
    if (!byKey.has(day.routine.key)) byKey.set(day.routine.key, day.routine);
  }
  return [...byKey.values()];
}

/**
 * Copy a starter program for the caller, in one transaction: its routines (once each) with the caller's
 * exercises matched by name, then the program over them. Answers the program, ready to start or edit.
 */
export async function copyStarterProgram(db: Db, { userId }: Owner, key: string) {
  const starter = findStarterProgram(key);
  if (!starter) throw notFound("Starter program");
  const id = await db.transaction(async (tx) => {
    const routines = routinesOf(starter);
    const exerciseIds = await ensureExercisesByName(tx, {
      userId,
      exercises: routines.flatMap((r) => r.exercises),
    });
    const routineIds = new Map<string, number>();
    for (const routine of routines) {
      const row = await insertRoutine(tx, {
        userId,
        name: routine.name,
        notes: routine.notes ?? null,
        exercises: routine.exercises.map(({ name, category: _category, ...rest }) => ({
          ...rest,
          exercise_id: exerciseIds.get(name.toLowerCase())!,
        })),
      });
      routineIds.set(routine.key, row.id);
    }
    const program = await insertProgram(tx, {
      userId,
      name: starter.name,
      notes: starter.description,
      blockId: null,
      weeks: starter.weeks.map((w) => ({ days: w.days.map((d) => routineIds.get(d.routine.key)!) })),
    });
    return program.id;
  });
  return findOwnProgram(db, { userId }, id);
}
