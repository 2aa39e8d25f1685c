import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { changelogSubscriptions } from "../../db/schema/index.js";

type SubscriptionRow = typeof changelogSubscriptions.$inferSelect;

export const toSubscription = (row: SubscriptionRow) => ({
  email: row.email,
  last_version_mailed: row.lastVersionMailed,
  created_at: row.createdAt.toISOString(),
});

export function findSubscription(db: Db, userId: number) {
  return db.select().from(changelogSubscriptions).where(eq(changelogSubscriptions.userId, userId)).limit(1);
}

/**
 * One subscription per user (unique index); subscribing again keeps the row. The running version
 * counts as already announced, so a new subscriber is mailed from the next version on.
 */
export async function upsertSubscription(db: Db, input: { userId: number; email: string; version: string }) {
  const [row] = await db
    .insert(changelogSubscriptions)
    .values({ userId: input.userId, email: input.email, lastVersionMailed: input.version })
    .onConflictDoUpdate({ target: changelogSubscriptions.userId, set: { email: input.email } })
    .returning();
  if (!row) throw new Error("subscription upsert returned no row");
  return row;
}

export async function deleteSubscription(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .delete(changelogSubscriptions)
    .where(eq(changelogSubscriptions.userId, userId))
    .returning({ id: changelogSubscriptions.id });
  return rows.length > 0;
}

export function listSubscriptions(db: Db) {
  return db
    .select({
      id: changelogSubscriptions.id,
      email: changelogSubscriptions.email,
      last: changelogSubscriptions.lastVersionMailed,
    })
    .from(changelogSubscriptions);
}

/**
 * Marks `ids` as told about `version` and returns the ones this call changed. Two servers starting
 * together on one PostgreSQL both try; only one gets each row back, so nobody is mailed twice.
 */
export function claimAnnouncements(db: Db, ids: number[], version: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .update(changelogSubscriptions)
    .set({ lastVersionMailed: version })
    .where(
      and(
        inArray(changelogSubscriptions.id, ids),
        or(
          isNull(changelogSubscriptions.lastVersionMailed),
          ne(changelogSubscriptions.lastVersionMailed, version),
        ),
      ),
    )
    .returning({ email: changelogSubscriptions.email });
}
