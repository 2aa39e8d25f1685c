import type { ApiErrorItem, createRoutineSchema, updateRoutineSchema } from "@topset/shared";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { readAll } from "../../db/read-all.js";
import type { RoutineExerciseDoc } from "../../db/schema/index.js";
import { badRequest, notFound, VALIDATION_MESSAGE } from "../../lib/http-errors.js";
import { findPlateSettings } from "../plate-settings/plate-settings.queries.js";
import { insertLogs } from "../training/logs.queries.js";
import { insertSession } from "../training/session-writes.queries.js";
import { findOwnerE1rm, insertPlannedSets } from "../training/sets.queries.js";
import { findAccountSettings } from "../users/users.queries.js";
import { bestE1rms, driftByExercise, planRoutine, progressKept, toRoutine } from "./routine-plan.js";
import {
  deleteRoutineRow,
  findExerciseNames,
  findLastRoutineSessions,
  findRoutine,
  insertRoutine,
  listE1rmCandidates,
  listPlannedRpeSets,
  listPlannedOutcomes,
  listRoutines,
  lockRoutine,
  updateRoutineRow,
  type RoutineWithStart,
} from "./routines.queries.js";

type CreateRoutine = z.output<typeof createRoutineSchema>;
type UpdateRoutine = z.output<typeof updateRoutineSchema>;
type Owner = { userId: number };
/**
 * Where a started session goes beyond its routine: a block, and the program workout it fills; and the
 * program's training maxes (exercise id → weight in the account's unit), which percent and RPE sets of
 * those exercises plan from instead of the current e1RM.
 */
export type SessionPlacement = {
  blockId?: number | null;
  programId?: number;
  programWeek?: number;
  programDay?: number;
  trainingMaxes?: Record<string, number>;
};

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
 * The routines as their next start would plan them. Planning needs, beyond each routine: the account's
 * unit, plates and e1RM method, the exercises' names and current e1RMs, and the outcome of the last
 * session started from it when the stored progress does not hold it yet. Read for all the routines at
 * once: a fixed number of queries however many routines the list holds. `maxes` (a program's training
 * maxes) stand in for the current e1RM of their exercises.
 */
async function planned(db: Db, userId: number, rows: RoutineWithStart[], maxes: Record<string, number> = {}) {
  const ids = [...new Set(rows.flatMap((r) => r.exercises.map((e) => e.exercise_id)))];
  // A start plans inside its transaction: readAll then runs these one after another.
  const [account, plates, owner, names, lastSessions, candidates, plannedRpe] = await readAll(db, [
    () => findAccountSettings(db, userId),
    () => findPlateSettings(db, userId),
    () => findOwnerE1rm(db, userId),
    () => findExerciseNames(db, { ids, userId }),
    () => findLastRoutineSessions(db, { routineIds: rows.map((r) => r.id), userId }),
    () => listE1rmCandidates(db, { userId, exerciseIds: ids }),
    () => listPlannedRpeSets(db, { userId, exerciseIds: ids }),
  ]);
  const fresh = new Map(
    rows.flatMap((r) => {
      const last = lastSessions.get(r.id);
      return last !== undefined && last > (r.progressedThrough ?? 0) ? [[r.id, last] as const] : [];
    }),
  );
  const outcomes = await listPlannedOutcomes(db, { sessionIds: [...fresh.values()], userId });
  const e1rms = bestE1rms(candidates, owner, account.weightUnit);
  for (const [exerciseId, weight] of Object.entries(maxes)) e1rms.set(Number(exerciseId), weight);
  const drift = driftByExercise(plannedRpe);
  return rows.map((row) => {
    const lastSessionId = fresh.get(row.id);
    const ctx = {
      unit: account.weightUnit,
      plates,
      names,
      e1rms,
      outcomes: lastSessionId === undefined ? null : (outcomes.get(lastSessionId) ?? new Map()),
      owner,
      drift,
      lastSessionId,
    };
    return { row, plan: planRoutine(row, ctx), lastSessionId };
  });
}

/** The answer of the routine screens: each routine with the loads of its next start. */
async function plannedRoutines(db: Db, userId: number, rows: RoutineWithStart[]) {
  return (await planned(db, userId, rows)).map(({ row, plan }) => toRoutine(row, plan.exercises));
}

export function listPlannedRoutines(db: Db, { userId }: Owner) {
  return listRoutines(db, userId).then((rows) => plannedRoutines(db, userId, rows));
}

export async function findPlannedRoutine(db: Db, { userId }: Owner, id: number) {
  const row = await findRoutine(db, { id, userId });
  if (!row) throw notFound("Routine");
  const [routine] = await plannedRoutines(db, userId, [row]);
  return routine!;
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
  const [routine] = await plannedRoutines(db, userId, [{ ...row, lastStarted: null }]);
  return routine!;
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
 * e1RM is planned at weight 0 (docs/decisions/025-routines.md). A program's start passes where the
 * session goes and its training maxes (`placement`). Answers the new session's id.
 */
export function startRoutine(
  db: Db,
  { userId }: Owner,
  id: number,
  { trainingMaxes, ...placement }: SessionPlacement = {},
) {
  return db.transaction(async (tx) => {
    const row = await lockRoutine(tx, { id, userId });
    if (!row) throw notFound("Routine");
    await checkedExercises(tx, userId, row.exercises);
    const [planning] = await planned(tx, userId, [{ ...row, lastStarted: null }], trainingMaxes);
    const { plan, lastSessionId } = planning!;
    await updateRoutineRow(
      tx,
      { id, userId },
      { progress: plan.progress, progressedThrough: lastSessionId ?? row.progressedThrough },
    );
    const session = await insertSession(tx, { ...placement, userId, name: row.name, routineId: row.id });
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
        // The reason a load moved is said on the routine, not kept with the set's prescription.
        e.sets.map(
          ({ planned_weight, planned_unit, planned_reps, planned_reason: _, ...prescription }, position) => ({
            userId,
            logId: logOf.get(e.exercise_id)!,
            sessionId: session.id,
            exerciseId: e.exercise_id,
            reps: planned_reps,
            weight: planned_weight ?? 0,
            plannedWeight: planned_weight,
            weightUnit: planned_unit,
            rpe: prescription.rpe ?? null,
            notes: null,
            kind: prescription.kind ?? "normal",
            prescription: { ...prescription, reps: planned_reps },
            position,
          }),
        ),
      ),
    );
    return session.id;
  });
}
