import type { AthleteWorkout, changeWorkoutSchema, updateAthleteProgramSchema } from "@topset/shared";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import type { RoutineExerciseDoc } from "../../db/schema/index.js";
import { badRequest, conflict, notFound, VALIDATION_MESSAGE } from "../../lib/http-errors.js";
import {
  deleteProgramRow,
  listProgramSessions,
  lockProgram,
  updateProgramRow,
  type ProgramRow,
} from "../programs/programs.queries.js";
import { findOwnProgram, listOwnPrograms } from "../programs/programs.service.js";
import {
  findExerciseNames,
  findLastRoutineSessions,
  insertRoutine,
  updateRoutineRow,
} from "../routines/routines.queries.js";
import { isRoutineInOtherPrograms, listRoutinesByIds } from "./athlete-programs.queries.js";
import { insertCoachActivity } from "./coach-activity.queries.js";
import { requireGrant } from "./coach-guard.js";
import { maxesErrors, sameMaxes, toTrainingMaxes } from "./training-maxes.js";

type Pair = { coachId: number; athleteId: number };
type Workout = { programId: number; week: number; day: number };
type UpdateAthleteProgram = z.output<typeof updateAthleteProgramSchema>;
type ChangeWorkout = z.output<typeof changeWorkoutSchema>;

export const WORKOUT_STARTED =
  "This workout already has a session: a change applies to workouts not started yet.";
export const EXERCISE_TWICE = "This exercise is already in the workout";

// Reads: a `read` grant is enough to see the plan (decision 045); writes need `coach`.

export async function listAthletePrograms(db: Db, pair: Pair) {
  await requireGrant(db, pair, "read");
  return listOwnPrograms(db, { userId: pair.athleteId });
}

export async function findAthleteProgram(db: Db, pair: Pair, programId: number) {
  await requireGrant(db, pair, "read");
  return findOwnProgram(db, { userId: pair.athleteId }, programId);
}

async function workoutOf(db: Db, userId: number, { programId, week, day }: Workout): Promise<AthleteWorkout> {
  const program = await findOwnProgram(db, { userId }, programId);
  const slot = program.weeks[week - 1]?.days[day - 1];
  if (!slot) throw notFound("Workout");
  const [routine] = await listRoutinesByIds(db, { ids: [slot.routine_id], userId });
  const docs = routine?.exercises ?? [];
  const names = await findExerciseNames(db, { ids: docs.map((e) => e.exercise_id), userId });
  return {
    program_id: programId,
    week,
    day,
    routine_id: slot.routine_id,
    routine_name: routine?.name ?? null,
    session_id: slot.session_id,
    // NOTE: an exercise deleted after the routine was written (possible while it has no logs) has no name.
    exercises: docs.map((e) => ({ ...e, name: names.get(e.exercise_id) ?? "Deleted exercise" })),
  };
}

/** One workout of the athlete's program as written: its routine's exercises, for the coach's editor. */
export async function findAthleteWorkout(db: Db, pair: Pair, workout: Workout) {
  await requireGrant(db, pair, "read");
  return workoutOf(db, pair.athleteId, workout);
}

/** The athlete's program that this coach wrote, locked; the athlete's own or another coach's is a 404. */
async function lockCoachProgram(tx: Db, pair: Pair, programId: number): Promise<ProgramRow> {
  await requireGrant(tx, pair, "coach");
  const row = await lockProgram(tx, { id: programId, userId: pair.athleteId });
  if (!row || row.coachId !== pair.coachId) throw notFound("Program");
  return row;
}

/** The exercises a program's routines plan (the ones its maxes may name). */
async function programExercises(tx: Db, row: ProgramRow) {
  const ids = [...new Set(row.weeks.flatMap((w) => w.days))];
  const routines = await listRoutinesByIds(tx, { ids, userId: row.userId });
  return new Set(routines.flatMap((r) => r.exercises.map((e) => e.exercise_id)));
}

/** "renamed the program "A" to "B" and changed its maxes", "changed the notes of "A"", or null. */
function changeSummary(
  row: ProgramRow,
  next: { name: string; notes: string | null; maxes: Record<string, number> },
) {
  const parts = [
    ...(next.notes !== row.notes ? ["notes"] : []),
    ...(!sameMaxes(next.maxes, row.trainingMaxes) ? ["maxes"] : []),
  ];
  const what = parts.join(" and the ");
  if (next.name !== row.name) {
    const renamed = `renamed the program "${row.name}" to "${next.name}"`;
    return parts.length ? `${renamed} and changed its ${parts.join(" and ")}` : renamed;
  }
  return parts.length ? `changed the ${what} of "${row.name}"` : null;
}

