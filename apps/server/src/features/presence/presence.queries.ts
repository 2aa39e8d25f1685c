import { and, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { authSessions, users } from "../../db/schema/index.js";
import { isIdle } from "../../sign-in/auth-sessions.queries.js";

/**
 * Which of these login sessions may still hold a socket: not expired, not idle past its limit, user
 * not disabled. Read only: an open socket must not keep a session alive the way a request does.
 */
export async function liveSessionIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: authSessions.id, remember: authSessions.remember, lastSeenAt: authSessions.lastSeenAt })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(inArray(authSessions.id, ids), gt(authSessions.expiresAt, new Date()), eq(users.deleted, false)),
    );
  const now = Date.now();
  return new Set(rows.filter((r) => !isIdle(r, now)).map((r) => r.id));
}
