import type { ApiErrorItem, createRoutineSchema, updateRoutineSchema } from "@topset/shared";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import type { RoutineExerciseDoc } from "../../db/schema/index.js";
import { badRequest, notFound, VALIDATION_MESSAGE } from "../../lib/http-errors.js";
import { findPlateSettings } from "../plate-settings/plate-settings.queries.js";
import { insertLogs } from "../training/logs.queries.js";
import { insertSession } from "../training/session-writes.queries.js";
import { insertPlannedSets, ownerE1rmMethod } from "../training/sets.queries.js";
import { findAccountSettings } from "../users/users.queries.js";
import { bestE1rms, planRoutine, progressKept, toRoutine } from "./routine-plan.js";
import {
  deleteRoutineRow,
  findExerciseNames,
  findLastRoutineSession,
  findRoutine,
  insertRoutine,
  listE1rmCandidates,
  listPlannedOutcomes,
  listRoutines,
  lockRoutine,
  updateRoutineRow,
  type RoutineRow,
  type RoutineWithStart,
} from "./routines.queries.js";

type CreateRoutine = z.output<typeof createRoutineSchema>;
type UpdateRoutine = z.output<typeof updateRoutineSchema>;
type Owner = { userId: number };

export const DUPLICATE_ROUTINE_EXERCISE = "Exercise already exist within this routine!";

/** Every exercise the caller's own (404 otherwise, as logs do) and each once (a session holds it once). */
async function checkedExercises(db: Db, userId: number, docs: RoutineExerciseDoc[]) {
  const errors: ApiErrorItem[] = [];
  docs.forEach((doc, i) => {
    if (docs.findIndex((d) => d.exercise_id === doc.exercise_id) !== i) {
      errors.push({ path: `exercises.${i}.exercise_id`, msg: DUPLICATE_ROUTINE_EXERCISE });
    }
  });
  if (errors.length) throw badRequest(VALIDATION_MESSAGE, errors);
  const names = await findExerciseNames(db, { ids: docs.map((d) => d.exercise_id), userId });
  if (docs.some((d) => !names.has(d.exercise_id))) throw notFound("Exercise");
  return names;
}

/**
 * What planning needs beyond the routine: the account's unit, plates and e1RM method, the exercises'
 * names and current e1RMs, and the outcome of the last session started from it when the stored
 * progress does not hold it yet.
 */
async function planContext(db: Db, userId: number, routine: RoutineRow) {
  const ids = routine.exercises.map((e) => e.exercise_id);
  const [account, plates, method, names, last] = await Promise.all([
    findAccountSettings(db, userId),
    findPlateSettings(db, userId),
    ownerE1rmMethod(db, userId),
    findExerciseNames(db, { ids, userId }),
    findLastRoutineSession(db, { routineId: routine.id, userId }),
  ]);
  const fresh = last && last.id > (routine.progressedThrough ?? 0) ? last : undefined;
  const [candidates, outcomes] = await Promise.all([
    listE1rmCandidates(db, { userId, exerciseIds: ids }),
    fresh ? listPlannedOutcomes(db, { sessionId: fresh.id, userId }) : null,
  ]);
  const e1rms = bestE1rms(candidates, method, account.weightUnit);
  return { unit: account.weightUnit, plates, names, e1rms, outcomes, lastSessionId: fresh?.id };
}

/** One routine as the next start would plan it. */
async function planned(db: Db, userId: number, row: RoutineWithStart) {
  const ctx = await planContext(db, userId, row);
  return toRoutine(row, planRoutine(row, ctx).exercises);
}

export async function listPlannedRoutines(db: Db, { userId }: Owner) {
  const rows = await listRoutines(db, userId);
  // A member keeps a handful of routines: each is planned with its own few reads.
  return Promise.all(rows.map((row) => planned(db, userId, row)));
}

export async function findPlannedRoutine(db: Db, { userId }: Owner, id: number) {
  const row = await findRoutine(db, { id, userId });
  if (!row) throw notFound("Routine");
  return planned(db, userId, row);
}

export async function createRoutine(db: Db, { userId }: Owner, input: CreateRoutine) {
  const row = await db.transaction(async (tx) => {
    await checkedExercises(tx, userId, input.exercises);
    return insertRoutine(tx, {
      userId,
      name: input.name,
      notes: input.notes || null,
      exercises: input.exercises,
    });
  });
  return planned(db, userId, { ...row, lastStarted: null });
}

/** Replace what is given; an exercise left exactly as it was keeps its progression, an edited one starts over. */
export async function changeRoutine(db: Db, { userId }: Owner, id: number, input: UpdateRoutine) {
  await db.transaction(async (tx) => {
    const row = await lockRoutine(tx, { id, userId });
    if (!row) throw notFound("Routine");
    if (input.exercises) await checkedExercises(tx, userId, input.exercises);
    await updateRoutineRow(
      tx,
      { id, userId },
      {
        name: input.name,
        notes: input.notes === undefined ? undefined : input.notes || null,
        exercises: input.exercises,
        progress: input.exercises ? progressKept(row.exercises, input.exercises, row.progress) : undefined,
      },
    );
  });
  return findPlannedRoutine(db, { userId }, id);
}

export async function removeRoutine(db: Db, { userId }: Owner, id: number) {
  const row = await deleteRoutineRow(db, { id, userId });
  if (!row) throw notFound("Routine");
  return row;
}

/**
 * Start a session from the routine, in one transaction: its progression moves on by the last session
 * started from it, then the session (named after the routine, starting now) gets one log per exercise
 * and the planned sets (done: false) with the loads of that plan. A percent or RPE set without an
 * e1RM is planned at weight 0 (docs/decisions/025-routines.md). Answers the new session's id.
 */
export function startRoutine(db: Db, { userId }: Owner, id: number) {
  return db.transaction(async (tx) => {
    const row = await lockRoutine(tx, { id, userId });
    if (!row) throw notFound("Routine");
    await checkedExercises(tx, userId, row.exercises);
    const ctx = await planContext(tx, userId, row);
    const plan = planRoutine(row, ctx);
    await updateRoutineRow(
      tx,
      { id, userId },
      { progress: plan.progress, progressedThrough: ctx.lastSessionId ?? row.progressedThrough },
    );
    const session = await insertSession(tx, { userId, name: row.name, routineId: row.id });
    const logRows = await insertLogs(
      tx,
      plan.exercises.map((e, position) => ({
        userId,
        sessionId: session.id,
        exerciseId: e.exercise_id,
        name: e.name,
        notes: e.notes,
        position,
      })),
    );
    const logOf = new Map(logRows.map((log) => [log.exerciseId, log.id]));
    await insertPlannedSets(
      tx,
      plan.exercises.flatMap((e) =>
        e.sets.map(({ planned_weight, planned_unit, planned_reps, ...prescription }, position) => ({
          userId,
          logId: logOf.get(e.exercise_id)!,
          sessionId: session.id,
          exerciseId: e.exercise_id,
          reps: planned_reps,
          weight: planned_weight ?? 0,
          weightUnit: planned_unit,
          rpe: prescription.rpe ?? null,
          notes: null,
          kind: prescription.kind ?? "normal",
          prescription: { ...prescription, reps: planned_reps },
          position,
        })),
      ),
    );
    return session.id;
  });
}
