import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../lib/db-errors.js";
import { conflict, notFound } from "../../lib/http-errors.js";
import { lockOpenSession } from "./session-lock.queries.js";
import type { LogRow } from "./log-children.queries.js";
import {
  deleteLogRow,
  findOwnExercises,
  insertLogs,
  lockLogForWrite,
  nextLogPosition,
  updateLogRow,
} from "./logs.queries.js";

export const DUPLICATE_EXERCISE = "Exercise already exist within current session!";

type NewLog = { exerciseId: number; collapsed?: boolean; private?: boolean; setsNotesVisibility?: boolean };
type Owner = { userId: number };

/**
 * Add exercises to the caller's in-progress session, all or none: each must be the caller's own
 * exercise (404), and none may already be in the session (409). The name is copied from the exercise
 * so history keeps the name it was logged under; positions continue after the last log.
 */
export async function addLogs(db: Db, { userId }: Owner, sessionId: number, items: NewLog[]) {
  try {
    return await db.transaction(async (tx): Promise<LogRow[]> => {
      await lockOpenSession(tx, { sessionId, userId });
      const ids = items.map((item) => item.exerciseId);
      const own = new Map((await findOwnExercises(tx, { ids, userId })).map((e) => [e.id, e.name]));
      if (ids.some((id) => !own.has(id))) throw notFound("Exercise");
      if (new Set(ids).size !== ids.length) throw conflict(DUPLICATE_EXERCISE);
      const first = await nextLogPosition(tx, sessionId);
      return insertLogs(
        tx,
        items.map((item, i) => ({
          userId,
          sessionId,
          exerciseId: item.exerciseId,
          name: own.get(item.exerciseId) ?? "",
          collapsed: item.collapsed,
          private: item.private,
          setsNotesVisibility: item.setsNotesVisibility,
          position: first + i,
        })),
      );
    });
  } catch (err) {
    // Already in the session: the unique index decides, so two racing adds cannot both win.
    if (isUniqueViolation(err, "logs_session_exercise_unique")) throw conflict(DUPLICATE_EXERCISE);
    throw err;
  }
}

export async function removeLog(db: Db, { userId }: Owner, id: number) {
  return db.transaction(async (tx) => {
    await lockLogForWrite(tx, { id, userId });
    const row = await deleteLogRow(tx, { id, userId });
    if (!row) throw notFound("Log");
    return row;
  });
}

/** The note of a log named by all three ids of the call (a mismatch is a 404). */
export async function writeLogNote(
  db: Db,
  where: Owner & { id: number; sessionId: number; exerciseId: number },
  notes: string,
) {
  return db.transaction(async (tx) => {
    await lockLogForWrite(tx, where);
    const row = await updateLogRow(tx, where, { notes: notes || null });
    if (!row) throw notFound("Log");
    return row;
  });
}
