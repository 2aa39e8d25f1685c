import type { Logger } from "pino";
import type { Db } from "../db/client.js";
import { forgetMailBody, mailBackoffMs, MAIL_JOB } from "../mail/mail-job.js";
import type { JobHandler } from "./queue.js";
import { createJobRunner, type JobRunner } from "./runner.js";

export type JobLanes = {
  /** Delivers queued mail only: never waits behind an import, an export or a thumbnail. */
  mail: JobRunner;
  /** Every other job type, one at a time. */
  general: JobRunner;
  start(): void;
  /** Stops both lanes, each after its running job. */
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
 * Two runners on the one queue table, each claiming only its own types. A runner runs one job at a
 * time, so a long job (an import of years of training, a data export) would hold every mail queued
 * behind it for minutes; the mail lane keeps sign-up and reset mail within seconds meanwhile.
 */
export function createJobLanes(opts: JobLanesOptions): JobLanes {
  const { db, logger, pollMs } = opts;
  const { [MAIL_JOB]: _ignored, ...general } = opts.handlers;
  const mail = createJobRunner({
    db,
    logger: logger.child({ lane: "mail" }),
    handlers: { [MAIL_JOB]: opts.mailHandler },
    backoffMs: mailBackoffMs,
    finishedPayload: forgetMailBody,
    pollMs,
  });
  const rest = createJobRunner({ db, logger, handlers: general, pollMs });
  return {
    mail,
    general: rest,
    start() {
      mail.start();
      rest.start();
    },
    async stop() {
      await Promise.all([mail.stop(), rest.stop()]);
    },
  };
}
