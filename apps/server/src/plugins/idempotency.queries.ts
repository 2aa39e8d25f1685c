import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { idempotencyKeys } from "../db/schema/index.js";

const t = idempotencyKeys;
const secondsFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

export type IdempotencyKeyRow = Pick<
  typeof idempotencyKeys.$inferSelect,
  "fingerprint" | "state" | "statusCode" | "responseBody" | "createdAt"
>;

/**
 * Claims the member's key for this request, committed at once: a new key, or one whose previous use
 * has expired (taken over in the same statement). Undefined when a live claim or answer holds it; two
 * requests claiming together get one row between them (the unique index decides).
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: { userId: number; key: string; fingerprint: string; ttlMs: number },
): Promise<number | undefined> {
  const expiresAt = secondsFromNow(claim.ttlMs);
  const [row] = await db
    .insert(t)
    .values({ userId: claim.userId, key: claim.key, fingerprint: claim.fingerprint, expiresAt })
    .onConflictDoUpdate({
      target: [t.userId, t.key],
      set: {
        fingerprint: claim.fingerprint,
        state: "in_progress",
        statusCode: null,
        responseBody: null,
        createdAt: sql`now()`,
        expiresAt,
      },
      setWhere: lt(t.expiresAt, sql`now()`),
    })
    .returning({ id: t.id });
  return row?.id;
}

/** The member's key while it lives (an expired one reads as absent). */
export async function findLiveIdempotencyKey(
  db: Db,
  where: { userId: number; key: string },
): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select({
      fingerprint: t.fingerprint,
      state: t.state,
      statusCode: t.statusCode,
      responseBody: t.responseBody,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(and(eq(t.userId, where.userId), eq(t.key, where.key), gt(t.expiresAt, sql`now()`)));
  return row;
}

/** Keeps the answer the claimed request gave, for its repeats. */
export async function completeIdempotencyKey(
  db: Db,
  id: number,
  answer: { statusCode: number; responseBody: string },
) {
  await db
    .update(t)
    .set({ state: "done", ...answer })
    .where(and(eq(t.id, id), eq(t.state, "in_progress")));
}

/** Gives the key back (the request failed with a 5xx): the client may retry with it. */
export async function releaseIdempotencyKey(db: Db, id: number) {
  await db.delete(t).where(and(eq(t.id, id), eq(t.state, "in_progress")));
}

/** Housekeeping: an expired key is never read again. Returns how many went. */
export async function deleteExpiredIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(t)
    .where(lt(t.expiresAt, sql`now()`))
    .returning({ id: t.id });
  return rows.length;
}
