import { and, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { backgroundJobs } from "../db/schema/index.js";
import type { EnqueueOptions, Job } from "./job.js";

const t = backgroundJobs;
const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** What stays of a finished job's row beside its status: its payload, when the runner trims it. */
export type FinishedFields = { payload?: object };

/** Adds a job; pass a transaction as `db` to enqueue atomically with the change that caused it. */
export async function enqueueJob(
  db: Db,
  type: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): Promise<number> {
  const [row] = await db
    .insert(t)
    .values({ type, payload: payload ?? {}, runAt: opts.runAt, maxAttempts: opts.maxAttempts })
    .returning({ id: t.id });
  return row!.id;
}

/** Takes the oldest due job of one of `types` (skipping those another runner holds) and marks it running. */
export async function claimJob(db: Db, types: string[]): Promise<Job | undefined> {
  const next = db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.status, "queued"), lte(t.runAt, sql`now()`), inArray(t.type, types)))
    .orderBy(t.runAt, t.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [job] = await db
    .update(t)
    .set({ status: "running", lockedAt: sql`now()`, attempts: sql`${t.attempts} + 1` })
    .where(eq(t.id, next))
    .returning();
  return job;
}

// `attempts` unchanged = nobody requeued and re-claimed the job meanwhile.
const mine = (job: Job) => and(eq(t.id, job.id), eq(t.attempts, job.attempts));

export async function markJobDone(db: Db, job: Job, finished: FinishedFields): Promise<void> {
  await db
    .update(t)
    .set({ status: "done", lockedAt: null, lastError: null, ...finished })
    .where(mine(job));
}

/** With `retryInMs`, queued again that long from now; with `finished`, failed for good. */
export async function markJobFailed(
  db: Db,
  job: Job,
  failure: { lastError: string } & ({ retryInMs: number } | { finished: FinishedFields }),
): Promise<void> {
  const { lastError } = failure;
  await db
    .update(t)
    .set(
      "retryInMs" in failure
        ? { status: "queued", lockedAt: null, lastError, runAt: sql`now() + ${seconds(failure.retryInMs)}` }
        : { status: "failed", lockedAt: null, lastError, ...failure.finished },
    )
    .where(mine(job));
}

/** Jobs `running` longer than the lock timeout (their runner died): queued again, or failed when out of attempts. */
export async function requeueAbandonedJobs(db: Db, lockTimeoutMs: number): Promise<void> {
  await db
    .update(t)
    .set({
      status: sql`case when ${t.attempts} >= ${t.maxAttempts} then 'failed' else 'queued' end`,
      lockedAt: null,
      runAt: sql`now()`,
      lastError: "Abandoned: still running after the lock timeout",
    })
    .where(and(eq(t.status, "running"), lt(t.lockedAt, sql`now() - ${seconds(lockTimeoutMs)}`)));
}

/** Deletes the done and failed jobs last changed longer ago than `keepFinishedMs`. */
export async function pruneFinishedJobs(db: Db, keepFinishedMs: number): Promise<void> {
  await db
    .delete(t)
    .where(
      and(inArray(t.status, ["done", "failed"]), lt(t.updatedAt, sql`now() - ${seconds(keepFinishedMs)}`)),
    );
}
