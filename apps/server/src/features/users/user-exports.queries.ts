import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { userExports } from "../../db/schema/index.js";

export type UserExportRow = typeof userExports.$inferSelect;

/** How long an export link works, and how often a user may ask for one. */
export const EXPORT_LIFETIME_MS = 7 * 24 * 3_600_000;
export const EXPORT_INTERVAL_MS = 24 * 3_600_000;

export async function latestExportSince(db: Db, userId: number, since: Date) {
  const [row] = await db
    .select({ id: userExports.id })
    .from(userExports)
    .where(and(eq(userExports.userId, userId), gt(userExports.createdAt, since)))
    .orderBy(desc(userExports.createdAt))
    .limit(1);
  return row;
}

export async function insertExport(db: Db, userId: number): Promise<UserExportRow> {
  const now = new Date();
  const [row] = await db
    .insert(userExports)
    .values({ userId, createdAt: now, expiresAt: new Date(now.getTime() + EXPORT_LIFETIME_MS) })
    .returning();
  return row!;
}

export async function findExport(db: Db, id: number): Promise<UserExportRow | undefined> {
  const [row] = await db.select().from(userExports).where(eq(userExports.id, id));
  return row;
}

export async function findExportByPublicId(db: Db, publicId: string): Promise<UserExportRow | undefined> {
  const [row] = await db.select().from(userExports).where(eq(userExports.publicId, publicId));
  return row;
}

/** Marks a pending export ready; false when it was not pending (a re-run, or the row is gone). */
export async function markExportReady(db: Db, id: number, values: { storageKey: string; sizeBytes: number }) {
  const rows = await db
    .update(userExports)
    .set({ ...values, status: "ready" })
    .where(and(eq(userExports.id, id), eq(userExports.status, "pending")))
    .returning({ id: userExports.id });
  return rows.length > 0;
}

export async function deleteExport(db: Db, id: number) {
  await db.delete(userExports).where(eq(userExports.id, id));
}
