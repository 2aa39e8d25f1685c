import { KG_PER_LB, PR_REPS, PR_RPE, RPE_CHART_PERCENT } from "@topset/shared";

/**
 * The SQL that ranks a set for recent PRs, written once for both the partial indexes on `sets`
 * (schema/logs.ts) and the query that reads them (features/profile-stats). PostgreSQL uses an
 * expression index only when the query repeats its expression, so these are plain text with
 * unqualified column names and literal constants (a bind parameter would not match the index).
 * NOTE: the constants are frozen into migration 0013's indexes; changing one needs a new migration
 * that recreates both indexes, or the query silently falls back to a scan.
 */

/** A set that can be a PR: done, not a warm-up, 1–3 reps at RPE 7–10 (the shared PR band). */
export const prQualifyingSql = `done = true and kind <> 'warmup' and reps between ${PR_REPS.min} and ${PR_REPS.max} and rpe between ${PR_RPE.min} and ${PR_RPE.max}`;

/** kg per stored unit, so sets logged in lbs compare fairly with sets in kg. */
const toKg = `(case when weight_unit = 'lbs' then ${KG_PER_LB}::float8 else 1::float8 end)`;

/**
 * The 3 % e1RM of packages/shared/src/domain/e1rm.ts in kg: the shared function's float8 operations
 * in the same order, so the ranking agrees with the `e1rm` the API returns (computed by setFigures).
 */
export const prFormulaE1rmKgSql = `(ceil(weight::float8 + weight::float8 * 0.03::float8 * (reps + (10 - rpe::float8) - 1)) * ${toKg})`;

/**
 * The RPE chart's e1RM (packages/shared/src/domain/rpe-table.ts) to 0.1, in kg. Qualifying sets
 * (reps 1–3, RPE 7–10 in halves) always land on the chart.
 */
export const prChartE1rmKgSql = `(round(weight / ((array[${RPE_CHART_PERCENT.join(",")}]::numeric[])[(2 * (reps - 1) + 2 * (10 - rpe))::int + 1] / 100), 1)::float8 * ${toKg})`;
