import type { Logger } from "pino";
import type { Db } from "../db/client.js";
import { forgetMailBody, mailBackoffMs, MAIL_JOB } from "../mail/mail-job.js";
import { WEBHOOK_JOB } from "../features/webhooks/webhook-events.queries.js";
import type { JobHandler } from "./queue.js";
import { createJobRunner, type JobRunner } from "./runner.js";

export type JobLanes = {
  /** Delivers queued mail only: never waits behind an import, an export or a thumbnail. */
  mail: JobRunner;
  /** Webhook deliveries: a slow receiver (up to 10 s an attempt) never holds an import, nor an import them. */
  webhooks: JobRunner;
  /** Every other job type, one at a time. */
  general: JobRunner;
  start(): void;
  /** Stops every lane, each after its running job. */
  stop(): Promise<void>;
};

export type JobLanesOptions = {
  db: Db;
  logger: Logger;
  /** Every handler but mail's (src/jobs/handlers.ts). */
  handlers: Record<string, JobHandler>;
  /** Delivers one queued message (src/mail/mail-job.ts). */
  mailHandler: JobHandler;
  pollMs?: number;
};

/**
 * Three runners on the one queue table, each claiming only its own types. A runner runs one job at a
 * time, so a long job (an import of years of training, a data export) would hold every mail queued
 * behind it for minutes; the mail lane keeps sign-up and reset mail within seconds meanwhile. Webhook
 * deliveries wait on other people's servers, so they get a lane of their own too.
 */
export function createJobLanes(opts: JobLanesOptions): JobLanes {
  const { db, logger, pollMs } = opts;
  const { [MAIL_JOB]: _ignored, [WEBHOOK_JOB]: webhookHandler, ...general } = opts.handlers;
  const mail = createJobRunner({
    db,
    logger: logger.child({ lane: "mail" }),
    handlers: { [MAIL_JOB]: opts.mailHandler },
    backoffMs: mailBackoffMs,
    finishedPayload: forgetMailBody,
    pollMs,
  });
  const webhooks = createJobRunner({
    db,
    logger: logger.child({ lane: "webhooks" }),
    handlers: webhookHandler ? { [WEBHOOK_JOB]: webhookHandler } : {},
    pollMs,
  });
  const rest = createJobRunner({ db, logger, handlers: general, pollMs });
  return {
    mail,
    webhooks,
    general: rest,
    start() {
      mail.start();
      webhooks.start();
      rest.start();
    },
    async stop() {
      await Promise.all([mail.stop(), webhooks.stop(), rest.stop()]);
    },
  };
}
