import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { backgroundJobs } from "../db/schema/index.js";
import { createMailJob, MAIL_JOB } from "../mail/mail-job.js";
import { createMailer } from "../mail/mailer.js";
import { waitForMail } from "../mail/outbox.js";
import { testDatabase } from "../test/harness.js";
import { createJobLanes } from "./lanes.js";
import { enqueueJob, type JobHandler } from "./queue.js";

const logger = pino({ level: "silent" });
let database: Database;
let dir: string;

beforeAll(async () => {
  database = await testDatabase();
  dir = path.join(await mkdtemp(path.join(os.tmpdir(), "topset-lanes-")), "outbox");
  await database.db.delete(backgroundJobs).where(inArray(backgroundJobs.type, [MAIL_JOB, "test.long"]));
});
afterAll(async () => {
  await rm(path.dirname(dir), { recursive: true, force: true });
});

describe("job lanes", () => {
  it("delivers mail within moments while a long job holds the other lane", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let longStarted = false;
    const long: JobHandler = async () => {
      longStarted = true;
      await gate;
    };
    const mailJob = createMailJob({ from: "Topset <t@topset.test>", outboxDir: dir, logger });
    // A long poll interval: only the mailer's wake-up can explain a prompt delivery.
    const lanes = createJobLanes({
      db: database.db,
      logger,
      handlers: { "test.long": long },
      mailHandler: mailJob.handler,
      pollMs: 60_000,
    });
    const mailer = createMailer({
      from: "Topset <t@topset.test>",
      outboxDir: dir,
      logger,
      queue: { db: database.db, onQueued: () => lanes.mail.wake() },
    });
    const longId = await enqueueJob(database.db, "test.long", {});
    lanes.start();
    await expect.poll(() => longStarted, { timeout: 5000 }).toBe(true);

    const started = Date.now();
    mailer.send({ to: "meanwhile@example.test", subject: "While importing", text: "t", html: "<p>t</p>" });
    await waitForMail(dir, (m) => m.to === "meanwhile@example.test", 5000);
    expect(Date.now() - started).toBeLessThan(3000);
    const [longJob] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, longId));
    expect(longJob!.status).toBe("running");

    release();
    await lanes.stop();
    await mailer.close();
    mailJob.close();
    const [after] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, longId));
    expect(after!.status).toBe("done");
  });
});
