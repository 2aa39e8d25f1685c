import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { count, lt } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import { activityLog } from "../../db/schema/index.js";
import { ActivityLogStream } from "../../lib/activity-log-stream.js";
import { createLogger } from "../../lib/logger.js";
import { createMailer } from "../../mail/mailer.js";
import { createAdmin, ORIGIN, testDatabase, type TestApp } from "../../test/harness.js";
import { insertActivityLines, pruneActivityLog } from "./activity-log.queries.js";

const SECRET = "live-verification-token-abc123";

/** A copy of the server as server.ts builds it: its own logger feeding the shared activity log. */
async function startCopy(dataDir: string) {
  const database = await testDatabase();
  const activity = new ActivityLogStream({ flushMs: 10 });
  activity.attach((lines) => insertActivityLines(database.db, lines));
  const logger = createLogger({ level: "info", stdout: false, shared: activity });
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, APP_URL: ORIGIN, LOG_LEVEL: "info" });
  const mailer = createMailer({ from: config.mailFrom, outboxDir: path.join(dataDir, "outbox"), logger });
  const app = await buildApp({ config, database, mailer, logger, version: "0.0.0-test" });
  await app.ready();
  return { app, database, activity, mailer, config } as const;
}

type Copy = Awaited<ReturnType<typeof startCopy>>;
let dataDir: string;
let a: Copy;
let b: Copy;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-activity-"));
  a = await startCopy(path.join(dataDir, "a"));
  b = await startCopy(path.join(dataDir, "b"));
  await a.database.db.delete(activityLog);
});
afterAll(async () => {
  for (const copy of [a, b]) await copy?.app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the activity log shared by every copy", () => {
  it("shows on one copy what both copies logged, with secrets redacted", async () => {
    // createAdmin logs in through copy a (it only needs an app and a database).
    const admin = await createAdmin({ app: a.app, database: a.database } as unknown as TestApp);
    const hit = (app: FastifyInstance, url: string) => app.inject({ method: "GET", url });
    expect((await hit(a.app, "/health?copy=first")).statusCode).toBe(200);
    expect((await hit(b.app, `/health?copy=second&token=${SECRET}`)).statusCode).toBe(200);
    await Promise.all([a.activity.flush(), b.activity.flush()]);

    const res = await a.app.inject({
      method: "GET",
      url: "/api/admin/view-logs?latest=-200",
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const entries = (res.json().data as string[]).map((s) => JSON.parse(s) as { req?: { url: string } });
    const urls = entries.map((e) => e.req?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining(["/health?copy=first", "/health?copy=second&token=[redacted]"]),
    );
    expect(res.body).not.toContain(SECRET);
    expect(entries.every((e) => typeof (e as { level: unknown }).level === "string")).toBe(true);
  });

  it("prunes lines older than the days kept, then all but the newest rows", async () => {
    const db = a.database.db;
    // The last request's own lines must land before the table is emptied, not among the test's rows.
    await Promise.all([a.activity.flush(), b.activity.flush()]);
    await db.delete(activityLog);
    const line = (time: number, msg: string) => JSON.stringify({ level: 30, time, msg });
    const old = Date.now() - 8 * 86_400_000;
    await insertActivityLines(db, [line(old, "old 1"), line(old + 1, "old 2")]);
    await insertActivityLines(
      db,
      Array.from({ length: 6 }, (_, i) => line(Date.now() - 1000 + i, `new ${i}`)),
    );
    expect(await pruneActivityLog(db, { keepDays: 7, maxRows: 4 })).toBe(4);
    const left = await db.select({ line: activityLog.line }).from(activityLog);
    expect(left.map((r) => JSON.parse(r.line).msg).sort()).toEqual(["new 2", "new 3", "new 4", "new 5"]);
    const [{ stale }] = (await db
      .select({ stale: count() })
      .from(activityLog)
      .where(lt(activityLog.time, new Date(old + 10)))) as [{ stale: number }];
    expect(stale).toBe(0);
    // Within both limits nothing goes.
    expect(await pruneActivityLog(db, { keepDays: 7, maxRows: 4 })).toBe(0);
  });
});

describe("ActivityLogStream", () => {
  it("holds lines until attached, keeps the newest when full, and counts a failed write", async () => {
    const stream = new ActivityLogStream({ maxBuffered: 3, flushMs: 60_000 });
    const logger = pino({ level: "info" }, stream);
    for (const n of [1, 2, 3, 4]) logger.info(`line ${n}`);
    const written: string[] = [];
    stream.attach(async (lines) => void written.push(...lines));
    await stream.flush();
    expect(written.map((l) => JSON.parse(l).msg)).toEqual(["line 2", "line 3", "line 4"]);
    expect(stream.dropped).toBe(1);

    stream.attach(() => Promise.reject(new Error("database away")));
    logger.info("line 5");
    await stream.flush();
    expect(stream.dropped).toBe(2);
  });
});
