import type { LastPerformance } from "@topset/shared";
import { and, asc, desc, eq, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { logs, sessions, sets } from "../../db/schema/index.js";

/** Whose exercises, and for a session screen the session itself: "last time" is before it, never it. */
type Scope = { userId: number; exerciseIds: number[]; before?: { sessionId: number; startDate: Date } };

/**
 * Per exercise, the newest COMPLETED session of the owner holding at least one set of it (a session in
 * progress is never "last time", nor one where the exercise was added and never done). One statement:
 * DISTINCT ON walks logs_user_exercise_idx and joins each log's session by its key.
 */
function findLastSessions(db: Db, { userId, exerciseIds, before }: Scope) {
  return db
    .selectDistinctOn([logs.exerciseId], {
      exerciseId: logs.exerciseId,
      sessionId: sessions.id,
      startDate: sessions.startDate,
    })
    .from(logs)
    .innerJoin(sessions, eq(sessions.id, logs.sessionId))
    .where(
      and(
        eq(logs.userId, userId),
        inArray(logs.exerciseId, exerciseIds),
        eq(sessions.userId, userId),
        isNotNull(sessions.endDate),
        sql`exists (select 1 from ${sets} where ${sets.logId} = ${logs.id} and ${sets.done})`,
        before ? ne(sessions.id, before.sessionId) : undefined,
        before ? lte(sessions.startDate, before.startDate) : undefined,
      ),
    )
    .orderBy(logs.exerciseId, desc(sessions.startDate), desc(sessions.id));
}

/**
 * The DONE sets of those exercises in those sessions, in the order they were done (over
 * sets_session_idx): a set planned and never done was not "last time".
 */
function listSetsOf(db: Db, where: { userId: number; sessionIds: number[]; exerciseIds: number[] }) {
  return db
    .select({
      exerciseId: sets.exerciseId,
      sessionId: sets.sessionId,
      reps: sets.reps,
      weight: sets.weight,
      weight_unit: sets.weightUnit,
      rpe: sets.rpe,
      kind: sets.kind,
      notes: sets.notes,
    })
    .from(sets)
    .innerJoin(logs, eq(logs.id, sets.logId))
    .where(
      and(
        eq(sets.userId, where.userId),
        inArray(sets.sessionId, where.sessionIds),
        inArray(sets.exerciseId, where.exerciseIds),
        eq(sets.done, true),
      ),
    )
    .orderBy(asc(logs.position), asc(logs.id), asc(sets.position), asc(sets.id));
}

/**
 * "Last time" for each of the exercises that has one, in the order of `exerciseIds`, in TWO queries
 * whatever their number. A session holding an exercise in two logs gives the sets of both, in log order.
 */
export async function findLastPerformances(db: Db, scope: Scope): Promise<LastPerformance[]> {
  if (scope.exerciseIds.length === 0) return [];
  const last = await findLastSessions(db, scope);
  if (last.length === 0) return [];
  const setRows = await listSetsOf(db, {
    userId: scope.userId,
    sessionIds: [...new Set(last.map((l) => l.sessionId))],
    exerciseIds: last.map((l) => l.exerciseId),
  });
  const byExercise = new Map(last.map((l) => [l.exerciseId, l]));
  return scope.exerciseIds.flatMap((exerciseId) => {
    const found = byExercise.get(exerciseId);
    if (!found) return [];
    return [
      {
        exercise_id: exerciseId,
        session_id: found.sessionId,
        date: found.startDate.toISOString(),
        // A session chosen for one exercise may hold another whose last time is elsewhere: keep its own.
        sets: setRows
          .filter((s) => s.exerciseId === exerciseId && s.sessionId === found.sessionId)
          .map(({ exerciseId: _e, sessionId: _s, ...set }) => set),
      },
    ];
  });
}

/** The caller's session with its exercises in log order (none when it is someone else's: undefined). */
export async function findSessionExercises(db: Db, where: { id: number; userId: number }) {
  const rows = await db
    .select({ startDate: sessions.startDate, exerciseId: logs.exerciseId })
    .from(sessions)
    .leftJoin(logs, eq(logs.sessionId, sessions.id))
    .where(and(eq(sessions.id, where.id), eq(sessions.userId, where.userId)))
    .orderBy(asc(logs.position), asc(logs.id));
  const [head] = rows;
  if (!head) return undefined;
  const exerciseIds = rows.flatMap((r) => (r.exerciseId === null ? [] : [r.exerciseId]));
  return { sessionId: where.id, startDate: head.startDate, exerciseIds: [...new Set(exerciseIds)] };
}
