import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { variables } from "./db/schema/index.js";
import { createJobRunner } from "./jobs/runner.js";
import { isDependencyDown } from "./lib/dependency-errors.js";
import { registerErrorHandler } from "./plugins/errors.js";
import { expectUnavailable, recordEscapedErrors } from "./test/dependency-outage.js";
import { createUser, request, useTestApp } from "./test/harness.js";

const DATABASE_URL = process.env.DATABASE_URL ?? "";
const onPostgres = /^postgres(ql)?:\/\//.test(DATABASE_URL);

const escaped = recordEscapedErrors();

describe("the error handler and connection errors", () => {
  const connectionErrors: [string, () => Error][] = [
    // drizzle wraps the driver's error in `cause`.
    [
      "pg_terminate_backend (57P01)",
      () => wrapped(Object.assign(new Error("terminating connection"), { code: "57P01" })),
    ],
    ["the database starting up (57P03)", () => Object.assign(new Error("starting up"), { code: "57P03" })],
    ["connection failure (08006)", () => wrapped(Object.assign(new Error("lost"), { code: "08006" }))],
    [
      "a refused connection",
      () => Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    ],
    ["a reset connection", () => Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })],
    ["node-postgres losing its socket", () => wrapped(new Error("Connection terminated unexpectedly"))],
    [
      "ioredis with Redis away",
      () => new Error("Stream isn't writeable and enableOfflineQueue options is false"),
    ],
    [
      "ioredis giving up on a command",
      () =>
        Object.assign(new Error("Reached the max retries per request limit (which is 1)."), {
          name: "MaxRetriesPerRequestError",
        }),
    ],
  ];
  function wrapped(cause: Error) {
    return Object.assign(new Error("Failed query: insert into ..."), { cause });
  }

  it.each(connectionErrors)("answers %s with 503, Retry-After and the failure envelope", async (_, make) => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/boom", async () => {
      throw make();
    });
    const res = await app.inject({ method: "GET", url: "/boom" });
    expectUnavailable(res);
    await app.close();
  });

  it("still answers any other error with a 500 that leaks nothing", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/boom", async () => {
      throw Object.assign(new Error("duplicate key"), { code: "23505" });
    });
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.headers["retry-after"]).toBeUndefined();
    await app.close();
  });
});

describe.runIf(onPostgres)("PostgreSQL connections killed under load", () => {
  const t = useTestApp();
  let killer: pg.Client;
  afterAll(async () => {
    await killer?.end();
  });

  /** Ends every other connection to the test database, as a restart or an operator would. */
  async function terminateConnections(): Promise<number> {
    if (!killer) {
      killer = new pg.Client({ connectionString: DATABASE_URL });
      await killer.connect();
    }
    const res = await killer.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return res.rowCount ?? 0;
  }

  it("a connection killed while a transaction waits between statements fails that transaction, not the process", async () => {
    const failure = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      expect(await terminateConnections()).toBeGreaterThan(0);
      // The FATAL message reaches this client while no query runs on it.
      await sleep(300);
      await tx.execute(sql`select 1`);
    });
    await expect(failure).rejects.toSatisfy(isDependencyDown);
    // The pool dropped the dead connections and opens new ones.
    const after = (await t.database.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
    expect(after.rows).toEqual([{ one: 1 }]);
    expect(escaped).toEqual([]);
  });

  it("keeps serving a stream of writes while its connections are killed; every acknowledged write is stored", async () => {
    const user = await createUser(t);
    // The durable job runner polls the same database meanwhile.
    const jobs = createJobRunner({
      db: t.database.db,
      logger: pino({ level: "silent" }),
      handlers: { noop: async () => {} },
      pollMs: 5,
    });
    jobs.start();
    const acknowledged: number[] = [];
    const statuses: number[] = [];
    const write = async (weight: number) => {
      const res = await request(t, {
        method: "POST",
        url: "/api/v1/variables",
        as: user,
        payload: { body_weight: weight, body_weight_unit: "kg" },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 201) acknowledged.push(res.json().data[0].id);
      else expectUnavailable(res);
    };
    const worker = async (w: number) => {
      for (let i = 0; i < 20; i++) await write(50 + w + i / 100);
    };
    let killed = 0;
    const killing = (async () => {
      for (let k = 0; k < 5; k++) {
        await sleep(30);
        killed += await terminateConnections();
      }
    })();
    await Promise.all([worker(1), worker(2), worker(3), worker(4), killing]);
    await jobs.stop();
    expect(killed).toBeGreaterThan(0);
    expect(statuses).toHaveLength(80);

    // Recovered by itself: once the pool has heard of the last kill (its 'error' event comes a moment
    // after pg_terminate_backend), the next requests succeed. A write sent in that moment answers 503.
    await sleep(250);
    for (let i = 0; i < 5; i++) await write(90 + i);
    expect(statuses.slice(-5)).toEqual(Array(5).fill(201));
    const list = await request(t, {
      method: "GET",
      url: `/api/v1/variables/bodyweight/${user.id}`,
      as: user,
    });
    expect(list.statusCode).toBe(200);

    const stored = await t.database.db
      .select({ id: variables.id })
      .from(variables)
      .where(eq(variables.userId, user.id));
    const storedIds = new Set(stored.map((row) => row.id));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    expect(escaped).toEqual([]);
  });
});
