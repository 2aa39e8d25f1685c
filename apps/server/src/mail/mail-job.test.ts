import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { backgroundJobs } from "../db/schema/index.js";
import { createJobRunner } from "../jobs/runner.js";
import { testDatabase } from "../test/harness.js";
import { createMailJob, forgetMailBody, mailBackoffMs, MAIL_JOB } from "./mail-job.js";
import { createMailer } from "./mailer.js";
import { parseMail } from "./mime-parse.js";
import { readOutbox } from "./outbox.js";
import { resetPasswordMail } from "./templates.js";

const FROM = "Topset <no-reply@topset.test>";
const TOKEN = "live-reset-token-" + "x".repeat(20);
const logger = pino({ level: "silent" });
let database: Database;
let dir: string;

const mailJobs = () => database.db.select().from(backgroundJobs).where(eq(backgroundJobs.type, MAIL_JOB));
const resetMail = (to: string) => ({
  to,
  ...resetPasswordMail({ username: "Lifter", link: `http://localhost/reset-password/1?token=${TOKEN}` }),
});
/** The mail lane as the server builds it (src/jobs/lanes.ts), with a retry due after `retryMs`. */
const mailLane = (smtpUrl?: string, retryMs = 0) => {
  const job = createMailJob({ smtpUrl, from: FROM, outboxDir: dir, logger });
  const runner = createJobRunner({
    db: database.db,
    logger,
    handlers: { [MAIL_JOB]: job.handler },
    backoffMs: () => retryMs,
    finishedPayload: forgetMailBody,
  });
  return { runner, close: job.close };
};

beforeAll(async () => {
  database = await testDatabase();
});
beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(os.tmpdir(), "topset-mail-job-")), "outbox");
  await database.db.delete(backgroundJobs).where(eq(backgroundJobs.type, MAIL_JOB));
});
afterEach(async () => {
  await rm(path.dirname(dir), { recursive: true, force: true });
});

describe("durable mail", () => {
  it("queues a job instead of delivering, and the lane writes the outbox and forgets the body", async () => {
    let woken = 0;
    const mailer = createMailer({
      from: FROM,
      outboxDir: dir,
      logger,
      queue: { db: database.db, onQueued: () => woken++ },
    });
    mailer.send(resetMail("queued@example.test"));
    await mailer.flush();
    expect(woken).toBe(1);
    expect(await readOutbox(dir)).toEqual([]);
    const [queued] = await mailJobs();
    expect(queued).toMatchObject({ status: "queued", maxAttempts: 12 });
    expect(queued!.payload).toMatchObject({
      to: "queued@example.test",
      subject: "Reset your Topset password",
    });

    const lane = mailLane();
    expect(await lane.runner.drain()).toBe(1);
    const [mail] = await readOutbox(dir);
    expect(mail).toMatchObject({ from: FROM, to: "queued@example.test" });
    expect(mail!.text).toContain(TOKEN);
    const [done] = await mailJobs();
    expect(done!.status).toBe("done");
    // The token lived in the table only until the mail left.
    expect(done!.payload).toEqual({ to: "queued@example.test", subject: "Reset your Topset password" });
    lane.close();
  });

  it("is delivered by whichever copy's lane claims it, into that copy's outbox", async () => {
    const other = path.join(path.dirname(dir), "other-copy-outbox");
    const sender = createMailer({ from: FROM, outboxDir: dir, logger, queue: { db: database.db } });
    sender.send(resetMail("elsewhere@example.test"));
    await sender.flush();
    const job = createMailJob({ from: FROM, outboxDir: other, logger });
    const lane = createJobRunner({ db: database.db, logger, handlers: { [MAIL_JOB]: job.handler } });
    expect(await lane.drain()).toBe(1);
    expect(await readOutbox(dir)).toEqual([]);
    expect((await readOutbox(other)).map((m) => m.to)).toEqual(["elsewhere@example.test"]);
    job.close();
  });

  it("keeps the caller's turn free of work in queue(compose) too", async () => {
    const mailer = createMailer({ from: FROM, outboxDir: dir, logger, queue: { db: database.db } });
    let composed = 0;
    mailer.queue(async () => (composed++, resetMail("composed@example.test")));
    mailer.queue(async () => (composed++, undefined));
    expect(composed).toBe(0);
    await mailer.flush();
    expect(composed).toBe(2);
    expect((await mailJobs()).map((j) => (j.payload as { to: string }).to)).toEqual([
      "composed@example.test",
    ]);
  });

  it("retries while the SMTP relay is down and delivers once it is back", async () => {
    const received: Buffer[] = [];
    const relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => (received.push(Buffer.concat(chunks)), callback()));
      },
    });
    // Take a free port, then leave it closed: the relay is "down".
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const { port } = relay.server.address() as AddressInfo;
    await new Promise<void>((resolve) => relay.server.close(() => resolve()));

    const mailer = createMailer({ from: FROM, outboxDir: dir, logger, queue: { db: database.db } });
    mailer.send(resetMail("retry@example.test"));
    await mailer.flush();
    const lane = mailLane(`smtp://127.0.0.1:${port}`, 60_000);
    // One failed attempt, rescheduled a minute later.
    expect(await lane.runner.drain()).toBe(1);
    const [waiting] = await mailJobs();
    expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);
    expect(received).toHaveLength(0);

    // The relay comes back on the same address; the retry falls due.
    await new Promise<void>((resolve) => relay.server.listen(port, "127.0.0.1", resolve));
    await database.db
      .update(backgroundJobs)
      .set({ runAt: new Date() })
      .where(eq(backgroundJobs.id, waiting!.id));
    expect(await lane.runner.drain()).toBe(1);
    expect(received).toHaveLength(1);
    expect(parseMail(received[0]!)).toMatchObject({ to: "retry@example.test" });
    expect((await mailJobs())[0]).toMatchObject({ status: "done", attempts: 2 });
    expect(await readOutbox(dir)).toEqual([]);
    lane.close();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
  });

  it("backs off 30 s, doubling, up to 15 min", () => {
    expect([1, 2, 3, 4, 5, 6, 11].map(mailBackoffMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000,
    ]);
  });
});
