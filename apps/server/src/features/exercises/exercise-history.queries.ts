import { and, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { setFigures, type HistoryRow } from "@topset/shared";
import type { Db } from "../../db/client.js";
import { preparedPerDb } from "../../db/prepared.js";
import { totalOf } from "../../lib/pagination.js";
import { logs, sets, users, videos } from "../../db/schema/index.js";

/** Above this, a perPage means "every page" (a client's CSV download sends a huge one). */
export const HISTORY_MAX_PER_PAGE = 100;

type Value = number | Placeholder;
type Owner = { userId: Value; exerciseId: Value };

// The page and its count walk sets_user_exercise_created_idx (user_id, exercise_id, created_at, done),
// the count reading the index alone. A planned set not done yet is no history.
const mine = ({ userId, exerciseId }: Owner) =>
  and(eq(sets.userId, userId), eq(sets.exerciseId, exerciseId), eq(sets.done, true));

function selectHistory<Extra extends Record<string, SQL>>(db: Db, owner: Owner, extra?: Extra) {
  return (
    db
      .select({
        ...(extra as Extra),
        id: sets.id,
        exercise_id: sets.exerciseId,
        // The name the set was logged under (logs keep it), not today's name of the exercise.
        exercise_name: logs.name,
        user_id: sets.userId,
        reps: sets.reps,
        weight: sets.weight,
        weight_unit: sets.weightUnit,
        rpe: sets.rpe,
        notes: sets.notes,
        kind: sets.kind,
        session_id: sets.sessionId,
        log_id: sets.logId,
        video_id: videos.id,
        created_at: sets.createdAt,
        e1rmMethod: users.e1rmMethod,
      })
      .from(sets)
      .innerJoin(logs, eq(logs.id, sets.logId))
      .innerJoin(users, eq(users.id, sets.userId))
      .leftJoin(videos, eq(videos.logId, sets.logId))
      .where(mine(owner))
      // NOTE: sets added in one transaction share created_at; the id keeps the order stable across pages.
      .orderBy(desc(sets.createdAt), desc(sets.id))
  );
}

/**
 * A page as one prepared statement (db/prepared.ts): the page with the count of them all in every
 * row; the count alone only for an empty page past the first (lib/pagination.ts).
 */
const pageStatements = preparedPerDb((db) => {
  const owner = { userId: sql.placeholder("userId"), exerciseId: sql.placeholder("exerciseId") };
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(sets)
    .where(mine(owner));
  return {
    count: count.prepare("history_count"),
    page: selectHistory(db, owner, { total: sql<number>`(${count})` })
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare("history_page"),
  };
});

type HistoryOwner = { userId: number; exerciseId: number; categoryName: string };

/** One page of the user's sets of one exercise, newest first, with the count of them all. */
export async function loadHistoryPage(db: Db, p: HistoryOwner & { limit: number; offset: number }) {
  const statements = pageStatements(db);
  const page = await statements.page.execute(p);
  const total = await totalOf(
    page[0]?.total,
    p.offset,
    async () => (await statements.count.execute(p))[0]?.total ?? 0,
  );
  const rows = page.map(({ total: _total, ...row }) => row);
  return { total, rows: toHistoryRows(rows, p.categoryName) };
}

/** Every set of the user's for one exercise, newest first (bounded by their own data). */
export async function listAllHistory(db: Db, owner: HistoryOwner): Promise<HistoryRow[]> {
  return toHistoryRows(await selectHistory(db, owner), owner.categoryName);
}

type HistorySelectRow = Awaited<ReturnType<typeof selectHistory>>[number];

function toHistoryRows(rows: HistorySelectRow[], categoryName: string): HistoryRow[] {
  return rows.map(({ e1rmMethod, kind, ...row }) => {
    // A warm-up has no e1RM, so the e1RM history and its chart skip it.
    const figures = setFigures({ ...row, kind }, e1rmMethod);
    return {
      ...row,
      category_name: categoryName,
      // The original sent 0 outside the e1RM band and the UI shows a dash for it.
      e1RM: figures.e1rm ?? 0,
      ...figures,
      created_at: row.created_at.toISOString(),
    };
  });
}
