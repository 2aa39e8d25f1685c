import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { blocks, sessions, variables } from "../../db/schema/index.js";
import type { SessionRow } from "./sessions.queries.js";

type SessionValues = Omit<typeof sessions.$inferInsert, "id" | "createdAt" | "updatedAt">;

export async function findOwnBlock(db: Db, where: { id: number; userId: number }) {
  const [row] = await db
    .select({ id: blocks.id, name: blocks.name })
    .from(blocks)
    .where(and(eq(blocks.id, where.id), eq(blocks.userId, where.userId)));
  return row;
}

export async function insertSession(db: Db, values: SessionValues): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The caller's session, locked until the transaction ends (serialises complete vs. writes beneath it). */
export async function lockSessionForUpdate(db: Db, where: { id: number; userId: number }) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, where.id), eq(sessions.userId, where.userId)))
    .for("update");
  return row;
}

export async function updateSessionRow(
  db: Db,
  where: { id: number; userId: number },
  values: Partial<SessionValues>,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sessions.id, where.id), eq(sessions.userId, where.userId)))
    .returning();
  return row;
}

/**
 * One statement, so one transaction: logs, sets, tags, videos, comments and the session's tracker
 * entry go with it through ON DELETE CASCADE.
 * NOTE: cascades delete rows, not files: video files stay in the file store until the videos feature
 * collects their keys before this delete (see db/schema/media.ts).
 */
export async function deleteSession(db: Db, where: { id: number; userId: number }) {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, where.id), eq(sessions.userId, where.userId)))
    .returning({ id: sessions.id });
  return row;
}

/**
 * The session's copy in the trackers (docs/decisions/002-trackers-storage.md): one row per session,
 * dated by the session's start so a session logged afterwards lands on its own day.
 */
export async function upsertSessionVariables(db: Db, session: SessionRow) {
  const values = {
    bodyWeight: session.bodyWeight,
    bodyWeightUnit: session.bodyWeightUnit,
    hoursOfSleep: session.hoursOfSleep,
    caloriesPriorSession: session.caloriesPriorSession,
    caffeineIntake: session.caffeineIntake,
  };
  await db
    .insert(variables)
    .values({ ...values, userId: session.userId, sessionId: session.id, createdAt: session.startDate })
    .onConflictDoUpdate({ target: variables.sessionId, set: { ...values, updatedAt: sql`now()` } });
}
