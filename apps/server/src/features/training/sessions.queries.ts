import type { Session } from "@topset/shared";
import { and, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedPerDb } from "../../db/prepared.js";
import { totalOf } from "../../lib/pagination.js";
import { blocks, logs, sessions } from "../../db/schema/index.js";

export type SessionRow = typeof sessions.$inferSelect;
export type SessionExercise = { id: number; name: string };

/** The columns a session's wire form shows (toSession): a list reads no others. */
const summaryColumns = {
  id: sessions.id,
  userId: sessions.userId,
  name: sessions.name,
  startDate: sessions.startDate,
  endDate: sessions.endDate,
  blockId: sessions.blockId,
  routineId: sessions.routineId,
  sessionRpe: sessions.sessionRpe,
  notes: sessions.notes,
  bodyWeight: sessions.bodyWeight,
  bodyWeightUnit: sessions.bodyWeightUnit,
  hoursOfSleep: sessions.hoursOfSleep,
  caloriesPriorSession: sessions.caloriesPriorSession,
  caffeineIntake: sessions.caffeineIntake,
  createdAt: sessions.createdAt,
} satisfies Partial<Record<keyof SessionRow, unknown>>;

export type SessionSummaryRow = Pick<SessionRow, keyof typeof summaryColumns> & {
  blockName: string | null;
  json: SessionExercise[];
};

/** The session's exercises in log order, computed inside the same statement (no query per session). */
const exercisesJson = sql<SessionExercise[]>`coalesce((
  select json_agg(json_build_object('id', ${logs.exerciseId}, 'name', ${logs.name})
    order by ${logs.position}, ${logs.id})
  from ${logs} where ${logs.sessionId} = ${sessions.id}
), '[]'::json)`;

function selectSummaries(db: Db, where: SQL | undefined) {
  return db
    .select({ ...summaryColumns, blockName: blocks.name, json: exercisesJson })
    .from(sessions)
    .leftJoin(blocks, eq(blocks.id, sessions.blockId))
    .where(where);
}

/**
 * One page of the caller's sessions, newest first. The page's ids come first from an index-only scan
 * of sessions_user_start_idx; only those rows are then read and get their exercises, so a late page
 * does not build the exercise list of every session it skips (the offset cost stays an index walk).
 */
type Value = number | Placeholder;

export function listSessionSummaries<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  p: { userId: Value; limit: Value; offset: Value },
  extra?: Extra,
) {
  const newestFirst = [desc(sessions.startDate), desc(sessions.id)];
  const pageIds = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, p.userId))
    .orderBy(...newestFirst)
    .limit(p.limit)
    .offset(p.offset);
  // Looked up by primary key: joined back, the page was planned as a scan of every session.
  return db
    .select({
      ...summaryColumns,
      blockName: blocks.name,
      json: exercisesJson,
      ...(extra as Extra),
    })
    .from(sessions)
    .leftJoin(blocks, eq(blocks.id, sessions.blockId))
    .where(sql`${sessions.id} = any(array(${pageIds}))`)
    .orderBy(...newestFirst);
}

/**
 * The list screen as one prepared statement (db/prepared.ts): the page with the caller's session
 * count in every row; the count alone only for an empty page past the first (lib/pagination.ts).
 */
const listStatements = preparedPerDb((db) => {
  const userId = sql.placeholder("userId");
  return {
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .prepare("session_list_count"),
    page: listSessionSummaries(
      db,
      { userId, limit: sql.placeholder("limit"), offset: sql.placeholder("offset") },
      { total: sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${userId})` },
    ).prepare("session_list_page"),
  };
});

/** The caller's session count and one page of their sessions, newest first. */
export async function loadSessionList(db: Db, p: { userId: number; limit: number; offset: number }) {
  const statements = listStatements(db);
  const rows = await statements.page.execute(p);
  const total = await totalOf(
    rows[0]?.total,
    p.offset,
    async () => (await statements.count.execute(p))[0]?.total ?? 0,
  );
  return { total, rows };
}

export async function findSessionSummary(
  db: Db,
  where: { id: number; userId: number },
): Promise<SessionSummaryRow | undefined> {
  const [row] = await selectSummaries(db, and(eq(sessions.id, where.id), eq(sessions.userId, where.userId)));
  return row;
}

/** The wire shape of a session (list cards, create and update answers): picked field by field. */
export function toSession(row: SessionSummaryRow): Session {
  return {
    id: row.id,
    session_id: row.id,
    user_id: row.userId,
    name: row.name,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate?.toISOString() ?? null,
    block_id: row.blockId,
    block_name: row.blockName,
    routine_id: row.routineId,
    session_rpe: row.sessionRpe,
    notes: row.notes,
    body_weight: row.bodyWeight,
    body_weight_unit: row.bodyWeightUnit,
    hours_of_sleep: row.hoursOfSleep,
    calories_prior_session: row.caloriesPriorSession,
    caffeine_intake: row.caffeineIntake,
    created_at: row.createdAt.toISOString(),
    json: row.json,
  };
}
