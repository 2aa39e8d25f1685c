import type { JobHandler } from "./queue.js";

/** Every background job type and its handler; features add theirs here (thumbnails, data exports, ...). */
export const jobHandlers: Record<string, JobHandler> = {};
