import type { Db } from "../../db/client.js";
import { enqueueJob, type JobHandler } from "../../jobs/queue.js";
import type { FileStore } from "../../storage/index.js";
import { runImport } from "./import.service.js";
import { findImportById, updateImport } from "./imports.queries.js";
import { queueImportFinished } from "../webhooks/webhook-events.queries.js";

export const IMPORT_JOB = "training-import";
export const IMPORT_EXPIRE_JOB = "training-import-expire";
/** A dry run's file waits this long for its confirmation. */
export const DRY_RUN_KEPT_MS = 24 * 3_600_000;
export const UNEXPECTED = "The import stopped on an unexpected error and changed nothing. Please try again.";

type Payload = { importId: number };
type Deps = { db: Db; store: FileStore };

export const importKey = (uuid: string) => `imports/${uuid}.csv`;

/** The import's job (and, for a dry run, the expiry of its file); pass the request's transaction. */
export async function enqueueImportJobs(db: Db, row: { id: number; dryRun: boolean }) {
  await enqueueJob(db, IMPORT_JOB, { importId: row.id } satisfies Payload, { maxAttempts: 1 });
  if (row.dryRun) {
    const runAt = new Date(Date.now() + DRY_RUN_KEPT_MS);
    await enqueueJob(db, IMPORT_EXPIRE_JOB, { importId: row.id } satisfies Payload, { runAt });
  }
}

/**
 * Runs an import. Safe to run again (delivery is at least once): a finished import is left alone, and
 * a workout already imported is recognised by its start and name.
 */
export function createImportJob(deps: Deps): JobHandler {
  return async (payload: Payload, ctx) => {
    const row = await findImportById(deps.db, payload.importId);
    if (!row || row.status === "done" || row.status === "failed") return;
    try {
      await runImport(deps.db, deps.store, row);
    } catch (err) {
      ctx.logger.error({ err, importId: row.id }, "import failed unexpectedly");
      if (row.storageKey) await deps.store.delete(row.storageKey).catch(() => {});
      await updateImport(deps.db, row.id, {
        status: "failed",
        errors: [{ row: 0, msg: UNEXPECTED }],
        storageKey: null,
        finishedAt: new Date(),
      });
    }
    await queueImportFinished(deps.db, row.id); // webhooks, once the import's own writes are in
  };
}

/** 24 h after a dry run: its file goes unless it was confirmed meanwhile (confirming needs it). */
export function createImportExpireJob(deps: Deps): JobHandler {
  return async (payload: Payload) => {
    const row = await findImportById(deps.db, payload.importId);
    if (!row || !row.dryRun || !row.storageKey) return;
    await deps.store.delete(row.storageKey);
    await updateImport(deps.db, row.id, { storageKey: null });
  };
}
