import {
  type ApiErrorItem,
  type createSessionSchema,
  dateTimeToInstant,
  epochMinute,
  type updateSessionSchema,
} from "@topset/shared";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { badRequest, conflict, notFound, VALIDATION_MESSAGE } from "../../lib/http-errors.js";
import { enqueuePersonalChartRefit } from "../../lib/personal-chart-refit.js";
import { SESSION_COMPLETED } from "./session-lock.queries.js";
import {
  findOwnBlock,
  insertSession,
  lockSessionForUpdate,
  updateSessionRow,
  upsertSessionVariables,
} from "./session-writes.queries.js";
import { findAccountSettings } from "../users/users.queries.js";
import { findSessionSummary, type SessionSummaryRow } from "./sessions.queries.js";
import { queueSessionCompleted } from "../webhooks/webhook-events.queries.js";

type CreateSession = z.output<typeof createSessionSchema>;
type UpdateSession = z.output<typeof updateSessionSchema>;
type Owner = { userId: number };

async function ownBlockName(tx: Db, blockId: number, userId: number) {
  const block = await findOwnBlock(tx, { id: blockId, userId });
  if (!block) throw notFound("Block");
  return block.name;
}

/** Start a session (now, unless a start is given) and copy its variables into the trackers. */
export async function createSession(db: Db, { userId }: Owner, input: CreateSession) {
  return db.transaction(async (tx): Promise<SessionSummaryRow> => {
    const blockName = input.block_id ? await ownBlockName(tx, input.block_id, userId) : null;
    const account = await findAccountSettings(tx, userId);
    const row = await insertSession(tx, {
      userId,
      name: input.name,
      blockId: input.block_id ?? null,
      ...(input.start_date ? { startDate: dateTimeToInstant(input.start_date, account.timezone) } : {}),
      notes: input.notes || null,
      bodyWeight: input.body_weight ?? null,
      // A weight keeps the unit it was entered in; a client that names none means the account's unit.
      bodyWeightUnit: input.body_weight != null ? (input.body_weight_unit ?? account.weightUnit) : null,
      hoursOfSleep: input.hours_of_sleep ?? null,
      caloriesPriorSession: input.calories_prior_session ?? null,
      caffeineIntake: input.caffeine_intake ?? null,
    });
    await upsertSessionVariables(tx, row);
    return { ...row, blockName, json: [] };
  });
}

const VARIABLE_FIELDS = [
  "body_weight",
  "hours_of_sleep",
  "calories_prior_session",
  "caffeine_intake",
] as const;

/**
 * Completing needs both an end time and a session RPE. The end cannot precede the start, compared to
 * the minute: an end time picked to the minute may fall in the start's own minute.
 */
function completionErrors(input: UpdateSession, startDate: Date, endDate: Date | undefined): ApiErrorItem[] {
  const errors: ApiErrorItem[] = [];
  if (input.end_date && input.session_rpe == null) {
    errors.push({ path: "session_rpe", msg: "Session RPE is required to complete a session" });
  }
  if (input.session_rpe != null && !input.end_date) {
    errors.push({ path: "end_date", msg: "End time is required to complete a session" });
  }
  if (endDate && epochMinute(endDate) < epochMinute(startDate)) {
    errors.push({ path: "end_date", msg: "End time must be after the start time" });
  }
  return errors;
}

/**
 * Rename or complete. Every given field is kept (notes included); null or absent ones are left alone.
 * A completed session is read-only: any further PATCH answers 409.
 */
export async function updateSession(db: Db, { userId }: Owner, id: number, input: UpdateSession) {
  return db.transaction(async (tx) => {
    const current = await lockSessionForUpdate(tx, { id, userId });
    if (!current) throw notFound("Session");
    if (current.endDate) throw conflict(SESSION_COMPLETED);
    const account = await findAccountSettings(tx, userId);
    const startDate = input.start_date
      ? dateTimeToInstant(input.start_date, account.timezone)
      : current.startDate;
    const givenEnd = input.end_date ? dateTimeToInstant(input.end_date, account.timezone) : undefined;
    const errors = completionErrors(input, startDate, givenEnd);
    if (errors.length) throw badRequest(VALIDATION_MESSAGE, errors);
    // An end in the start's own minute but before its seconds is stored as the start (zero length):
    // a session never ends before it began.
    const endDate = givenEnd && givenEnd < startDate ? startDate : givenEnd;
    if (input.block_id) await ownBlockName(tx, input.block_id, userId);

    // A weight sent without a unit is in the account's unit, as on the add form.
    const bodyWeightUnit =
      input.body_weight != null ? (input.body_weight_unit ?? account.weightUnit) : undefined;
    const row = await updateSessionRow(
      tx,
      { id, userId },
      {
        name: input.name ?? undefined,
        blockId: input.block_id ?? undefined,
        startDate,
        endDate,
        sessionRpe: input.session_rpe ?? undefined,
        notes: input.notes == null ? undefined : input.notes || null,
        bodyWeight: input.body_weight ?? undefined,
        bodyWeightUnit,
        hoursOfSleep: input.hours_of_sleep ?? undefined,
        caloriesPriorSession: input.calories_prior_session ?? undefined,
        caffeineIntake: input.caffeine_intake ?? undefined,
      },
    );
    if (!row) throw notFound("Session");
    if (input.end_date || VARIABLE_FIELDS.some((f) => input[f] != null))
      await upsertSessionVariables(tx, row);
    // A completed session is new evidence for a member on their own RPE chart: refit it in the
    // background, queued in this transaction so it runs only if the completion holds.
    if (endDate && account.e1rmMethod === "personal") await enqueuePersonalChartRefit(tx, userId);
    if (endDate) await queueSessionCompleted(tx, { userId, sessionId: id }); // webhooks, in this transaction
    const summary = await findSessionSummary(tx, { id, userId });
    if (!summary) throw notFound("Session");
    return summary;
  });
}
