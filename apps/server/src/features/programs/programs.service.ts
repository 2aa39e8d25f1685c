import type { createProgramSchema, updateProgramSchema } from "@topset/shared";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { readAll } from "../../db/read-all.js";
import type { ProgramWeekDoc } from "../../db/schema/index.js";
import { conflict, notFound } from "../../lib/http-errors.js";
import { startRoutine } from "../routines/routines.service.js";
import { findOwnBlock } from "../training/session-writes.queries.js";
import { toProgram } from "./program-slots.js";
import {
  deleteProgramRow,
  findProgram,
  findRoutineNames,
  findUsernames,
  insertProgram,
  listProgramSessions,
  listPrograms,
  lockProgram,
  updateProgramRow,
  type ProgramRow,
} from "./programs.queries.js";

type CreateProgram = z.output<typeof createProgramSchema>;
type UpdateProgram = z.output<typeof updateProgramSchema>;
type Owner = { userId: number };

export const PROGRAM_FINISHED = "Every workout of this program is done.";

/** Every routine the caller's own and the block too (404 otherwise, as everywhere). */
async function checkOwnership(
  db: Db,
  userId: number,
  input: { weeks?: ProgramWeekDoc[]; block_id?: number | null },
) {
  if (input.block_id && !(await findOwnBlock(db, { id: input.block_id, userId }))) throw notFound("Block");
  if (!input.weeks) return;
  const ids = [...new Set(input.weeks.flatMap((w) => w.days))];
  const names = await findRoutineNames(db, { ids, userId });
  if (ids.some((id) => !names.has(id))) throw notFound("Routine");
}

/** The answer of the program screens, in four queries at most however many programs. */
async function withSlots(db: Db, userId: number, rows: ProgramRow[]) {
  const ids = [...new Set(rows.flatMap((r) => r.weeks.flatMap((w) => w.days)))];
  const coachIds = [...new Set(rows.flatMap((r) => (r.coachId === null ? [] : [r.coachId])))];
  // Starting a program reads these inside its transaction: readAll then runs them one after another.
  const [names, programSessions, coaches] = await readAll(db, [
    () => findRoutineNames(db, { ids, userId }),
    () => listProgramSessions(db, { programIds: rows.map((r) => r.id), userId }),
    () => findUsernames(db, coachIds),
  ]);
  return rows.map((row) => toProgram(row, names, programSessions, coaches));
}

/** The caller's programs; with `blockId` (their own block, else 404), those attached to it. */
export async function listOwnPrograms(db: Db, { userId }: Owner, blockId?: number) {
  if (blockId !== undefined && !(await findOwnBlock(db, { id: blockId, userId }))) throw notFound("Block");
  return withSlots(db, userId, await listPrograms(db, { userId, blockId }));
}

export async function findOwnProgram(db: Db, { userId }: Owner, id: number) {
  const row = await findProgram(db, { id, userId });
  if (!row) throw notFound("Program");
  const [program] = await withSlots(db, userId, [row]);
  return program!;
}

export async function createProgram(db: Db, { userId }: Owner, input: CreateProgram) {
  const row = await db.transaction(async (tx) => {
    await checkOwnership(tx, userId, input);
    return insertProgram(tx, {
      userId,
      name: input.name,
      notes: input.notes || null,
      blockId: input.block_id ?? null,
      weeks: input.weeks,
    });
  });
  const [program] = await withSlots(db, userId, [row]);
  return program!;
}

/**
 * Replace what is given. Sessions keep the week and day they filled: after an edit of `weeks` they fill
 * whatever workout now stands there, and those past the new end are left out of the answer.
 */
export async function changeProgram(db: Db, { userId }: Owner, id: number, input: UpdateProgram) {
  await db.transaction(async (tx) => {
    if (!(await lockProgram(tx, { id, userId }))) throw notFound("Program");
    await checkOwnership(tx, userId, input);
    await updateProgramRow(
      tx,
      { id, userId },
      {
        name: input.name,
        notes: input.notes === undefined ? undefined : input.notes || null,
        blockId: input.block_id === undefined ? undefined : input.block_id,
        weeks: input.weeks,
      },
    );
  });
  return findOwnProgram(db, { userId }, id);
}

export async function removeProgram(db: Db, { userId }: Owner, id: number) {
  const row = await deleteProgramRow(db, { id, userId });
  if (!row) throw notFound("Program");
  return row;
}

/**
 * Start the program's next workout, in one transaction with the program locked: the routine's own
 * start (its progression, loads and planned sets) makes the session, which records the program, the
 * week and the day, and goes in the program's block. 409 when every workout is done, or when the next
 * one already has a session in progress (complete or delete it first). The program's training maxes
 * (a coach's, decision 045) stand in for the current e1RM of their exercises. Answers the session's id.
 */
export function startProgram(db: Db, { userId }: Owner, id: number) {
  return db.transaction(async (tx) => {
    const row = await lockProgram(tx, { id, userId });
    if (!row) throw notFound("Program");
    const [program] = await withSlots(tx, userId, [row]);
    const next = program!.next;
    if (!next) throw conflict(PROGRAM_FINISHED);
    if (next.session_id !== null) {
      throw conflict(
        `Week ${next.week} day ${next.day} is already started: complete or delete that session first.`,
      );
    }
    return startRoutine(tx, { userId }, next.routine_id, {
      blockId: row.blockId,
      programId: row.id,
      programWeek: next.week,
      programDay: next.day,
      trainingMaxes: row.trainingMaxes,
    });
  });
}
