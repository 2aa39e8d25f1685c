import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Db } from "../../db/client.js";
import type { JobHandler } from "../../jobs/queue.js";
import type { FileStore } from "../../storage/index.js";
import type { ThumbnailPayload } from "./videos.service.js";
import { findVideo, setThumbnail } from "./videos.queries.js";

const run = promisify(execFile);
export const FFMPEG_TIMEOUT_MS = 30_000;

export type ThumbnailDeps = { db: Db; store: FileStore; ffmpegPath?: string };

/**
 * Makes a 480 px wide WebP of a video's first frame. When ffmpeg is missing or fails, the video is
 * marked `failed` (the UI shows a placeholder) and the job ends without retrying: the upload stands.
 */
export function createThumbnailJob({ db, store, ffmpegPath = "ffmpeg" }: ThumbnailDeps): JobHandler {
  const handler = async (payload: ThumbnailPayload, ctx: Parameters<JobHandler>[1]) => {
    const video = await findVideo(db, Number(payload.videoId));
    // Deleted meanwhile, or already done by an earlier delivery (jobs run at least once).
    if (!video || video.thumbnailStatus === "ready") return;
    const out = path.join(os.tmpdir(), `topset-thumb-${randomUUID()}.webp`);
    const source = await store.localCopy(video.storageKey);
    try {
      const args = ["-nostdin", "-v", "error", "-y", "-ss", "0", "-i", source.path];
      args.push("-frames:v", "1", "-vf", "scale=480:-2", out);
      await run(ffmpegPath, args, { timeout: FFMPEG_TIMEOUT_MS, maxBuffer: 1024 * 1024 });
      const key = `thumbnails/${randomUUID()}.webp`;
      await store.put(key, fs.createReadStream(out), "image/webp");
      const kept = await setThumbnail(db, video.id, { thumbnailKey: key, thumbnailStatus: "ready" });
      if (!kept) await store.delete(key);
    } catch (err) {
      ctx.logger.warn({ err, videoId: video.id }, "thumbnail failed; a placeholder will show");
      await setThumbnail(db, video.id, { thumbnailKey: null, thumbnailStatus: "failed" });
    } finally {
      await source.release();
      await fs.promises.rm(out, { force: true });
    }
  };
  return handler as JobHandler;
}
