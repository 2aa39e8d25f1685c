import { AVERAGE_SLEEP_ENTRIES, RECENT_PRS_LIMIT, type E1rmMethod, type PersonalChart } from "@topset/shared";
import { and, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedPerDb } from "../../db/prepared.js";
import { exercises, isRecoveryEntry, logs, sets, users, variables } from "../../db/schema/index.js";
import { prChartE1rmKgSql, prFormulaE1rmKgSql, prQualifyingSql } from "../../db/schema/pr-ranking.js";

type PrRow = {
  id: number;
  exerciseId: number;
  name: string;
  reps: number;
  weight: number;
  weightUnit: "kg" | "lbs";
  rpe: number | null;
  sessionId: number;
  createdAt: Date;
  e1rmMethod: E1rmMethod;
  personalRpeChart: PersonalChart | null;
};

/**
 * The best qualifying set of one exercise under one ranking (highest e1RM in kg, newest on a tie,
 * then the highest id): the first entry of that ranking's partial index read backwards. The owner's
 * setting is a one-time filter, so only the branch of their method runs. `sharedOnly` walks on past
 * sets of private logs.
 * NOTE: "personal" ranks by the standard chart's index: a member's chart lives in their row and
 * changes with every refit, so no expression index can hold it, and ranking without one would read
 * every set. The orders agree between sets of the same reps and RPE; between others whose e1RMs are
 * close they can differ, and the PR shown is then the standard chart's best, its figures (e1RM, RI)
 * computed on the member's own chart.
 */
function bestSetUnder(ranking: "formula" | "chart", e1rmKgSql: string, sharedOnly: boolean) {
  const shared = sharedOnly
    ? sql`and exists (select 1 from ${logs} where ${logs.id} = s.log_id and ${logs.private} = false)`
    : sql``;
  return sql`(select s.id, s.exercise_id, s.reps, s.weight, s.weight_unit, s.rpe, s.session_id, s.created_at
    from ${sets} s
    where u.e1rm_method ${ranking === "chart" ? sql`in` : sql`not in`} ('rpe-table', 'personal')
      and s.user_id = e.user_id and s.exercise_id = e.id and ${sql.raw(prQualifyingSql)} ${shared}
    order by ${sql.raw(e1rmKgSql)} desc, s.created_at desc, s.id desc
    limit 1)`;
}

/**
 * Per exercise the best qualifying set, newest first, at most 8, in one statement whose cost follows
 * the number of the owner's exercises, not their history: each exercise asks its index for one entry
 * (docs/decisions/038-read-paths.md). `sharedOnly` (a viewer who is neither the owner nor an admin)
 * counts only sets of logs the owner shared. A warm-up is never a PR, however heavy.
 */
export function recentPrsSql(userId: number | Placeholder, { sharedOnly }: { sharedOnly: boolean }) {
  return sql`select best.id, best.exercise_id, e.name, best.reps, best.weight::float8 as weight, best.weight_unit,
      best.rpe::float8 as rpe, best.session_id, floor(extract(epoch from best.created_at) * 1000)::float8 as created_ms,
      u.e1rm_method, u.personal_rpe_chart
    from ${users} u
    join ${exercises} e on e.user_id = u.id
    cross join lateral (
      ${bestSetUnder("formula", prFormulaE1rmKgSql, sharedOnly)}
      union all
      ${bestSetUnder("chart", prChartE1rmKgSql, sharedOnly)}
    ) best
    where u.id = ${userId}
    order by best.created_at desc, best.id desc
    limit ${sql.raw(String(RECENT_PRS_LIMIT))}`;
}

const prFields = [
  "id",
  "exercise_id",
  "name",
  "reps",
  "weight",
  "weight_unit",
  "rpe",
  "session_id",
  "created_ms",
  "e1rm_method",
  "personal_rpe_chart",
] as const;

/**
 * Both variants as named prepared statements (db/prepared.ts): planning this lateral union costs
 * more than running it. The statement is the subquery, in its own order (a scan of it keeps it).
 */
const prStatements = preparedPerDb((db: Db) => {
  const select = (sharedOnly: boolean) =>
    db
      .select(
        Object.fromEntries(prFields.map((f) => [f, sql.raw(`prs.${f}`)])) as Record<
          (typeof prFields)[number],
          SQL<unknown>
        >,
      )
      .from(sql`(${recentPrsSql(sql.placeholder("userId"), { sharedOnly })}) prs`)
      .prepare(sharedOnly ? "recent_prs_shared" : "recent_prs_own");
  return { own: select(false), shared: select(true) };
});

export async function recentPrs(db: Db, userId: number, opts: { sharedOnly: boolean }): Promise<PrRow[]> {
  const statements = prStatements(db);
  const rows = await (opts.sharedOnly ? statements.shared : statements.own).execute({ userId });
  return rows.map((r) => ({
    id: Number(r.id),
    exerciseId: Number(r.exercise_id),
    name: String(r.name),
    reps: Number(r.reps),
    weight: Number(r.weight),
    weightUnit: r.weight_unit as PrRow["weightUnit"],
    rpe: r.rpe == null ? null : Number(r.rpe),
    sessionId: Number(r.session_id),
    createdAt: new Date(Number(r.created_ms)),
    e1rmMethod: r.e1rm_method as E1rmMethod,
    personalRpeChart: (r.personal_rpe_chart ?? null) as PersonalChart | null,
  }));
}

/**
 * Mean hours of sleep over the newest recovery entries (the ones the profile chart shows). Entries
 * without sleep are left out rather than counted as 0 (the original's mean dragged the figure down).
 */
export async function averageSleep(db: Db, userId: number) {
  const newest = db
    .select({ hours: variables.hoursOfSleep })
    .from(variables)
    .where(and(eq(variables.userId, userId), isRecoveryEntry))
    .orderBy(desc(variables.createdAt), desc(variables.id))
    .limit(AVERAGE_SLEEP_ENTRIES)
    .as("newest");
  const [row] = await db
    .select({
      average: sql<string | null>`round(avg(${newest.hours}), 2)`,
      entries: sql<number>`count(${newest.hours})::int`,
    })
    .from(newest);
  return { average: row?.average == null ? null : Number(row.average), entries: row?.entries ?? 0 };
}
