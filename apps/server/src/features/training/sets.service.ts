import type { ApiErrorItem, setInputSchema, updateSetSchema } from "@topset/shared";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { badRequest, notFound, VALIDATION_MESSAGE } from "../../lib/http-errors.js";
import { lockLogForWrite } from "./logs.queries.js";
import { findAccountSettings } from "../users/users.queries.js";
import { deleteSetRow, insertSet, lockSetForWrite, updateSetRow } from "./sets.queries.js";
import { queueSetEvents } from "../webhooks/webhook-events.queries.js";

type SetInput = z.output<typeof setInputSchema>;
type SetPatch = z.output<typeof updateSetSchema>;
type Place = { logId: number; sessionId: number; exerciseId: number };
type GivenPlace = { log_id?: number; session_id?: number; exercise_id?: number };
type Owner = { userId: number };

/**
 * A set's session and exercise come from its log. Clients' bodies repeat them; ids that contradict
 * the log are refused (400) rather than ignored: they mean the client shows the set somewhere else.
 */
function assertSamePlace(given: GivenPlace, actual: Place) {
  const errors: ApiErrorItem[] = [];
  if (given.log_id != null && given.log_id !== actual.logId) {
    errors.push({ path: "log_id", msg: "A set cannot move to another log" });
  }
  if (given.session_id != null && given.session_id !== actual.sessionId) {
    errors.push({ path: "session_id", msg: "This log belongs to another session" });
  }
  if (given.exercise_id != null && given.exercise_id !== actual.exerciseId) {
    errors.push({ path: "exercise_id", msg: "This log is of another exercise" });
  }
  if (errors.length) throw badRequest(VALIDATION_MESSAGE, errors);
}

/** The unit of a weight: as sent, else the account's (a client may send weights without one). */
async function unitOf(tx: Db, userId: number, given: SetPatch["weight_unit"]) {
  return given ?? (await findAccountSettings(tx, userId)).weightUnit;
}

/** Add a set after the log's last one (the client's "duplicate last set" is this same call). */
export function addSet(db: Db, { userId }: Owner, input: SetInput) {
  return db.transaction(async (tx) => {
    const log = await lockLogForWrite(tx, { id: input.log_id, userId });
    const place = { logId: log.id, sessionId: log.sessionId, exerciseId: log.exerciseId };
    assertSamePlace(input, place);
    const row = await insertSet(tx, {
      ...place,
      userId,
      reps: input.reps,
      weight: input.weight,
      weightUnit: await unitOf(tx, userId, input.weight_unit),
      rpe: input.rpe ?? null,
      notes: input.notes || null,
      kind: input.kind ?? "normal",
    });
    await queueSetEvents(tx, row); // webhooks: set.created, pr.achieved (in this transaction)
    return row;
  });
}

/**
 * Modify a set: absent fields (the kind too) stay; a null RPE or note clears it (the modify form sends every field).
 * A weight without a unit is in the account's unit; a unit alone relabels the weight. `done: true` marks a
 * planned set done, with the actual reps, weight and RPE when given; only a planned set can be undone.
 */
export function changeSet(db: Db, { userId }: Owner, id: number, input: SetPatch) {
  return db.transaction(async (tx) => {
    const current = await lockSetForWrite(tx, { id, userId });
    assertSamePlace(input, current);
    if (input.done === false && !current.prescription) {
      throw badRequest(VALIDATION_MESSAGE, [
        { path: "done", msg: "Only a set planned by a routine can be undone" },
      ]);
    }
    const row = await updateSetRow(
      tx,
      { id, userId },
      {
        reps: input.reps,
        weight: input.weight,
        weightUnit:
          input.weight === undefined ? input.weight_unit : await unitOf(tx, userId, input.weight_unit),
        rpe: input.rpe,
        notes: input.notes === undefined ? undefined : input.notes || null,
        kind: input.kind,
        done: input.done,
      },
    );
    if (!row) throw notFound("Set");
    // A planned set marked done is logged now: the webhooks hear of it as of a set added.
    if (input.done && !current.done) await queueSetEvents(tx, row);
    return row;
  });
}

export function removeSet(db: Db, { userId }: Owner, id: number, given: GivenPlace) {
  return db.transaction(async (tx) => {
    assertSamePlace(given, await lockSetForWrite(tx, { id, userId }));
    const row = await deleteSetRow(tx, { id, userId });
    if (!row) throw notFound("Set");
    return row;
  });
}
