import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { logs, videos } from "../../db/schema/index.js";

export type VideoRow = typeof videos.$inferSelect;
type NewVideo = Omit<typeof videos.$inferInsert, "id" | "createdAt" | "updatedAt">;

export async function findVideoIdOfLog(db: Db, logId: number) {
  const [row] = await db.select({ id: videos.id }).from(videos).where(eq(videos.logId, logId));
  return row;
}

export async function insertVideo(db: Db, values: NewVideo): Promise<VideoRow> {
  const [row] = await db.insert(videos).values(values).returning();
  return row!;
}

export async function findVideo(db: Db, id: number): Promise<VideoRow | undefined> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row;
}

/** A video the viewer may see: one of their own logs, or of a log its owner has shared. */
export async function findVisibleVideo(db: Db, where: { id: number; viewerId: number }) {
  const [row] = await db
    .select({ video: videos })
    .from(videos)
    .innerJoin(logs, eq(logs.id, videos.logId))
    .where(and(eq(videos.id, where.id), or(eq(logs.userId, where.viewerId), eq(logs.private, false))));
  return row?.video;
}

export async function setThumbnail(
  db: Db,
  id: number,
  values: Pick<NewVideo, "thumbnailKey" | "thumbnailStatus">,
): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(videos.id, id))
    .returning({ id: videos.id });
  return rows.length > 0;
}

/** The stored files of the caller's videos (all, or beneath a log or a session), to remove after deleting them. */
export async function findVideoKeys(
  db: Db,
  where: { userId: number } & ({ logId: number } | { sessionId: number } | object),
): Promise<string[]> {
  const rows = await db
    .select({ storageKey: videos.storageKey, thumbnailKey: videos.thumbnailKey })
    .from(videos)
    .where(
      and(
        eq(videos.userId, where.userId),
        "logId" in where ? eq(videos.logId, where.logId) : undefined,
        "sessionId" in where ? eq(videos.sessionId, where.sessionId) : undefined,
      ),
    );
  return rows.flatMap(videoFileKeys);
}

/** A video's stored files: the video and, once made, its thumbnail. */
export function videoFileKeys(row: Pick<VideoRow, "storageKey" | "thumbnailKey">): string[] {
  return row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey];
}
