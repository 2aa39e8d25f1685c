import { z } from "zod";
import type { Db } from "../db/client.js";
import { enqueueJob, type JobHandler } from "../jobs/queue.js";
import { createDelivery, type DeliveryOptions, type MailMessage } from "./delivery.js";

/** The job type of one message to deliver; run by the mail lane (src/jobs/lanes.ts). */
export const MAIL_JOB = "mail.send";

/**
 * With the backoff below, 12 attempts keep retrying for about 2 h 20 min: a relay down for a
 * maintenance window, or a restart of every copy, loses no mail.
 */
export const MAIL_MAX_ATTEMPTS = 12;
const MAX_BACKOFF_MS = 15 * 60_000;

/** 30 s, 1, 2, 4, 8 min, then every 15 min: soon after a short outage, gently during a long one. */
export const mailBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), MAX_BACKOFF_MS);

const mailPayloadSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
});

/** Fields picked one by one, so nothing else a caller put on the message reaches the table. */
export async function enqueueMail(db: Db, msg: MailMessage): Promise<number> {
  const { to, subject, text, html, replyTo } = msg;
  return enqueueJob(
    db,
    MAIL_JOB,
    { to, subject, text, html, ...(replyTo ? { replyTo } : {}) },
    { maxAttempts: MAIL_MAX_ATTEMPTS },
  );
}

/**
 * What stays of a finished mail job: to and subject, for an operator looking at a failure. The body
 * goes, because it may hold a live token (reset, verification) that the database otherwise keeps only hashed.
 */
export function forgetMailBody(payload: unknown): unknown {
  const parsed = mailPayloadSchema.pick({ to: true, subject: true }).safeParse(payload);
  return parsed.success ? parsed.data : {};
}

/**
 * The handler that delivers queued mail on whichever copy claims the job: through SMTP_URL, or into
 * that copy's DATA_DIR/outbox. A failure throws, so the queue retries it with backoff.
 */
export function createMailJob(options: DeliveryOptions): { handler: JobHandler; close(): void } {
  const delivery = createDelivery({ ...options, logger: options.logger.child({ component: "mail" }) });
  const handler: JobHandler = async (payload: unknown) => {
    const msg = mailPayloadSchema.parse(payload);
    await delivery.prepare(msg)();
  };
  return { handler, close: () => delivery.close() };
}
