// Test helpers for webhooks: a real receiver on 127.0.0.1, calls through the API, and the delivery lane.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, like, or, sql } from "drizzle-orm";
import pino from "pino";
import { backgroundJobs, webhookDeliveries, webhooks } from "../../db/schema/index.js";
import { createJobRunner } from "../../jobs/runner.js";
import { request, type TestApp, type TestUser } from "../../test/harness.js";
import { createWebhookDeliveryJob, type WebhookJobDeps } from "./webhook-delivery.job.js";
import { WEBHOOK_JOB } from "./webhook-events.queries.js";

export type Received = { url: string; headers: http.IncomingHttpHeaders; body: string };
/** How the receiver answers one request: a status, a redirect, or never (to meet the timeout). */
export type Answer = number | "redirect" | "hang";

export type Receiver = {
  received: Received[];
  /** Answers for the next requests, in order; 200 once they run out. */
  answers: Answer[];
  url(path?: string): string;
  port: number;
  close(): Promise<void>;
};

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const answer = answers.shift() ?? 200;
      if (answer === "hang") return;
      if (answer === "redirect") {
        res.writeHead(302, { location: "/elsewhere" }).end();
        return;
      }
      res.writeHead(answer, { "content-type": "text/plain" }).end("x".repeat(10_000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    answers,
    port,
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const hookCall = (
  t: TestApp,
  user: TestUser | undefined,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  payload?: object,
) => request(t, { method, url: `/api/v1/webhooks${path}`, as: user, ...(payload ? { payload } : {}) });

/** A webhook of `user` through the API: its wire form with the secret. */
export async function createHook(t: TestApp, user: TestUser, body: object) {
  const res = await hookCall(t, user, "POST", "", body);
  if (res.statusCode !== 201) throw new Error(`webhook not created: ${res.body}`);
  return res.json().data[0] as { id: number; secret: string; url: string; events: string[] };
}

/** The delivery lane alone, as the server runs it (other job types are left queued). */
export const deliveryRunner = (t: TestApp, deps: Partial<Omit<WebhookJobDeps, "db">> = {}) =>
  createJobRunner({
    db: t.database.db,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }),
    handlers: { [WEBHOOK_JOB]: createWebhookDeliveryJob({ db: t.database.db, config: t.config, ...deps }) },
  });

export async function deliveriesOf(t: TestApp, webhookId: number) {
  return t.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(webhookDeliveries.id);
}

export async function webhookRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, id));
  return row!;
}

/** The queued job of a delivery, with how far its run is from now (seconds). */
export async function queuedJobOf(t: TestApp, deliveryId: number) {
  const [job] = await t.database.db
    .select({ id: backgroundJobs.id, inSeconds: sql<number>`extract(epoch from run_at - now())::float8` })
    .from(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.type, WEBHOOK_JOB),
        eq(backgroundJobs.status, "queued"),
        sql`(${backgroundJobs.payload}->>'deliveryId')::int = ${deliveryId}`,
      ),
    );
  return job;
}

/** The clock moved on: the delivery's queued retry is due now. */
export async function makeDue(t: TestApp, deliveryId: number) {
  const job = await queuedJobOf(t, deliveryId);
  if (!job) throw new Error(`no queued job for delivery ${deliveryId}`);
  await t.database.db
    .update(backgroundJobs)
    .set({ runAt: sql`now()` })
    .where(eq(backgroundJobs.id, job.id));
}

/** Deletes the test webhooks (and so their queued deliveries): a later file's runner must not send them. */
export async function forgetTestWebhooks(t: TestApp) {
  await t.database.db
    .delete(webhooks)
    .where(or(like(webhooks.url, "http://127.0.0.1:%"), like(webhooks.url, "%example.test%")));
}
