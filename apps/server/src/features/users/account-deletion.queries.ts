import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  blocks,
  idempotencyKeys,
  imports,
  sessions,
  userExports,
  variables,
  videos,
} from "../../db/schema/index.js";

// The statements of account deletion (./account-deletion.ts). The imports' and exports' files are read
// here, not through the imports feature, which itself reads users: a feature depends one way only.

/** The stored files of a member's data exports and imports. */
export async function storedExportAndImportKeys(db: Db, userId: number): Promise<string[]> {
  // One after the other: inside a transaction they share one connection anyway.
  const exported = await db
    .select({ key: userExports.storageKey })
    .from(userExports)
    .where(and(eq(userExports.userId, userId), isNotNull(userExports.storageKey)));
  const imported = await db
    .select({ key: imports.storageKey })
    .from(imports)
    .where(and(eq(imports.userId, userId), isNotNull(imports.storageKey)));
  return [...exported, ...imported].map((row) => row.key!);
}

/** "Delete all data": sessions (logs, sets, tags, comments and videos go with them), trackers, blocks. */
export async function deleteTrainingRows(db: Db, userId: number): Promise<void> {
  // Videos first: their rows also cascade from sessions, but this keeps the intent explicit.
  await db.delete(videos).where(eq(videos.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(variables).where(eq(variables.userId, userId));
  await db.delete(blocks).where(eq(blocks.userId, userId));
  // Stored answers of recent writes hold copies of that data (sessions, notes, comments).
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}
