import { and, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { setFigures, type E1rmMethod, type HistoryRow, type PersonalChart } from "@topset/shared";
import type { Db } from "../../db/client.js";
import { pageBounds, preparedPerDb, unread } from "../../db/prepared.js";
import { totalOf } from "../../lib/pagination.js";
import { logs, setTotals, sets, users, videos } from "../../db/schema/index.js";

/** Above this, a perPage means "every page" (a client's CSV download sends a huge one). */
export const HISTORY_MAX_PER_PAGE = 100;

type Value = number | Placeholder | SQL;
type Owner = { userId: Value; exerciseId: Value };

// The page walks sets_user_exercise_created_idx (user_id, exercise_id, created_at, done) backwards.
// A planned set not done yet is no history.
const mine = ({ userId, exerciseId }: Owner) =>
  and(eq(sets.userId, userId), eq(sets.exerciseId, exerciseId), sql`${sets.done}`);

/** The member's done sets of the exercise, as kept in set_totals (no row: none). */
const keptTotal = ({ userId, exerciseId }: Owner) =>
  sql<number>`coalesce((select ${setTotals.doneSets} from ${setTotals} where ${setTotals.userId} = ${userId} and ${setTotals.exerciseId} = ${exerciseId}), 0)`;

type Bounds = { limit: Placeholder; offset: Placeholder };

/**
 * The page (or every row) is read from `sets` alone, in the order of sets_user_exercise_created_idx;
 * the log's name, the video and the owner's e1RM method and chart then come from one-row subqueries on those
 * rows only. Planning the four-table join it had cost more than running it (0.3 of 0.6 ms at ten
 * years, against 0.05 ms for one table), and PostgreSQL planned it at every execution until its values
 * were hidden from it (`unread`). The subqueries sit outside the page so that OFFSET skips rows
 * without computing them.
 */
function selectHistory<Extra extends Record<string, SQL>>(
  db: Db,
  owner: Owner,
  opts: { bounds?: Bounds; extra?: Extra } = {},
) {
  const ordered = db
    .select({
      id: sets.id,
      exercise_id: sets.exerciseId,
      user_id: sets.userId,
      reps: sets.reps,
      weight: sets.weight,
      weight_unit: sets.weightUnit,
      rpe: sets.rpe,
      notes: sets.notes,
      kind: sets.kind,
      session_id: sets.sessionId,
      log_id: sets.logId,
      created_at: sets.createdAt,
    })
    .from(sets)
    .where(mine(owner))
    // NOTE: sets added in one transaction share created_at; the id keeps the order stable across pages.
    .orderBy(desc(sets.createdAt), desc(sets.id))
    .$dynamic();
  const page = (opts.bounds ? ordered.limit(opts.bounds.limit).offset(opts.bounds.offset) : ordered).as(
    "page",
  );
  // Spelled with the alias: drizzle may write a one-source select's columns bare, and a bare "log_id"
  // inside the videos subquery would be the video's own.
  const logId = sql`${sql.identifier("page")}.${sql.identifier("log_id")}`;
  return db
    .select({
      ...(opts.extra as Extra),
      id: page.id,
      exercise_id: page.exercise_id,
      // The name the set was logged under (logs keep it), not today's name of the exercise.
      exercise_name: sql<string>`(select ${logs.name} from ${logs} where ${logs.id} = ${logId})`,
      user_id: page.user_id,
      reps: page.reps,
      weight: page.weight,
      weight_unit: page.weight_unit,
      rpe: page.rpe,
      notes: page.notes,
      kind: page.kind,
      session_id: page.session_id,
      log_id: page.log_id,
      video_id: sql<number | null>`(select ${videos.id} from ${videos} where ${videos.logId} = ${logId})`,
      created_at: page.created_at,
      e1rmMethod: sql<E1rmMethod>`(select ${users.e1rmMethod} from ${users} where ${users.id} = ${owner.userId})`,
      // Like the method, the same for every row: PostgreSQL reads it once (an InitPlan), not per row.
      personalChart: sql<PersonalChart | null>`(select ${users.personalRpeChart} from ${users} where ${users.id} = ${owner.userId})`,
    })
    .from(page)
    .orderBy(desc(page.created_at), desc(page.id));
}

/**
 * A page as one prepared statement (db/prepared.ts) carrying the kept total in every row; the total
 * alone only for an empty page past the first (lib/pagination.ts).
 */
const pageStatements = preparedPerDb((db) => {
  // Every value unread by the planner, so the plan is made once (db/prepared.ts).
  const owner = { userId: unread("userId"), exerciseId: unread("exerciseId") };
  const bounds = pageBounds();
  return {
    count: db
      .select({ total: setTotals.doneSets })
      .from(setTotals)
      .where(and(eq(setTotals.userId, owner.userId), eq(setTotals.exerciseId, owner.exerciseId)))
      .prepare("history_count"),
    page: selectHistory(db, owner, { bounds, extra: { total: keptTotal(owner) } }).prepare("history_page"),
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
  return { total, rows: page.map((row) => toHistoryRow(row, p.categoryName)) };
}

/** Every set of the user's for one exercise, newest first (bounded by their own data). */
export async function listAllHistory(db: Db, owner: HistoryOwner): Promise<HistoryRow[]> {
  return (await selectHistory(db, owner)).map((row) => toHistoryRow(row, owner.categoryName));
}

type HistorySelectRow = Awaited<ReturnType<typeof selectHistory>>[number];

// Built field by field: rest and spread copies of each row were a tenth of the request's CPU on a
// 20-set page (a CPU profile under load).
function toHistoryRow(row: HistorySelectRow, categoryName: string): HistoryRow {
  // A warm-up has no e1RM, so the e1RM history and its chart skip it.
  const figures = setFigures(row, row.e1rmMethod, row.personalChart);
  return {
    id: row.id,
    exercise_id: row.exercise_id,
    exercise_name: row.exercise_name,
    category_name: categoryName,
    user_id: row.user_id,
    reps: row.reps,
    weight: row.weight,
    weight_unit: row.weight_unit,
    rpe: row.rpe,
    // The original sent 0 outside the e1RM band and the UI shows a dash for it.
    e1RM: figures.e1rm ?? 0,
    e1rm: figures.e1rm,
    ri: figures.ri,
    volume: figures.volume,
    notes: row.notes,
    session_id: row.session_id,
    log_id: row.log_id,
    video_id: row.video_id,
    created_at: row.created_at.toISOString(),
  };
}
