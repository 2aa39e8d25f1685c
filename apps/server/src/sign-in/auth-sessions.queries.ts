import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { preparedPerDb } from "../db/prepared.js";
import { authSessions, users } from "../db/schema/index.js";
import { hashToken, randomToken } from "../lib/tokens.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Idle and absolute lifetimes (docs/decisions/003-auth-sessions.md). */
export const sessionPolicy = {
  normal: { absoluteMs: 12 * HOUR, idleMs: 2 * HOUR },
  remember: { absoluteMs: 30 * DAY, idleMs: 7 * DAY },
  touchEveryMs: 60_000,
} as const;

/** Unused past its idle limit (a "remember me" session may idle longer). */
export function isIdle(session: { remember: boolean; lastSeenAt: Date }, now = Date.now()): boolean {
  const idleMs = session.remember ? sessionPolicy.remember.idleMs : sessionPolicy.normal.idleMs;
  return now - session.lastSeenAt.getTime() > idleMs;
}

export async function insertAuthSession(
  db: Db,
  input: { userId: number; remember: boolean; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const policy = input.remember ? sessionPolicy.remember : sessionPolicy.normal;
  const expiresAt = new Date(Date.now() + policy.absoluteMs);
  await db.insert(authSessions).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    remember: input.remember,
    userAgent: input.userAgent?.slice(0, 300),
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The lookup behind every signed-in request, prepared once per database handle: building and
 * planning it cost more than running it (docs/decisions/039-one-statement-reads.md).
 */
const liveSessionStatement = preparedPerDb((db: Db) =>
  db
    .select({
      sessionId: authSessions.id,
      remember: authSessions.remember,
      lastSeenAt: authSessions.lastSeenAt,
      user: { id: users.id, role: users.role, username: users.username },
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, sql.placeholder("tokenHash")),
        gt(authSessions.expiresAt, sql.placeholder("now")),
        eq(users.deleted, false),
      ),
    )
    .limit(1)
    .prepare("auth_live_session"),
);

/** The live session behind a cookie token, with its (active) user; expired or idle sessions are gone. */
export async function findLiveSession(db: Db, token: string) {
  const [row] = await liveSessionStatement(db).execute({ tokenHash: hashToken(token), now: new Date() });
  if (!row) return undefined;
  if (isIdle(row)) {
    await deleteAuthSession(db, row.sessionId);
    return undefined;
  }
  if (Date.now() - row.lastSeenAt.getTime() > sessionPolicy.touchEveryMs) {
    await db.update(authSessions).set({ lastSeenAt: new Date() }).where(eq(authSessions.id, row.sessionId));
  }
  return row;
}

export async function deleteAuthSession(db: Db, sessionId: number) {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Ends every session of a user (password change, disable, delete), but the one `keepId` names. */
export async function deleteUserAuthSessions(db: Db, userId: number, keepId?: number | null) {
  const mine = eq(authSessions.userId, userId);
  await db.delete(authSessions).where(keepId ? and(mine, ne(authSessions.id, keepId)) : mine);
}

/** Housekeeping: sessions past their absolute expiry can never be used again. */
export async function deleteExpiredAuthSessions(db: Db) {
  await db.delete(authSessions).where(lt(authSessions.expiresAt, new Date()));
}
