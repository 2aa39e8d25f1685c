import {
  dateTimeToInstant,
  meetEquipments,
  meetEvents,
  meetSexes,
  type createMeetSchema,
  type Meet,
  type updateMeetSchema,
} from "@topset/shared";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import type { MeetAttemptDoc } from "../../db/schema/index.js";
import { badRequest, notFound, VALIDATION_MESSAGE } from "../../lib/http-errors.js";
import { findAccountSettings } from "../users/users.queries.js";
import { eventLifts, placementKey, scoreMeet, toMeet } from "./meet-points.js";
import {
  countPlacements,
  findMeet,
  findOpenPowerliftingResult,
  insertMeet,
  updateMeet,
  type MeetRow,
  type PlacementKey,
} from "./meets.queries.js";

type Owner = { userId: number };
type CreateMeet = z.output<typeof createMeetSchema>;
type UpdateMeet = z.output<typeof updateMeetSchema>;

/**
 * Meets as answered, each scored and placed. The placements of the whole list come from ONE query
 * (a lateral count per meet with a total), so a page of meets costs two statements, not one per meet.
 */
export async function presentMeets(db: Db, rows: MeetRow[]): Promise<Meet[]> {
  const scores = rows.map(scoreMeet);
  const keys = rows.map((row, i) => placementKey(row, scores[i]!.total_kg));
  const placed = keys.filter((k): k is PlacementKey => k !== null);
  const counts = await countPlacements(db, placed);
  let next = 0;
  return rows.map((row, i) => toMeet(row, scores[i]!, keys[i] ? (counts[next++] ?? null) : null));
}

export async function presentMeet(db: Db, row: MeetRow): Promise<Meet> {
  const [meet] = await presentMeets(db, [row]);
  return meet!;
}

/** "" and null both mean nothing; text is stored trimmed (the schema trims). */
const textOrNull = (value: string | null | undefined) => (value ? value : null);

/** The columns a body sets; a field left out of a PATCH is left out here too. */
function columnsOf(input: UpdateMeet, timezone: string | null) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.date !== undefined && { date: input.date }),
    ...(input.federation !== undefined && { federation: textOrNull(input.federation) }),
    ...(input.sex !== undefined && { sex: input.sex }),
    ...(input.equipment !== undefined && { equipment: input.equipment }),
    ...(input.event !== undefined && { event: input.event }),
    ...(input.weight_unit !== undefined && { weightUnit: input.weight_unit }),
    ...(input.bodyweight !== undefined && { bodyweight: input.bodyweight ?? null }),
    ...(input.weight_class !== undefined && { weightClass: textOrNull(input.weight_class) }),
    ...(input.attempts !== undefined && {
      attempts: input.attempts.map(({ lift, attempt, weight, made }) => ({ lift, attempt, weight, made })),
    }),
    ...(input.flight_start !== undefined && {
      flightStart: input.flight_start ? dateTimeToInstant(input.flight_start, timezone) : null,
    }),
    ...(input.notes !== undefined && { notes: textOrNull(input.notes) }),
  };
}

export async function createMeet(db: Db, { userId }: Owner, input: CreateMeet): Promise<Meet> {
  const account = await findAccountSettings(db, userId);
  const row = await insertMeet(db, {
    ...columnsOf(input, account.timezone),
    userId,
    name: input.name,
    date: input.date,
    sex: input.sex,
    equipment: input.equipment,
    event: input.event,
    weightUnit: input.weight_unit ?? account.weightUnit,
  });
  return presentMeet(db, row);
}

export async function changeMeet(db: Db, { userId }: Owner, id: number, input: UpdateMeet): Promise<Meet> {
  const account = await findAccountSettings(db, userId);
  const values = columnsOf(input, account.timezone);
  const row = Object.keys(values).length
    ? await updateMeet(db, { id, userId }, values)
    : await findMeet(db, { id, userId });
  if (!row) throw notFound("Meet");
  return presentMeet(db, row);
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);
const refuse = (msg: string) => badRequest(VALIDATION_MESSAGE, [{ msg, path: "result_id" }]);

/**
 * A meet from one OpenPowerlifting row: its date, federation, division facts and bodyweight (kg), and
 * each best of the event as a third attempt, made when positive, missed (at its size) when negative.
 */
export async function meetFromOpenPowerlifting(db: Db, { userId }: Owner, resultId: number): Promise<Meet> {
  const result = await findOpenPowerliftingResult(db, resultId);
  if (!result) throw notFound("OpenPowerlifting result");
  const { event, sex, equipment, date } = result;
  if (!oneOf(meetEvents, event)) throw refuse("Only full power (SBD) and bench-only (B) results make a meet");
  if (!oneOf(meetSexes, sex)) throw refuse("The result's sex is not M, F or Mx");
  if (!oneOf(meetEquipments, equipment ?? "Raw"))
    throw refuse("The result's equipment is not one a meet has");
  if (!date) throw refuse("The result has no date");
  const bests = { squat: result.best3SquatKg, bench: result.best3BenchKg, deadlift: result.best3DeadliftKg };
  const attempts: MeetAttemptDoc[] = eventLifts(event).flatMap((lift) => {
    const best = bests[lift];
    return best ? [{ lift, attempt: 3, weight: Math.abs(best), made: best > 0 }] : [];
  });
  const row = await insertMeet(db, {
    userId,
    name: (result.meetName || "OpenPowerlifting meet").slice(0, 150),
    date,
    federation: result.federation ? result.federation.slice(0, 50) : null,
    sex,
    equipment: (equipment ?? "Raw") as Meet["equipment"],
    event,
    weightUnit: "kg",
    bodyweight: result.bodyweightKg && result.bodyweightKg > 0 ? result.bodyweightKg : null,
    weightClass: result.weightClassKg ? result.weightClassKg.slice(0, 10) : null,
    attempts,
    openPowerliftingResultId: result.id,
  });
  return presentMeet(db, row);
}
