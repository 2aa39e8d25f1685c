import { eq, like, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client.js";
import { backgroundJobs } from "../db/schema/index.js";
import { createJobRunner, enqueueJob, type JobHandler } from "./queue.js";

const logger = pino({ level: "silent" });
let database: Database;

beforeAll(async () => {
  // In-memory PGlite, or PostgreSQL when DATABASE_URL is set (where SKIP LOCKED really races).
  database = await openDatabase({ url: process.env.DATABASE_URL });
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(backgroundJobs).where(like(backgroundJobs.type, "test.%"));
});

const findJob = async (id: number) =>
  (await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)))[0]!;

describe("job queue", () => {
  it("runs a job with its payload and marks it done", async () => {
    const seen: unknown[] = [];
    const send: JobHandler = async (payload: { to: string }, ctx) =>
      void seen.push({ ...payload, attempt: ctx.attempt });
    const runner = createJobRunner({ db: database.db, logger, handlers: { "test.send": send } });
    const id = await enqueueJob(database.db, "test.send", { to: "a@example.test" });

    expect(await runner.drain()).toBe(1);
    expect(seen).toEqual([{ to: "a@example.test", attempt: 1 }]);
    expect(await findJob(id)).toMatchObject({ status: "done", attempts: 1, lockedAt: null, lastError: null });
  });

  it("enqueues inside a transaction only when it commits", async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, "test.send", {});
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await database.db.$count(backgroundJobs, eq(backgroundJobs.type, "test.send"))).toBe(0);
  });

  it("retries a failing job with backoff, then marks it failed with the error", async () => {
    let calls = 0;
    const fail: JobHandler = async () => {
      calls++;
      throw new Error(`boom ${calls} ${"x".repeat(5000)}`);
    };
    const delays: number[] = [];
    const runner = createJobRunner({
      db: database.db,
      logger,
      handlers: { "test.fail": fail },
      backoffMs: (attempts) => (delays.push(attempts), 0),
    });
    const id = await enqueueJob(database.db, "test.fail", { secret: "s" }, { maxAttempts: 3 });

    await runner.drain();
    const job = await findJob(id);
    expect(calls).toBe(3);
    expect(delays).toEqual([1, 2]);
    expect(job).toMatchObject({ status: "failed", attempts: 3, lockedAt: null });
    expect(job.lastError).toMatch(/^boom 3 x+$/);
    expect(job.lastError!.length).toBe(2000);
  });

  it("waits 30 s × 2^(attempt-1) before a retry by default", async () => {
    const fail: JobHandler = async () => Promise.reject(new Error("nope"));
    const runner = createJobRunner({ db: database.db, logger, handlers: { "test.fail": fail } });
    const id = await enqueueJob(database.db, "test.fail", {});
    expect(await runner.drain()).toBe(1);
    const [row] = await database.db
      .select({
        status: backgroundJobs.status,
        delay: sql<number>`extract(epoch from run_at - now())::float8`,
      })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.id, id));
    expect(row!.status).toBe("queued");
    expect(row!.delay).toBeGreaterThan(25);
    expect(row!.delay).toBeLessThanOrEqual(30);
  });

  it("does not run a job whose runAt is in the future", async () => {
    let ran = 0;
    const runner = createJobRunner({
      db: database.db,
      logger,
      handlers: { "test.later": async () => void ran++ },
    });
    const id = await enqueueJob(database.db, "test.later", {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await runner.drain()).toBe(0);
    expect(ran).toBe(0);
    expect((await findJob(id)).status).toBe("queued");
  });

  it("leaves jobs of types it has no handler for", async () => {
    const runner = createJobRunner({
      db: database.db,
      logger,
      handlers: { "test.known": async () => undefined },
    });
    const id = await enqueueJob(database.db, "test.unknown", {});
    expect(await runner.drain()).toBe(0);
    expect((await findJob(id)).status).toBe("queued");
  });

  it("never runs one job twice when two runners drain at once", async () => {
    const runs = new Map<number, number>();
    const count: JobHandler = async (_payload, ctx) => {
      runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) => enqueueJob(database.db, "test.count", { i })),
    );
    const a = createJobRunner({ db: database.db, logger, handlers: { "test.count": count } });
    const b = createJobRunner({ db: database.db, logger, handlers: { "test.count": count } });

    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(30);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y));
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it("requeues a job abandoned in running past the lock timeout", async () => {
    let ran = 0;
    const runner = createJobRunner({
      db: database.db,
      logger,
      handlers: { "test.stuck": async () => void ran++ },
    });
    const id = await enqueueJob(database.db, "test.stuck", {});
    await database.db
      .update(backgroundJobs)
      .set({ status: "running", attempts: 1, lockedAt: sql`now() - interval '11 minutes'` })
      .where(eq(backgroundJobs.id, id));

    expect(await runner.drain()).toBe(1);
    expect(ran).toBe(1);
    expect(await findJob(id)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("start() polls and stop() waits for the running job", async () => {
    let finished = false;
    const slow: JobHandler = async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = true;
    };
    const runner = createJobRunner({ db: database.db, logger, handlers: { "test.slow": slow }, pollMs: 10 });
    runner.start();
    const id = await enqueueJob(database.db, "test.slow", {});
    await expect.poll(async () => (await findJob(id)).status, { timeout: 5000 }).toBe("running");
    await runner.stop();
    expect(finished).toBe(true);
    expect((await findJob(id)).status).toBe("done");
  });
});
