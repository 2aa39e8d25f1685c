import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-errors.js";
import { deleteStoredFiles, type FileStore } from "../../storage/index.js";
import { findVideoKeys } from "../../storage/stored-files.queries.js";
import { deleteTrainingRows, storedExportAndImportKeys } from "./account-deletion.queries.js";
import { deleteUserRow, lockUser } from "./users.queries.js";

type Logger = { error(obj: object, msg: string): void };

/**
 * The owner's permanent deletion: the user row goes and every table that references users cascades
 * (users.test.ts checks that all of them do). The files are collected inside the transaction and
 * removed after it commits, so a failed delete never loses files of an account that still exists.
 */
export async function deleteAccountPermanently(
  db: Db,
  store: FileStore,
  userId: number,
  logger?: Logger,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw notFound("User");
    const files = [
      ...(await findVideoKeys(tx, { userId })),
      ...(await storedExportAndImportKeys(tx, userId)),
    ];
    if (user.profilePictureKey) files.push(user.profilePictureKey);
    await deleteUserRow(tx, userId);
    return files;
  });
  await deleteStoredFiles(store, keys, logger);
}

/**
 * "Delete all data": sessions (and with them logs, sets, tags, comments and video rows), tracker
 * entries, blocks and the answers kept for Idempotency-Keys, in one transaction; the account, its
 * exercises and its settings stay.
 */
export async function deleteTrainingData(
  db: Db,
  store: FileStore,
  userId: number,
  logger?: Logger,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw notFound("User");
    const files = await findVideoKeys(tx, { userId });
    await deleteTrainingRows(tx, userId);
    return files;
  });
  await deleteStoredFiles(store, keys, logger);
}
