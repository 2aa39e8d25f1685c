import { and, count, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { apiKeys, users } from "../../db/schema/index.js";
import { hashToken, randomToken } from "../../lib/tokens.js";

const DAY = 86_400_000;

/** Keys live a year (docs/decisions/ for the choice); a lost one stops working on its own. */
export const apiKeyPolicy = { lifetimeMs: 365 * DAY, touchEveryMs: 60_000, prefixLength: 12 } as const;

/** `tsk_` makes a leaked key recognisable to secret scanners and to the owner. */
const KEY_MARK = "tsk_";

export function isApiKeyShaped(value: string): boolean {
  return value.startsWith(KEY_MARK) && value.length <= 100;
}

type KeyRow = typeof apiKeys.$inferSelect;

export const maskKey = (prefix: string) => `${prefix}${"•".repeat(16)}`;

export function toApiKey(row: KeyRow, fullKey?: string) {
  return {
    id: row.id,
    key: fullKey ?? maskKey(row.keyPrefix),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export function listApiKeys(db: Db, userId: number) {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/**
 * Creates a key unless the user already holds `max` live ones. The user's row is locked for the
 * count-and-insert, so two parallel requests cannot both pass the ceiling.
 */
export async function insertApiKey(
  db: Db,
  userId: number,
  max: number,
): Promise<{ row: KeyRow; key: string } | "limit" | "no-user"> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!owner) return "no-user";
    // Expired keys no longer count: they cannot be used, and deleting them is the owner's choice.
    const [counted] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), gt(apiKeys.expiresAt, new Date())));
    if ((counted?.n ?? 0) >= max) return "limit";
    const key = `${KEY_MARK}${randomToken(32)}`;
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId,
        keyHash: hashToken(key),
        keyPrefix: key.slice(0, apiKeyPolicy.prefixLength),
        expiresAt: new Date(Date.now() + apiKeyPolicy.lifetimeMs),
      })
      .returning();
    if (!row) throw new Error("api key insert returned no row");
    return { row, key };
  });
}

/** Deletes a key of `userId` (the ownership check is in the query); false when there was none. */
export async function deleteApiKey(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The owner of a live key whose account is active; undefined for unknown, expired or disabled. */
export async function findKeyOwner(db: Db, key: string) {
  const now = new Date();
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      lastUsedAt: apiKeys.lastUsedAt,
      user: { id: users.id, role: users.role, username: users.username },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashToken(key)), gt(apiKeys.expiresAt, now), eq(users.deleted, false)))
    .limit(1);
  if (!row) return undefined;
  // last_used_at is informative; writing it on every call would turn each read into a write.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > apiKeyPolicy.touchEveryMs) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.keyId));
  }
  return row.user;
}
