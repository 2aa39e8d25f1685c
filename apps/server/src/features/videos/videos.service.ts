import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Db } from "../../db/client.js";
import { enqueueJob } from "../../jobs/queue.js";
import { isUniqueViolation } from "../../lib/db-errors.js";
import { conflict, HttpError } from "../../lib/http-errors.js";
import type { FileStore } from "../../storage/index.js";
import { lockLogForWrite } from "../training/logs.queries.js";
import { NOT_A_VIDEO, type ReceivedUpload } from "./video-upload.js";
import { sniffVideoFile } from "../../lib/video-sniff.js";
import { findVideoIdOfLog, insertVideo, type VideoRow } from "./videos.queries.js";

export const ALREADY_HAS_VIDEO = "This log already has a video.";
export const THUMBNAIL_JOB = "video.thumbnail";
export type ThumbnailPayload = { videoId: number };

/**
 * Keeps a received upload as the video of the caller's log: checked by content (415), stored under a
 * random key, then the row and its thumbnail job inserted under the session lock (404 not the
 * caller's log, 409 session completed or the log already has a video). The temp file always goes;
 * the stored file too when the row is refused.
 */
export async function addVideo(
  db: Db,
  store: FileStore,
  where: { userId: number; logId: number; sessionId?: number },
  upload: ReceivedUpload,
): Promise<VideoRow> {
  let storageKey: string | undefined;
  try {
    // Checked first without waiting on the file work, then again under the lock.
    await assertCanAddVideo(db, where);
    const kind = await sniffVideoFile(upload.tmpPath);
    if (!kind) throw new HttpError(415, NOT_A_VIDEO);
    storageKey = `videos/${randomUUID()}.${kind.ext}`;
    const { size } = await store.put(storageKey, fs.createReadStream(upload.tmpPath), kind.contentType);
    const key = storageKey;
    return await db.transaction(async (tx) => {
      const log = await assertCanAddVideo(tx, where);
      const row = await insertVideo(tx, {
        userId: log.userId,
        sessionId: log.sessionId,
        logId: log.id,
        storageKey: key,
        contentType: kind.contentType,
        sizeBytes: size,
        originalName: upload.fileName || null,
      });
      await enqueueJob(tx, THUMBNAIL_JOB, { videoId: row.id } satisfies ThumbnailPayload);
      return row;
    });
  } catch (err) {
    if (storageKey) await store.delete(storageKey);
    // Two racing uploads to one log: the unique index decides.
    if (isUniqueViolation(err, "videos_log_unique")) throw conflict(ALREADY_HAS_VIDEO);
    throw err;
  } finally {
    await fs.promises.rm(upload.tmpPath, { force: true });
  }
}

async function assertCanAddVideo(db: Db, where: { userId: number; logId: number; sessionId?: number }) {
  const log = await lockLogForWrite(db, {
    id: where.logId,
    userId: where.userId,
    sessionId: where.sessionId,
  });
  if (await findVideoIdOfLog(db, log.id)) throw conflict(ALREADY_HAS_VIDEO);
  return log;
}
