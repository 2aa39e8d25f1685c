import type { Tag } from "@topset/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { logs, sessions, tags } from "../../db/schema/index.js";
import { assertOpen } from "./session-lock.queries.js";

export type TagRow = typeof tags.$inferSelect;

export function toTag(row: TagRow): Tag {
  return { id: row.id, log_id: row.logId, user_id: row.userId, name: row.name };
}

export async function insertTag(db: Db, values: { userId: number; logId: number; name: string }) {
  const [row] = await db.insert(tags).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The caller's tag on a log of an in-progress session (404 / 409 otherwise), its session share-locked. */
export async function lockTagForWrite(tx: Db, where: { id: number; userId: number }) {
  const [row] = await tx
    .select({ id: tags.id, endDate: sessions.endDate })
    .from(tags)
    .innerJoin(logs, eq(logs.id, tags.logId))
    .innerJoin(sessions, eq(sessions.id, logs.sessionId))
    .where(and(eq(tags.id, where.id), eq(tags.userId, where.userId)))
    .for("share", { of: sessions });
  return assertOpen(row, "Tag");
}

export async function deleteTagRow(db: Db, where: { id: number; userId: number }) {
  const [row] = await db
    .delete(tags)
    .where(and(eq(tags.id, where.id), eq(tags.userId, where.userId)))
    .returning({ id: tags.id });
  return row;
}