/** Rename it, change its notes or the athlete's maxes (keyed by the athlete's exercise ids, each in the program). */
export async function changeAthleteProgram(
  db: Db,
  pair: Pair,
  programId: number,
  input: UpdateAthleteProgram,
) {
  await db.transaction(async (tx) => {
    const row = await lockCoachProgram(tx, pair, programId);
    if (input.maxes) {
      const errors = maxesErrors(input.maxes, await programExercises(tx, row), "maxes");
      if (errors.length) throw badRequest(VALIDATION_MESSAGE, errors);
    }
    const next = {
      name: input.name ?? row.name,
      notes: input.notes === undefined ? row.notes : input.notes || null,
      maxes: input.maxes ? toTrainingMaxes(input.maxes) : row.trainingMaxes,
    };
    const summary = changeSummary(row, next);
    if (summary === null) return;
    await updateProgramRow(
      tx,
      { id: programId, userId: pair.athleteId },
      { name: next.name, notes: next.notes, trainingMaxes: next.maxes },
    );
    await insertCoachActivity(tx, [
      { athleteId: pair.athleteId, coachId: pair.coachId, action: "program.changed", summary, programId },
    ]);
  });
  return findOwnProgram(db, { userId: pair.athleteId }, programId);
}

/** Delete a program the coach wrote; its routines and the sessions started from it stay (decision 027). */
export async function removeAthleteProgram(db: Db, pair: Pair, programId: number) {
  return db.transaction(async (tx) => {
    const row = await lockCoachProgram(tx, pair, programId);
    await deleteProgramRow(tx, { id: programId, userId: pair.athleteId });
    await insertCoachActivity(tx, [
      {
        athleteId: pair.athleteId,
        coachId: pair.coachId,
        action: "program.deleted",
        summary: `deleted the program "${row.name}"`,
        programId,
      },
    ]);
    return { id: programId };
  });
}

/** Every exercise the athlete's own (404 otherwise) and each once (400). */
async function checkAthleteExercises(tx: Db, userId: number, docs: RoutineExerciseDoc[]) {
  const errors = docs.flatMap((doc, i) =>
    docs.findIndex((d) => d.exercise_id === doc.exercise_id) !== i
      ? [{ path: `exercises.${i}.exercise_id`, msg: EXERCISE_TWICE }]
      : [],
  );
  if (errors.length) throw badRequest(VALIDATION_MESSAGE, errors);
  const names = await findExerciseNames(tx, { ids: docs.map((d) => d.exercise_id), userId });
  if (docs.some((d) => !names.has(d.exercise_id))) throw notFound("Exercise");
}

/**
 * Whether a workout's routine can take the change in place: this coach wrote it, no other workout or
 * program plans it, and no session was ever started from it (so it holds no progression to keep).
 */
async function editableInPlace(tx: Db, pair: Pair, row: ProgramRow, at: { week: number; day: number }) {
  const routineId = row.weeks[at.week - 1]!.days[at.day - 1]!;
  const [routine] = await listRoutinesByIds(tx, { ids: [routineId], userId: pair.athleteId });
  const elsewhere = row.weeks.some((w, i) =>
    w.days.some((id, j) => id === routineId && (i !== at.week - 1 || j !== at.day - 1)),
  );
  const inPlace =
    routine?.coachId === pair.coachId &&
    !elsewhere &&
    !(await isRoutineInOtherPrograms(tx, { userId: pair.athleteId, routineId, exceptProgramId: row.id })) &&
    !(await findLastRoutineSessions(tx, { routineIds: [routineId], userId: pair.athleteId })).has(routineId);
  return { routine, inPlace };
}

/**
 * Change one workout of a program the coach wrote, from that day on: 409 once the workout has a session
 * (done or in progress: what was trained stays as it was). Copy-on-write, in one transaction: the
 * routine is changed in place only when nothing else plans it (`editableInPlace`); otherwise the day
 * gets a new routine of its own ("Squat day (W3D2)") and every other day keeps its routine.
 */
export async function changeAthleteWorkout(db: Db, pair: Pair, workout: Workout, input: ChangeWorkout) {
  const { programId, week, day } = workout;
  await db.transaction(async (tx) => {
    const row = await lockCoachProgram(tx, pair, programId);
    if (row.weeks[week - 1]?.days[day - 1] === undefined) throw notFound("Workout");
    await checkAthleteExercises(tx, pair.athleteId, input.exercises);
    const sessions = await listProgramSessions(tx, { programIds: [row.id], userId: pair.athleteId });
    if (sessions.some((s) => s.week === week && s.day === day)) throw conflict(WORKOUT_STARTED);
    const where = { id: programId, userId: pair.athleteId };
    const { routine, inPlace } = await editableInPlace(tx, pair, row, { week, day });
    if (inPlace) {
      await updateRoutineRow(
        tx,
        { id: routine!.id, userId: pair.athleteId },
        { exercises: input.exercises, progress: {} },
      );
      await updateProgramRow(tx, where, {});
    } else {
      const copy = await insertRoutine(tx, {
        userId: pair.athleteId,
        coachId: pair.coachId,
        name: `${(routine?.name ?? row.name).slice(0, 90)} (W${week}D${day})`,
        notes: routine?.notes ?? null,
        exercises: input.exercises,
      });
      const weeks = row.weeks.map((w, i) => ({
        days: w.days.map((id, j) => (i === week - 1 && j === day - 1 ? copy.id : id)),
      }));
      await updateProgramRow(tx, where, { weeks });
    }
    await insertCoachActivity(tx, [
      {
        athleteId: pair.athleteId,
        coachId: pair.coachId,
        action: "workout.changed",
        summary: `changed Week ${week} Day ${day} of "${row.name}"`,
        programId,
      },
    ]);
  });
  return workoutOf(db, pair.athleteId, workout);
}
