import { and, asc, count, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { Block } from "@topset/shared";
import type { Db } from "../../db/client.js";
import { blocks, exercises, sessions, sets, users } from "../../db/schema/index.js";

type Owned = { id: number; userId: number };

const blockColumns = {
  id: blocks.id,
  name: blocks.name,
  description: blocks.description,
  start_date: blocks.startDate,
  end_date: blocks.endDate,
  user_id: blocks.userId,
};

/** Newest first; served by blocks_user_start_idx. */
export function listBlocks(db: Db, userId: number): Promise<Block[]> {
  return db
    .select(blockColumns)
    .from(blocks)
    .where(eq(blocks.userId, userId))
    .orderBy(desc(blocks.startDate), desc(blocks.id));
}

export async function findBlock(db: Db, { id, userId }: Owned): Promise<Block | undefined> {
  const [row] = await db
    .select(blockColumns)
    .from(blocks)
    .where(and(eq(blocks.id, id), eq(blocks.userId, userId)))
    .limit(1);
  return row;
}

export async function insertBlock(db: Db, values: typeof blocks.$inferInsert): Promise<Block> {
  const [row] = await db.insert(blocks).values(values).returning(blockColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

// The block's working sets: those of the user's sessions assigned to it (sessions_block_idx, then
// sets_session_idx), warm-ups left out (they count in no e1RM and no working volume), and so are
// planned sets not done yet (they count nowhere).
const blockSets = ({ id, userId }: Owned) =>
  and(
    eq(sessions.blockId, id),
    eq(sessions.userId, userId),
    eq(sets.userId, userId),
    ne(sets.kind, "warmup"),
    eq(sets.done, true),
  );

export function listBlockSessions(db: Db, { id, userId }: Owned) {
  return db
    .select({
      id: sessions.id,
      name: sessions.name,
      start_date: sessions.startDate,
      end_date: sessions.endDate,
      session_rpe: sessions.sessionRpe,
    })
    .from(sessions)
    .where(and(eq(sessions.blockId, id), eq(sessions.userId, userId)))
    .orderBy(asc(sessions.startDate), asc(sessions.id));
}

/**
 * Sets of the block that can carry an e1RM, most recent first. The WHERE narrows to the band of
 * shouldShowE1rm (reps ≤ 3, RPE ≥ 7) so few rows travel; the caller takes setFigures' e1RM.
 */
export function listBlockE1rmCandidates(db: Db, owned: Owned) {
  return db
    .select({
      set_id: sets.id,
      session_id: sets.sessionId,
      exercise_id: sets.exerciseId,
      exercise_name: exercises.name,
      reps: sets.reps,
      weight: sets.weight,
      weight_unit: sets.weightUnit,
      rpe: sets.rpe,
      e1rm_method: users.e1rmMethod,
      personal_rpe_chart: users.personalRpeChart,
    })
    .from(sets)
    .innerJoin(sessions, eq(sessions.id, sets.sessionId))
    .innerJoin(exercises, eq(exercises.id, sets.exerciseId))
    .innerJoin(users, eq(users.id, sets.userId))
    .where(and(blockSets(owned), lte(sets.reps, 3), gte(sets.rpe, 7)))
    .orderBy(desc(sets.createdAt), desc(sets.id));
}

/**
 * Working volume (reps × weight) and working set count per ISO week (Monday start, by the session's start in UTC) and
 * per unit the weights were entered in; the caller converts to kg with the shared domain maths.
 */
export function listBlockWeeklyVolumeByUnit(db: Db, owned: Owned) {
  const week = sql<string>`to_char(date_trunc('week', ${sessions.startDate} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({
      week_start: week,
      weight_unit: sets.weightUnit,
      volume: sql<number>`sum(${sets.reps} * ${sets.weight})`.mapWith(Number),
      sets: count(),
    })
    .from(sets)
    .innerJoin(sessions, eq(sessions.id, sets.sessionId))
    .where(blockSets(owned))
    .groupBy(week, sets.weightUnit)
    .orderBy(week);
}
