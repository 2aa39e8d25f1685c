import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { createThumbnailJob } from "../features/videos/video-thumbnail.job.js";
import { THUMBNAIL_JOB } from "../features/videos/videos.service.js";
import {
  createUserExportExpireJob,
  createUserExportJob,
  USER_EXPORT_EXPIRE_JOB,
  USER_EXPORT_JOB,
} from "../features/users/user-export.job.js";
import {
  createImportExpireJob,
  createImportJob,
  IMPORT_EXPIRE_JOB,
  IMPORT_JOB,
} from "../features/imports/import.job.js";
import { createPersonalChartJob } from "../features/insights/personal-chart.job.js";
import { PERSONAL_CHART_JOB } from "../lib/personal-chart-refit.js";
import { createWebhookDeliveryJob } from "../features/webhooks/webhook-delivery.job.js";
import { WEBHOOK_JOB } from "../features/webhooks/webhook-events.queries.js";
import type { Mailer } from "../mail/mailer.js";
import { fileStoreFor } from "../storage/index.js";
import type { JobHandler } from "./queue.js";

/** Every background job type and its handler; features add theirs here (thumbnails, data exports, ...). */
export const jobHandlers: Record<string, JobHandler> = {};

/** The handlers that need the app's dependencies (database, file store), built once at start. */
export function createJobHandlers(deps: {
  db: Db;
  config: Pick<Config, "dataDir" | "appUrl" | "secretKey" | "webhookAllowPrivate">;
  /** Jobs that send mail (data exports) run only where a mailer is given. */
  mailer?: Mailer;
  /** After an import's bulk writes (the tables past autovacuum's thresholds are vacuumed and analyzed then). */
  afterImport?: () => Promise<void>;
}): Record<string, JobHandler> {
  const store = fileStoreFor(deps.config);
  const { db, mailer, afterImport } = deps;
  const importJob = createImportJob({ db, store });
  return {
    ...jobHandlers,
    [THUMBNAIL_JOB]: createThumbnailJob({ db, store }),
    [USER_EXPORT_EXPIRE_JOB]: createUserExportExpireJob({ db, store }),
    [IMPORT_JOB]: afterImport
      ? async (payload, ctx) => {
          await importJob(payload, ctx);
          await afterImport();
        }
      : importJob,
    [IMPORT_EXPIRE_JOB]: createImportExpireJob({ db, store }),
    [PERSONAL_CHART_JOB]: createPersonalChartJob({ db }),
    [WEBHOOK_JOB]: createWebhookDeliveryJob({ db, config: deps.config }),
    ...(mailer && { [USER_EXPORT_JOB]: createUserExportJob({ db, store, mailer, config: deps.config }) }),
  };
}
