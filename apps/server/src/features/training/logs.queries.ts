import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { exercises, logs, sessions } from "../../db/schema/index.js";
import { assertOpen } from "./session-lock.queries.js";
import type { LogRow } from "./log-children.queries.js";

type LogValues = Omit<typeof logs.$inferInsert, "id" | "createdAt" | "updatedAt">;
type LogFlags = Partial<Pick<LogValues, "collapsed" | "setsNotesVisibility" | "private" | "notes">>;

export function findOwnExercises(db: Db, where: { ids: number[]; userId: number }) {
  return db
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(and(inArray(exercises.id, where.ids), eq(exercises.userId, where.userId)));
}

export async function nextLogPosition(db: Db, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${logs.position}) + 1, 0)::int` })
    .from(logs)
    .where(eq(logs.sessionId, sessionId));
  return row?.next ?? 0;
}

export function insertLogs(db: Db, values: LogValues[]): Promise<LogRow[]> {
  return db.insert(logs).values(values).returning();
}

/**
 * The caller's log in an in-progress session (404 / 409 otherwise), its session share-locked.
 * Optional session and exercise ids must match too (the note call names all three).
 */
export async function lockLogForWrite(
  tx: Db,
  where: { id: number; userId: number; sessionId?: number; exerciseId?: number },
): Promise<LogRow> {
  const [row] = await tx
    .select({ log: logs, endDate: sessions.endDate })
    .from(logs)
    .innerJoin(sessions, eq(sessions.id, logs.sessionId))
    .where(
      and(
        eq(logs.id, where.id),
        eq(logs.userId, where.userId),
        where.sessionId != null ? eq(logs.sessionId, where.sessionId) : undefined,
        where.exerciseId != null ? eq(logs.exerciseId, where.exerciseId) : undefined,
      ),
    )
    .for("share", { of: sessions });
  return assertOpen(row, "Log").log;
}

export async function updateLogRow(
  db: Db,
  where: { id: number; userId: number },
  values: LogFlags,
): Promise<LogRow | undefined> {
  const [row] = await db
    .update(logs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(logs.id, where.id), eq(logs.userId, where.userId)))
    .returning();
  return row;
}

/** Its sets, tags and video rows go with it (ON DELETE CASCADE). */
export async function deleteLogRow(db: Db, where: { id: number; userId: number }) {
  const [row] = await db
    .delete(logs)
    .where(and(eq(logs.id, where.id), eq(logs.userId, where.userId)))
    .returning({ id: logs.id, name: logs.name });
  return row;
}
