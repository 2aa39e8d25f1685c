import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sessions } from "../../db/schema/index.js";
import { conflict, notFound } from "../../lib/http-errors.js";

export const SESSION_COMPLETED = "This session is completed and can no longer be edited.";

/**
 * The gate of every write beneath a session (logs, sets, tags, notes): the caller's row must exist
 * (else 404, whoever owns it) and its session must still be in progress (else 409).
 */
export function assertOpen<T extends { endDate: Date | null }>(row: T | undefined, what: string): T {
  if (!row) throw notFound(what);
  if (row.endDate) throw conflict(SESSION_COMPLETED);
  return row;
}

/**
 * The caller's in-progress session, share-locked for the rest of the transaction.
 * NOTE: the `for share` lock is what makes the 409 reliable: completing takes `for update` on the same
 * row, so a write that passed this gate commits before the session completes, or waits and then sees
 * it completed. Every "lock…ForWrite" query beneath a session locks the session row the same way.
 */
export async function lockOpenSession(tx: Db, where: { sessionId: number; userId: number }) {
  const [row] = await tx
    .select({ id: sessions.id, endDate: sessions.endDate })
    .from(sessions)
    .where(and(eq(sessions.id, where.sessionId), eq(sessions.userId, where.userId)))
    .for("share");
  return assertOpen(row, "Session");
}
