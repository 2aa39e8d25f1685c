import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { Redis } from "ioredis";
import pg from "pg";
import pino from "pino";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { variables } from "./db/schema/index.js";
import { createJobRunner } from "./jobs/runner.js";
import { DEPENDENCY_DOWN_MESSAGE, isDependencyDown } from "./lib/dependency-errors.js";
import { registerErrorHandler } from "./plugins/errors.js";
import {
  createAdmin,
  createTestApp,
  createUser,
  login,
  request,
  useTestApp,
  type TestApp,
} from "./test/harness.js";

const DATABASE_URL = process.env.DATABASE_URL ?? "";
const onPostgres = /^postgres(ql)?:\/\//.test(DATABASE_URL);
const REDIS_SERVER = "/usr/bin/redis-server";

/** Every error that reached the process unhandled while a test ran: each one would end the server. */
const escaped: unknown[] = [];
const record = (err: unknown) => void escaped.push(err);
beforeEach(() => {
  escaped.length = 0;
  process.on("uncaughtException", record);
  process.on("unhandledRejection", record);
});
afterEach(() => {
  process.off("uncaughtException", record);
  process.off("unhandledRejection", record);
});

/** A 503 as the error handler shapes it: the failure envelope and a Retry-After in seconds. */
function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  expect(res.json()).toEqual({ status: "fail", message: DEPENDENCY_DOWN_MESSAGE });
}

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

    // Recovered by itself: the next requests succeed.
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

/** A private redis-server on a free loopback port, to stop and start at will. */
class RedisProcess {
  private child?: ChildProcess;
  constructor(readonly port: number) {}

  static async create(): Promise<RedisProcess> {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const redis = new RedisProcess(port);
    await redis.start();
    return redis;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    const args = ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
    this.child = spawn(REDIS_SERVER, args, { stdio: "ignore" });
    for (let i = 0; i < 100; i++) {
      const probe = new Redis(this.url, {
        lazyConnect: true,
        retryStrategy: () => null,
        maxRetriesPerRequest: 0,
      });
      probe.on("error", () => {});
      const up = await probe.connect().then(
        () => true,
        () => false,
      );
      probe.disconnect();
      if (up) return;
      await sleep(50);
    }
    throw new Error("redis-server did not start");
  }

  /** Killed outright, as a crash or an OOM kill would. */
  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }

  keys(pattern: string): Promise<string[]> {
    const client = new Redis(this.url);
    return client.keys(pattern).finally(() => client.disconnect());
  }
}

describe.runIf(fs.existsSync(REDIS_SERVER))("Redis going away under load", () => {
  let redis: RedisProcess;
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it("keeps answering while Redis is down (limits count locally, presence answers 503), then uses Redis again", async () => {
    redis = await RedisProcess.create();
    t = await createTestApp({ REDIS_URL: redis.url });
    const user = await createUser(t);
    const admin = await createAdmin(t);
    const acknowledged: number[] = [];
    const write = async (weight: number) => {
      const res = await request(t, {
        method: "POST",
        url: "/api/v1/variables",
        as: user,
        payload: { body_weight: weight },
      });
      if (res.statusCode === 201) acknowledged.push(res.json().data[0].id);
      else expectUnavailable(res);
      return res.statusCode;
    };
    const onlineUsers = () => request(t, { method: "GET", url: "/api/admin/online-users", as: admin });

    for (let i = 0; i < 5; i++) await write(60 + i);
    expect((await onlineUsers()).statusCode).toBe(200);

    await redis.stop();
    // Writes do not need Redis; every one is acknowledged.
    const during: number[] = [];
    for (let i = 0; i < 10; i++) during.push(await write(70 + i));
    expect(during).toEqual(Array(10).fill(201));
    // Who is online lives in Redis: 503 with Retry-After, not a 500 and not a hang.
    expectUnavailable(await onlineUsers());
    // Login keeps working and its limit still holds, counted in this process: 10 a minute per address.
    const ip = "10.99.0.1";
    const attempts: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await login(t, { email: user.email, password: "wrong password" }, { ip });
      attempts.push(res.statusCode);
    }
    expect(attempts.slice(0, 10).every((code) => code === 400 || code === 401)).toBe(true);
    expect(attempts[10]).toBe(429);
    expect((await login(t, { email: user.email, password: user.password })).statusCode).toBe(200);

    await redis.start();
    // ioredis reconnects by itself; presence answers again within a few seconds.
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      await sleep(100);
      status = (await onlineUsers()).statusCode;
    }
    expect(status).toBe(200);
    for (let i = 0; i < 5; i++) expect(await write(80 + i)).toBe(201);
    // Shared counters again: a login is counted in the restarted Redis.
    expect((await login(t, { email: user.email, password: user.password })).statusCode).toBe(200);
    expect((await redis.keys("fastify-rate-limit-*")).length).toBeGreaterThan(0);

    const stored = await t.database.db
      .select({ id: variables.id })
      .from(variables)
      .where(eq(variables.userId, user.id));
    const storedIds = new Set(stored.map((row) => row.id));
    expect(acknowledged).toHaveLength(20);
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    expect(escaped).toEqual([]);
  });
});
