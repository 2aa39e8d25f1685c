import type { ApiErrorItem, assignProgramSchema } from "@topset/shared";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { badRequest, conflict, notFound, VALIDATION_MESSAGE } from "../../lib/http-errors.js";
import { findProgram, insertProgram } from "../programs/programs.queries.js";
import { ensureExercisesByName } from "../programs/starter-copy.queries.js";
import { insertRoutine } from "../routines/routines.queries.js";
import { listExercisesWithCategory, listRoutinesByIds } from "./athlete-programs.queries.js";
import { insertCoachActivity } from "./coach-activity.queries.js";
import { requireGrant } from "./coach-guard.js";
import { maxesErrors, toTrainingMaxes } from "./training-maxes.js";

type AssignProgram = z.output<typeof assignProgramSchema>;

export const ATHLETE_TWICE = "This athlete is already in the list";
export const PROGRAM_HAS_GAPS =
  "A routine or exercise of this program was deleted since: edit the program before assigning it.";

/** The coach's program and what a copy needs: its routines (each once, in order) and their exercises. */
async function programToCopy(db: Db, coachId: number, programId: number) {
  const program = await findProgram(db, { id: programId, userId: coachId });
  if (!program) throw notFound("Program");
  const routineIds = [...new Set(program.weeks.flatMap((w) => w.days))];
  const routines = await listRoutinesByIds(db, { ids: routineIds, userId: coachId });
  const exerciseIds = [...new Set(routines.flatMap((r) => r.exercises.map((e) => e.exercise_id)))];
  const exercises = await listExercisesWithCategory(db, { userId: coachId, ids: exerciseIds });
  if (routines.length !== routineIds.length || exercises.length !== exerciseIds.length) {
    throw conflict(PROGRAM_HAS_GAPS);
  }
  return { program, routines, exercises: new Map(exercises.map((e) => [e.id, e])) };
}

function inputErrors(input: AssignProgram, programExercises: Set<number>): ApiErrorItem[] {
  return input.athletes.flatMap((athlete, i) => [
    ...(input.athletes.findIndex((a) => a.athlete_id === athlete.athlete_id) !== i
      ? [{ path: `athletes.${i}.athlete_id`, msg: ATHLETE_TWICE }]
      : []),
    ...maxesErrors(athlete.maxes ?? [], programExercises, `athletes.${i}.maxes`),
  ]);
}

/**
 * Write the caller's program into each athlete's account, in one transaction once every athlete is
 * known to have given the caller a coach grant (docs/decisions/045-coach-workspace.md): the program's
 * routines (each once) and the program over them, the caller named as their coach, each exercise
 * matched to the athlete's by name (or created in the same-named category, as a starter copy does),
 * the athlete's maxes keyed by the athlete's exercise ids. Records one activity row per athlete.
 */
export async function assignProgram(db: Db, coachId: number, programId: number, input: AssignProgram) {
  return db.transaction(async (tx) => {
    const { program, routines, exercises } = await programToCopy(tx, coachId, programId);
    const errors = inputErrors(input, new Set(exercises.keys()));
    if (errors.length) throw badRequest(VALIDATION_MESSAGE, errors);
    for (const { athlete_id } of input.athletes) {
      await requireGrant(tx, { coachId, athleteId: athlete_id }, "coach");
    }
    const named = [...exercises.values()].map((e) => ({ name: e.name, category: e.category_name }));
    const assigned: { athlete_id: number; program_id: number }[] = [];
    for (const athlete of input.athletes) {
      const userId = athlete.athlete_id;
      const byName = await ensureExercisesByName(tx, { userId, exercises: named });
      const idOf = (exerciseId: number) => byName.get(exercises.get(exerciseId)!.name.toLowerCase())!;
      const routineIds = new Map<number, number>();
      for (const routine of routines) {
        const docs = routine.exercises.map((e) => ({ ...e, exercise_id: idOf(e.exercise_id) }));
        if (new Set(docs.map((d) => d.exercise_id)).size !== docs.length) {
          throw conflict(`"${routine.name}" plans two exercises of the same name: rename one first.`);
        }
        const row = await insertRoutine(tx, {
          userId,
          coachId,
          name: routine.name,
          notes: routine.notes,
          exercises: docs,
        });
        routineIds.set(routine.id, row.id);
      }
      const copy = await insertProgram(tx, {
        userId,
        coachId,
        name: program.name,
        notes: program.notes,
        blockId: null,
        weeks: program.weeks.map((w) => ({ days: w.days.map((id) => routineIds.get(id)!) })),
        trainingMaxes: toTrainingMaxes(athlete.maxes ?? [], idOf),
      });
      assigned.push({ athlete_id: userId, program_id: copy.id });
    }
    await insertCoachActivity(
      tx,
      assigned.map((a) => ({
        athleteId: a.athlete_id,
        coachId,
        action: "program.assigned",
        summary: `assigned the program "${program.name}"`,
        programId: a.program_id,
      })),
    );
    return assigned;
  });
}
