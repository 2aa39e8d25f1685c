import type { HistorySet, PersonalChart, TrackerDay } from "@topset/shared";
import { KG_PER_LB } from "@topset/shared";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  exercises,
  sessions,
  sets,
  setTotals,
  trainingVersions,
  users,
  variables,
} from "../../db/schema/index.js";

/** What the insights need of the account: its zone, its method, and the version its rows are at. */
export async function findInsightsAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      timezone: users.timezone,
      e1rmMethod: users.e1rmMethod,
      personalRpeChart: users.personalRpeChart,
      version: sql<number>`coalesce((select ${trainingVersions.version} from ${trainingVersions}
        where ${trainingVersions.userId} = ${users.id}), 0)::float8`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
export type InsightsAccount = NonNullable<Awaited<ReturnType<typeof findInsightsAccount>>>;

/** Whole days since 1970-01-01 of an instant, in the member's zone (UTC when none is set). */
const dayIn = (column: typeof sessions.startDate | typeof variables.createdAt, zone: string) =>
  sql<number>`((${column} at time zone ${zone})::date - date '1970-01-01')`;

type HistoryCell = [
  number,
  number,
  number,
  number,
  "kg" | "lbs",
  number,
  number | null,
  HistorySet["kind"],
  number | null,
];

/**
 * Every done, non-warm-up set of the member, oldest first, in kg, with the day of its session and the
 * RPE its prescription planned: the one read every model starts from. From the member's sets
 * (sets_user_exercise_created_idx) to their sessions by key.
 * NOTE: the rows come back as one JSON array of arrays. Ten years are ~26,000 sets, and on the
 * embedded database 26,000 rows cost ~550 ms on the wire against ~140 ms for the same values as one
 * JSON value (bench/insights-bench.ts; docs/decisions/044-training-intelligence.md).
 */
export async function listHistorySets(db: Db, userId: number, zone: string): Promise<HistorySet[]> {
  const [result] = await db
    .select({
      rows: sql<HistoryCell[] | null>`json_agg(json_build_array(
        ${dayIn(sessions.startDate, zone)}, ${sets.sessionId}, ${sets.exerciseId}, ${sets.weight},
        ${sets.weightUnit}, ${sets.reps}, ${sets.rpe}, ${sets.kind}, ${sets.prescription} -> 'rpe')
        order by ${sessions.startDate}, ${sessions.id}, ${sets.position}, ${sets.id})`,
    })
    .from(sets)
    .innerJoin(sessions, eq(sessions.id, sets.sessionId))
    .where(and(eq(sets.userId, userId), eq(sets.done, true), ne(sets.kind, "warmup")));
  const rows = result?.rows ?? [];
  return rows.map(([day, session_id, exercise_id, weight, unit, reps, rpe, kind, planned_rpe]) => ({
    day,
    session_id,
    exercise_id,
    weight: unit === "lbs" ? weight * KG_PER_LB : weight,
    reps,
    rpe,
    kind,
    planned_rpe: typeof planned_rpe === "number" ? planned_rpe : null,
  }));
}

/** One row a day of sleep, stress and bodyweight (kg), the day's latest value of each (variables_user_created_idx). */
export async function listTrackerDays(db: Db, userId: number, zone: string): Promise<TrackerDay[]> {
  const day = dayIn(variables.createdAt, zone);
  const latest = (value: unknown) =>
    sql`(array_agg(${value} order by ${variables.createdAt} desc) filter (where ${value} is not null))[1]`;
  const bodyweight = sql`(case when ${variables.bodyWeightUnit} = 'lbs' then ${variables.bodyWeight}::float8 * ${KG_PER_LB}
    else ${variables.bodyWeight}::float8 end)`;
  return (
    db
      .select({
        day,
        sleep_hours: sql<number | null>`${latest(variables.hoursOfSleep)}::float8`,
        stress: sql<number | null>`${latest(variables.stressLevel)}::float8`,
        bodyweight: sql<number | null>`${latest(bodyweight)}::float8`,
      })
      .from(variables)
      .where(eq(variables.userId, userId))
      // By position: the zone is a parameter, and a second copy of the expression would be another one.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** The member's exercise, or undefined when it is not theirs (exercises_user… by key, then owner). */
export async function findOwnExercise(db: Db, userId: number, exerciseId: number) {
  const [row] = await db
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(and(eq(exercises.id, exerciseId), eq(exercises.userId, userId)));
  return row;
}

/** The member's most logged exercises (set_totals), the lifts a plateau is looked for in. */
export function listMainLifts(db: Db, userId: number, limit: number) {
  return db
    .select({ id: exercises.id, name: exercises.name, sets: setTotals.doneSets })
    .from(setTotals)
    .innerJoin(exercises, eq(exercises.id, setTotals.exerciseId))
    .where(and(eq(setTotals.userId, userId), sql`${setTotals.doneSets} > 0`))
    .orderBy(desc(setTotals.doneSets), exercises.id)
    .limit(limit);
}

/** Keeps the member's fitted chart for the `personal` method. */
export async function savePersonalChart(db: Db, userId: number, chart: PersonalChart) {
  await db.update(users).set({ personalRpeChart: chart }).where(eq(users.id, userId));
}
