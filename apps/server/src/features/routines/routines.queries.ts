import type { PlannedOutcome } from "@topset/shared";
import { and, asc, eq, getTableColumns, gte, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { exercises, logs, routines, sessions, sets } from "../../db/schema/index.js";

export type RoutineRow = typeof routines.$inferSelect;
type RoutineValues = Pick<typeof routines.$inferInsert, "name" | "notes" | "exercises">;
type Owner = { id: number; userId: number };

/**
 * When a session was last started from the routine (sessions_routine_idx).
 * NOTE: the outer id is qualified by hand: in a one-table select drizzle writes `"id"` alone, which the
 * subquery would read as the session's id.
 */
const lastStarted = sql<Date | null>`(select max(${sessions.startDate}) from ${sessions} where ${sessions.routineId} = "routines"."id")`;

function selectRoutines(db: Db) {
  return db
    .select({ ...getTableColumns(routines), lastStarted: lastStarted.mapWith(sessions.startDate) })
    .from(routines);
}
export type RoutineWithStart = RoutineRow & { lastStarted: Date | null };

/** The caller's routines, oldest first (the order they were written in). */
export function listRoutines(db: Db, userId: number): Promise<RoutineWithStart[]> {
  return selectRoutines(db).where(eq(routines.userId, userId)).orderBy(asc(routines.id));
}

export async function findRoutine(db: Db, where: Owner): Promise<RoutineWithStart | undefined> {
  const [row] = await selectRoutines(db).where(
    and(eq(routines.id, where.id), eq(routines.userId, where.userId)),
  );
  return row;
}

/** The caller's routine, locked for the rest of the transaction (starts and edits queue behind each other). */
export async function lockRoutine(tx: Db, where: Owner): Promise<RoutineRow | undefined> {
  const [row] = await tx
    .select()
    .from(routines)
    .where(and(eq(routines.id, where.id), eq(routines.userId, where.userId)))
    .for("update");
  return row;
}

export async function insertRoutine(
  db: Db,
  values: RoutineValues & Pick<typeof routines.$inferInsert, "userId" | "coachId">,
): Promise<RoutineRow> {
  const [row] = await db.insert(routines).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateRoutineRow(
  db: Db,
  where: Owner,
  values: Partial<RoutineValues & Pick<RoutineRow, "progress" | "progressedThrough">>,
): Promise<RoutineRow | undefined> {
  const [row] = await db
    .update(routines)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(routines.id, where.id), eq(routines.userId, where.userId)))
    .returning();
  return row;
}

export async function deleteRoutineRow(db: Db, where: Owner) {
  const [row] = await db
    .delete(routines)
    .where(and(eq(routines.id, where.id), eq(routines.userId, where.userId)))
    .returning({ id: routines.id });
  return row;
}

/** The names of the caller's exercises among `ids` (someone else's are simply absent). */
export async function findExerciseNames(db: Db, where: { ids: number[]; userId: number }) {
  if (where.ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(and(inArray(exercises.id, where.ids), eq(exercises.userId, where.userId)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The newest session started from each of these routines (routine id → session id), in one query. */
export async function findLastRoutineSessions(db: Db, where: { routineIds: number[]; userId: number }) {
  if (where.routineIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ routineId: sessions.routineId, id: sql<number>`max(${sessions.id})`.mapWith(Number) })
    .from(sessions)
    .where(and(inArray(sessions.routineId, where.routineIds), eq(sessions.userId, where.userId)))
    .groupBy(sessions.routineId);
  return new Map(rows.flatMap((r) => (r.routineId === null ? [] : [[r.routineId, r.id] as const])));
}

/**
 * How each planned set of these sessions went, by session then exercise, in the order they were
 * planned; one query whatever the number of sessions.
 */
export async function listPlannedOutcomes(db: Db, where: { sessionIds: number[]; userId: number }) {
  const bySession = new Map<number, Map<number, PlannedOutcome[]>>();
  if (where.sessionIds.length === 0) return bySession;
  const rows = await db
    .select({
      sessionId: sets.sessionId,
      exerciseId: sets.exerciseId,
      plannedReps: sql<number>`(${sets.prescription} ->> 'reps')::int`.mapWith(Number),
      done: sets.done,
      reps: sets.reps,
    })
    .from(sets)
    .innerJoin(logs, eq(logs.id, sets.logId))
    .where(
      and(
        inArray(sets.sessionId, where.sessionIds),
        eq(sets.userId, where.userId),
        isNotNull(sets.prescription),
      ),
    )
    .orderBy(asc(logs.position), asc(logs.id), asc(sets.position), asc(sets.id));
  for (const r of rows) {
    const byExercise = bySession.get(r.sessionId) ?? new Map<number, PlannedOutcome[]>();
    const outcome = { planned_reps: r.plannedReps, done: r.done, reps: r.reps };
    byExercise.set(r.exerciseId, [...(byExercise.get(r.exerciseId) ?? []), outcome]);
    bySession.set(r.sessionId, byExercise);
  }
  return bySession;
}

/** How far back the current e1RM looks. */
export const CURRENT_E1RM_WEEKS = 6;

type RecentSets = { userId: number; exerciseIds: number[] };

/** The member's done sets of these exercises in sessions started in the last `weeks` (sets joined to sessions). */
const doneRecently = (where: RecentSets, weeks: number) =>
  and(
    eq(sets.userId, where.userId),
    inArray(sets.exerciseId, where.exerciseIds),
    eq(sets.done, true),
    gte(sessions.startDate, sql`now() - make_interval(weeks => ${weeks})`),
  );

/**
 * The sets that can give the current e1RM of these exercises: DONE working sets (no warm-up) of
 * sessions started in the last 6 weeks, inside the band where an e1RM is shown (reps ≤ 3, RPE ≥ 7),
 * the same band as ePRs (docs/product.md, "Formulas"). The caller estimates them in the owner's method.
 */
export function listE1rmCandidates(db: Db, where: RecentSets) {
  if (where.exerciseIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      exerciseId: sets.exerciseId,
      reps: sets.reps,
      weight: sets.weight,
      weightUnit: sets.weightUnit,
      rpe: sets.rpe,
      kind: sets.kind,
    })
    .from(sets)
    .innerJoin(sessions, eq(sessions.id, sets.sessionId))
    .where(
      and(
        doneRecently(where, CURRENT_E1RM_WEEKS),
        ne(sets.kind, "warmup"),
        lte(sets.reps, 3),
        gte(sets.rpe, 7),
      ),
    );
}

/** Sessions of RPE against plan read per exercise: the last few are what a load learns from. */
const DRIFT_WEEKS = 8;

/**
 * The member's done sets of these exercises planned with an RPE and logged with one, in the sessions
 * of the last 8 weeks, oldest first: how their RPE calls ran against the plan (the shared `rpeDrift`).
 */
export function listPlannedRpeSets(db: Db, where: RecentSets) {
  if (where.exerciseIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      exerciseId: sets.exerciseId,
      sessionId: sets.sessionId,
      startDate: sessions.startDate,
      rpe: sql<number>`${sets.rpe}::float8`,
      plannedRpe: sql<number>`(${sets.prescription} ->> 'rpe')::float8`,
    })
    .from(sets)
    .innerJoin(sessions, eq(sessions.id, sets.sessionId))
    .where(and(doneRecently(where, DRIFT_WEEKS), isNotNull(sets.rpe), sql`${sets.prescription} ? 'rpe'`))
    .orderBy(asc(sessions.startDate), asc(sessions.id));
}
