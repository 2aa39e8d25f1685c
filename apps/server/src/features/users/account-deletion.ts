import { eq, isNotNull, and } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { blocks, idempotencyKeys, sessions, userExports, variables, videos } from "../../db/schema/index.js";
import { notFound } from "../../lib/http-errors.js";
import { deleteStoredFiles, type FileStore } from "../../storage/index.js";
import { findImportKeys } from "../imports/imports.queries.js";
import { findVideoKeys } from "../videos/videos.queries.js";
import { deleteUserRow, lockUser } from "./users.queries.js";

type Logger = { error(obj: object, msg: string): void };

async function exportKeysOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ key: userExports.storageKey })
    .from(userExports)
    .where(and(eq(userExports.userId, userId), isNotNull(userExports.storageKey)));
  return rows.map((r) => r.key!);
}

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
      ...(await exportKeysOf(tx, userId)),
      ...(await findImportKeys(tx, userId)),
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
    // Videos first: their rows also cascade from sessions, but this keeps the intent explicit.
    await tx.delete(videos).where(eq(videos.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(variables).where(eq(variables.userId, userId));
    await tx.delete(blocks).where(eq(blocks.userId, userId));
    // Stored answers of recent writes hold copies of that data (sessions, notes, comments).
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
    return files;
  });
  await deleteStoredFiles(store, keys, logger);
}
