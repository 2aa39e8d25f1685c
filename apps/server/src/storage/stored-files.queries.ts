import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { videos } from "../db/schema/index.js";

// Which stored files rows leave behind when they are deleted, for whoever deletes them (a log or a
// session in training, an admin, an account's deletion): read here, so none of them imports another.

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
export function videoFileKeys(row: { storageKey: string; thumbnailKey: string | null }): string[] {
  return row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey];
}
