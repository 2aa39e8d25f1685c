import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { createThumbnailJob } from "../features/videos/video-thumbnail.job.js";
import { THUMBNAIL_JOB } from "../features/videos/videos.service.js";
import { fileStoreFor } from "../storage/index.js";
import type { JobHandler } from "./queue.js";

/** Every background job type and its handler; features add theirs here (thumbnails, data exports, ...). */
export const jobHandlers: Record<string, JobHandler> = {};

/** The handlers that need the app's dependencies (database, file store), built once at start. */
export function createJobHandlers(deps: {
  db: Db;
  config: Pick<Config, "dataDir">;
}): Record<string, JobHandler> {
  return {
    ...jobHandlers,
    [THUMBNAIL_JOB]: createThumbnailJob({ db: deps.db, store: fileStoreFor(deps.config) }),
  };
}
