import fs from "node:fs";
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.js";
import { conflict, HttpError } from "../../lib/http-errors.js";
import type { FileStore } from "../../storage/index.js";
import { findUserById } from "../users/users.queries.js";
import { enqueueImportJobs, importKey } from "./import.job.js";
import { confirmDryRun, insertImport } from "./imports.queries.js";
import type { ReceivedImport } from "./receive-import.js";
import { SNIFF_BYTES, sniffFile } from "./sniff.js";

// What POST /imports and POST /imports/:id/confirm do once the upload is on disk: the routes only
// receive the file and answer.

export const NOT_CONFIRMABLE = "Only a finished dry run can be confirmed, and only once.";

async function headOf(path: string): Promise<Buffer> {
  const handle = await fs.promises.open(path, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks the file's layout, stores it, and records the import with its job in one transaction; a
 * failed transaction removes the stored file again. Resolves with the new import's id.
 */
export async function queueUploadedImport(
  deps: { db: Db; store: FileStore },
  userId: number,
  upload: ReceivedImport,
): Promise<number> {
  const { db, store } = deps;
  const sniffed = sniffFile(await headOf(upload.tmpPath), upload.fields.source);
  if (!sniffed.ok) throw new HttpError(sniffed.status, sniffed.message);
  const user = await findUserById(db, userId);
  const storageKey = importKey(randomUUID());
  await store.put(storageKey, fs.createReadStream(upload.tmpPath));
  const row = await db
    .transaction(async (tx) => {
      const inserted = await insertImport(tx, {
        userId,
        source: sniffed.layout.source,
        dryRun: upload.fields.dry_run ?? false,
        fileName: upload.fileName,
        storageKey,
        weightUnit: upload.fields.weight_unit ?? user?.weightUnit ?? "kg",
        timezone: upload.fields.timezone ?? "UTC",
      });
      await enqueueImportJobs(tx, inserted);
      return inserted;
    })
    .catch(async (err: unknown) => {
      await store.delete(storageKey);
      throw err;
    });
  return row.id;
}

/** A finished dry run queued again as the real import (409 for anything else, or a second time). */
export async function confirmImport(db: Db, where: { id: number; userId: number }): Promise<void> {
  const confirmed = await db.transaction(async (tx) => {
    if (!(await confirmDryRun(tx, where))) return false;
    await enqueueImportJobs(tx, { id: where.id, dryRun: false });
    return true;
  });
  if (!confirmed) throw conflict(NOT_CONFIRMABLE);
}
