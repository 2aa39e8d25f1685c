import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { logs, users, videos } from "../../db/schema/index.js";

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

/**
 * A video the viewer may see: one of their own logs, or of a log its owner has shared while the owner's
 * account is active. A disabled member's shared videos stay visible to admins only.
 */
export async function findVisibleVideo(db: Db, where: { id: number; viewer: { id: number; role: string } }) {
  const ownerActive = where.viewer.role === "admin" ? undefined : eq(users.deleted, false);
  const [row] = await db
    .select({ video: videos })
    .from(videos)
    .innerJoin(logs, eq(logs.id, videos.logId))
    .innerJoin(users, eq(users.id, videos.userId))
    .where(
      and(
        eq(videos.id, where.id),
        or(eq(logs.userId, where.viewer.id), and(eq(logs.private, false), ownerActive)),
      ),
    );
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
