import type { Logger } from "pino";
import type { backgroundJobs } from "../db/schema/index.js";

export type Job = typeof backgroundJobs.$inferSelect;
export type JobContext = { jobId: number; /** 1 on the first run. */ attempt: number; logger: Logger };
/**
 * A handler validates its own payload. `never` lets each handler declare the payload type it expects.
 * Delivery is at least once (a runner that dies mid-job gets its job run again): make handlers idempotent.
 */
export type JobHandler = (payload: never, ctx: JobContext) => Promise<void>;

export type EnqueueOptions = { runAt?: Date; maxAttempts?: number };
