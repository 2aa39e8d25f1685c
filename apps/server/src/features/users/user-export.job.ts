import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { enqueueJob, type JobHandler } from "../../jobs/queue.js";
import type { Mailer } from "../../mail/mailer.js";
import { userExportReadyMail } from "../../mail/templates.js";
import type { FileStore } from "../../storage/index.js";
import { buildUserExport } from "./user-export-builder.js";
import { deleteExport, findExport, markExportReady } from "./user-exports.queries.js";
import { findUserById } from "./users.queries.js";

export const USER_EXPORT_JOB = "user-data-export";
export const USER_EXPORT_EXPIRE_JOB = "user-data-export-expire";

type Payload = { exportId: number };
type Deps = { db: Db; store: FileStore; mailer: Mailer; config: Pick<Config, "appUrl"> };

export const exportKey = (publicId: string) => `exports/${publicId}.zip`;
export const exportLink = (appUrl: string, userId: number, publicId: string) =>
  `${appUrl.replace(/\/+$/, "")}/api/v1/users/${userId}/exports/${publicId}`;

/** Both jobs of an export, queued with the request (pass its transaction as `db`). */
export async function enqueueExportJobs(db: Db, row: { id: number; expiresAt: Date }) {
  await enqueueJob(db, USER_EXPORT_JOB, { exportId: row.id } satisfies Payload);
  await enqueueJob(db, USER_EXPORT_EXPIRE_JOB, { exportId: row.id } satisfies Payload, {
    runAt: row.expiresAt,
  });
}

/**
 * Builds the ZIP, then mails the link. Idempotent: a re-run rebuilds the same key, and only the run
 * that moves the row from pending to ready sends the mail. An account deleted meanwhile leaves nothing.
 */
export function createUserExportJob(deps: Deps): JobHandler {
  return async (payload: Payload, ctx) => {
    const row = await findExport(deps.db, payload.exportId);
    if (!row || row.status !== "pending") return;
    const user = await findUserById(deps.db, row.userId);
    if (!user) return;
    const key = exportKey(row.publicId);
    const { size } = await buildUserExport(deps.db, deps.store, user, key);
    if (!(await markExportReady(deps.db, row.id, { storageKey: key, sizeBytes: size }))) {
      await deps.store.delete(key);
      return;
    }
    const link = exportLink(deps.config.appUrl, user.id, row.publicId);
    deps.mailer.send({
      to: user.email,
      ...userExportReadyMail({ username: user.username, link, expiresAt: row.expiresAt }),
    });
    ctx.logger.info({ userId: user.id, exportId: row.id, size }, "user data export ready");
  };
}

/** At expiry the file and the row go (the link answers 404 from then on). */
export function createUserExportExpireJob(deps: Pick<Deps, "db" | "store">): JobHandler {
  return async (payload: Payload) => {
    const row = await findExport(deps.db, payload.exportId);
    if (!row) return;
    await deps.store.delete(exportKey(row.publicId));
    await deleteExport(deps.db, row.id);
  };
}
