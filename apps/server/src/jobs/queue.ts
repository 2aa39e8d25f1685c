import type { Logger } from "pino";
import type { Db } from "../db/client.js";
import { backgroundJobs } from "../db/schema/index.js";

export type Job = typeof backgroundJobs.$inferSelect;
export type JobContext = { jobId: number; /** 1 on the first run. */ attempt: number; logger: Logger };
/**
 * A handler validates its own payload. `never` lets each handler declare the payload type it expects.
 * Delivery is at least once (a runner that dies mid-job gets its job run again): make handlers idempotent.
 */
export type JobHandler = (payload: never, ctx: JobContext) => Promise<void>;

export type EnqueueOptions = { runAt?: Date; maxAttempts?: number };

/** Adds a job; pass a transaction as `db` to enqueue atomically with the change that caused it. */
export async function enqueueJob(
  db: Db,
  type: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): Promise<number> {
  const [row] = await db
    .insert(backgroundJobs)
    .values({ type, payload: payload ?? {}, runAt: opts.runAt, maxAttempts: opts.maxAttempts })
    .returning({ id: backgroundJobs.id });
  return row!.id;
}

export { createJobRunner, type JobRunner, type JobRunnerOptions } from "./runner.js";
