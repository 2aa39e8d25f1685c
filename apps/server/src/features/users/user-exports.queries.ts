import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  blocks,
  changelogSubscriptions,
  comments,
  exerciseCategories,
  exercises,
  follows,
  logs,
  programs,
  routines,
  sessions,
  sets,
  tags,
  variables,
  userExports,
  videos,
} from "../../db/schema/index.js";

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

/** Everything the user owns, read with one query per table (no per-row queries). */
export async function collectUserData(db: Db, userId: number) {
  const [
    blockRows, sessionRows, logRows, setRows, tagRows, variableRows, categoryRows, exerciseRows,
    videoRows, commentRows, followRows, subscriptionRows, routineRows, programRows,
  ] = await Promise.all([
    db.select().from(blocks).where(eq(blocks.userId, userId)).orderBy(asc(blocks.id)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.startDate)),
    db.select().from(logs).where(eq(logs.userId, userId)).orderBy(asc(logs.id)),
    // A planned set not done yet is in no export (docs/product.md, "Routines").
    db.select().from(sets).where(and(eq(sets.userId, userId), eq(sets.done, true))).orderBy(asc(sets.createdAt), asc(sets.id)),
    db.select().from(tags).where(eq(tags.userId, userId)).orderBy(asc(tags.id)),
    db.select().from(variables).where(eq(variables.userId, userId)).orderBy(asc(variables.createdAt)),
    db.select().from(exerciseCategories).where(eq(exerciseCategories.userId, userId)),
    db.select().from(exercises).where(eq(exercises.userId, userId)),
    db.select().from(videos).where(eq(videos.userId, userId)).orderBy(asc(videos.id)),
    db.select().from(comments).where(eq(comments.userId, userId)).orderBy(asc(comments.id)),
    db.select().from(follows).where(eq(follows.followerId, userId)),
    db.select().from(changelogSubscriptions).where(eq(changelogSubscriptions.userId, userId)),
    db.select().from(routines).where(eq(routines.userId, userId)).orderBy(asc(routines.id)),
    db.select().from(programs).where(eq(programs.userId, userId)).orderBy(asc(programs.id)),
  ]); // prettier-ignore
  return {
    blockRows, sessionRows, logRows, setRows, tagRows, variableRows, categoryRows, exerciseRows,
    videoRows, commentRows, followRows, subscriptionRows, routineRows, programRows,
  }; // prettier-ignore
}

export type UserData = Awaited<ReturnType<typeof collectUserData>>;
