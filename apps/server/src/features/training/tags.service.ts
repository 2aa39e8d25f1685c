import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../lib/db-errors.js";
import { conflict, notFound } from "../../lib/http-errors.js";
import { lockLogForWrite } from "./logs.queries.js";
import { deleteTagRow, insertTag, lockTagForWrite } from "./tags.queries.js";

type Owner = { userId: number };

/** Tag a log of the caller's in-progress session; a log carries each name once, ignoring case. */
export async function addTag(db: Db, { userId }: Owner, input: { logId: number; name: string }) {
  try {
    return await db.transaction(async (tx) => {
      await lockLogForWrite(tx, { id: input.logId, userId });
      return insertTag(tx, { userId, logId: input.logId, name: input.name });
    });
  } catch (err) {
    if (isUniqueViolation(err, "tags_log_name_unique")) {
      throw conflict(`The tag ${input.name} already exists on this log!`);
    }
    throw err;
  }
}

export function removeTag(db: Db, { userId }: Owner, id: number) {
  return db.transaction(async (tx) => {
    await lockTagForWrite(tx, { id, userId });
    const row = await deleteTagRow(tx, { id, userId });
    if (!row) throw notFound("Tag");
    return row;
  });
}
