import type { Logger } from "pino";
import type { Db } from "../db/client.js";
import type { Job, JobHandler } from "./job.js";
import {
  claimJob,
  markJobDone,
  markJobFailed,
  pruneFinishedJobs,
  requeueAbandonedJobs,
  type FinishedFields,
} from "./jobs.queries.js";

export type JobRunnerOptions = {
  db: Db;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  pollMs?: number;
  /** Delay before retry number `attempts` (the attempts already made). Default 30 s × 2^(attempts-1). */
  backoffMs?: (attempts: number) => number;
  /** A job `running` longer than this is taken as abandoned (its runner died) and requeued. */
  lockTimeoutMs?: number;
  /** Finished (done or failed) jobs older than this are deleted, checked at most hourly. */
  keepFinishedMs?: number;
  /**
   * What stays of a job's payload once it is done or has failed for good (default: all of it). Mail
   * keeps only to and subject: a body may hold a live token.
   */
  finishedPayload?: (payload: unknown) => unknown;
};

export type JobRunner = {
  start(): void;
  /** Stops polling and waits for the running job to finish. */
  stop(): Promise<void>;
  /** Runs every due job now until none remain; returns how many ran. */
  drain(): Promise<number>;
  /** A job was just queued: poll now rather than at the next tick (no effect unless started). */
  wake(): void;
};

const MAX_ERROR_LENGTH = 2000;
const HOUR_MS = 3_600_000;

export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const { db, logger, handlers } = opts;
  const { pollMs = 1000, lockTimeoutMs = 10 * 60_000, keepFinishedMs = 7 * 24 * HOUR_MS } = opts;
  const backoffMs = opts.backoffMs ?? ((attempts: number) => 30_000 * 2 ** (attempts - 1));
  // Claim only the types this copy can run, so a copy on an older version leaves new types alone.
  const types = Object.keys(handlers);
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;
  let lastPrune = 0;
  let wokenWhileBusy = false;
  const finished = (job: Job): FinishedFields =>
    opts.finishedPayload ? { payload: opts.finishedPayload(job.payload) as object } : {};

  async function claim(): Promise<Job | undefined> {
    if (types.length === 0) return undefined;
    return claimJob(db, types);
  }

  async function run(job: Job): Promise<void> {
    const log = logger.child({ jobId: job.id, jobType: job.type, attempt: job.attempts });
    try {
      const handler = handlers[job.type];
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(job.payload as never, { jobId: job.id, attempt: job.attempts, logger: log });
      await markJobDone(db, job, finished(job));
    } catch (err) {
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
      const final = job.attempts >= job.maxAttempts;
      await markJobFailed(
        db,
        job,
        final ? { lastError, finished: finished(job) } : { lastError, retryInMs: backoffMs(job.attempts) },
      );
      // NOTE: never log the payload: it may hold addresses or tokens.
      log.warn({ err }, final ? "job failed for good" : "job failed, will retry");
    }
  }

  async function housekeeping(): Promise<void> {
    await requeueAbandonedJobs(db, lockTimeoutMs);
    if (Date.now() - lastPrune < HOUR_MS) return;
    lastPrune = Date.now();
    await pruneFinishedJobs(db, keepFinishedMs);
  }

  async function drain(): Promise<number> {
    await housekeeping();
    let ran = 0;
    for (let job = await claim(); job; job = stopping ? undefined : await claim()) {
      await run(job);
      ran++;
    }
    return ran;
  }

  function schedule(): void {
    timer = undefined;
    wokenWhileBusy = false;
    loop = drain()
      .then(
        () => undefined,
        (err: unknown) => logger.error({ err }, "Job runner poll failed"),
      )
      .then(() => {
        // A wake during the drain may have come after its last claim: look once more at once.
        if (started && !stopping) timer = setTimeout(schedule, wokenWhileBusy ? 0 : pollMs).unref();
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      stopping = false;
      schedule();
    },
    async stop() {
      stopping = true;
      started = false;
      clearTimeout(timer);
      timer = undefined;
      await loop;
      stopping = false;
    },
    drain,
    wake() {
      if (!started || stopping) return;
      if (!timer) {
        wokenWhileBusy = true;
        return;
      }
      clearTimeout(timer);
      schedule();
    },
  };
}
