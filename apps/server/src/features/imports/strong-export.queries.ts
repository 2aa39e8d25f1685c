import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { logs, sessions, sets } from "../../db/schema/index.js";

export type ExportSession = {
  id: number;
  name: string;
  startDate: Date;
  endDate: Date | null;
  notes: string | null;
};
/**
 * Where a page ended: the start as PostgreSQL's own text (a JS Date keeps milliseconds, a timestamp
 * holds microseconds: a session started by the app at "now" would be read again forever) and the id.
 */
export type Cursor = { at: string; id: number };

/** A page of the member's sessions, oldest first, after `cursor` (keyset: sessions_user_start_idx). */
export function pageSessions(db: Db, userId: number, cursor: Cursor | undefined, limit: number) {
  const after = cursor
    ? sql`(${sessions.startDate}, ${sessions.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined;
  return db
    .select({
      id: sessions.id,
      name: sessions.name,
      startDate: sessions.startDate,
      endDate: sessions.endDate,
      notes: sessions.notes,
      at: sql<string>`${sessions.startDate}::text`,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), after))
    .orderBy(asc(sessions.startDate), asc(sessions.id))
    .limit(limit);
}

/** The done sets of these sessions with their log, in session, log and set order. */
export function doneSetsOf(db: Db, userId: number, sessionIds: number[]) {
  return db
    .select({
      sessionId: logs.sessionId,
      logId: logs.id,
      name: logs.name,
      logNotes: logs.notes,
      kind: sets.kind,
      weight: sets.weight,
      weightUnit: sets.weightUnit,
      reps: sets.reps,
      rpe: sets.rpe,
    })
    .from(logs)
    .innerJoin(sets, eq(sets.logId, logs.id))
    .where(and(eq(logs.userId, userId), inArray(logs.sessionId, sessionIds), eq(sets.done, true)))
    .orderBy(asc(logs.sessionId), asc(logs.position), asc(logs.id), asc(sets.position), asc(sets.id));
}
