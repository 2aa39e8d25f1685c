import {
  AVERAGE_SLEEP_ENTRIES,
  KG_PER_LB,
  PR_REPS,
  PR_RPE,
  RECENT_PRS_LIMIT,
  RPE_CHART_PERCENT,
} from "@topset/shared";
import { and, between, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { exercises, isRecoveryEntry, logs, sets, users, variables } from "../../db/schema/index.js";

/**
 * The 3 % e1RM of packages/shared/src/domain/e1rm.ts in SQL, used only to RANK sets. It repeats the
 * shared function's float8 operations in the same order, so the ranking agrees with the `e1rm` the
 * API returns (computed by setFigures).
 */
const formulaE1rm = sql`ceil(${sets.weight}::float8 + ${sets.weight}::float8 * 0.03::float8 * (${sets.reps} + (10 - ${sets.rpe}::float8) - 1))`;

/**
 * The RPE chart's e1RM (packages/shared/src/domain/rpe-table.ts) to 0.1, the figure setFigures sends.
 * Qualifying sets (reps 1–3, RPE 7–10 in halves) always land on the chart.
 */
const chartPercents = sql.raw(`(array[${RPE_CHART_PERCENT.join(",")}]::numeric[])`);
const chartE1rm = sql`round(${sets.weight}::numeric / (${chartPercents}[(2 * (${sets.reps} - 1) + 2 * (10 - ${sets.rpe}::numeric))::int + 1] / 100), 1)::float8`;

/** The owner's e1RM, in kg so sets logged in lbs compare fairly. */
const e1rmKg = sql<number>`(case when ${users.e1rmMethod} = 'rpe-table' then ${chartE1rm} else ${formulaE1rm} end)
  * (case when ${sets.weightUnit} = 'lbs' then ${KG_PER_LB}::float8 else 1 end)`;

/**
 * Per exercise the best qualifying set (highest e1RM in the owner's method, newest on a tie, then the
 * highest id), newest first, at most 8. One statement: DISTINCT ON picks each exercise's best over
 * sets_user_exercise_created_idx, the outer query orders the winners by date. `sharedOnly` (a viewer
 * who is neither the owner nor an admin) counts only sets of logs the owner shared (private = false).
 * A warm-up is never a PR, however heavy.
 */
export async function recentPrs(db: Db, userId: number, { sharedOnly }: { sharedOnly: boolean }) {
  const best = db
    .selectDistinctOn([sets.exerciseId], {
      id: sets.id,
      exerciseId: sets.exerciseId,
      name: exercises.name,
      reps: sets.reps,
      weight: sets.weight,
      weightUnit: sets.weightUnit,
      rpe: sets.rpe,
      sessionId: sets.sessionId,
      createdAt: sets.createdAt,
      e1rmMethod: users.e1rmMethod,
    })
    .from(sets)
    .innerJoin(users, eq(users.id, sets.userId))
    .innerJoin(exercises, eq(exercises.id, sets.exerciseId))
    .innerJoin(logs, eq(logs.id, sets.logId))
    .where(
      and(
        eq(sets.userId, userId),
        sharedOnly ? eq(logs.private, false) : undefined,
        between(sets.reps, PR_REPS.min, PR_REPS.max),
        between(sets.rpe, PR_RPE.min, PR_RPE.max),
        ne(sets.kind, "warmup"),
        // A planned set not done yet is no PR.
        eq(sets.done, true),
      ),
    )
    .orderBy(sets.exerciseId, desc(e1rmKg), desc(sets.createdAt), desc(sets.id))
    .as("best");
  return db.select().from(best).orderBy(desc(best.createdAt), desc(best.id)).limit(RECENT_PRS_LIMIT);
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
