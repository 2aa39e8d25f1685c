import {
  KG_PER_LB,
  type BodyweightEntry,
  type CaloriesEntry,
  type CreateVariable,
  type RecoveryEntry,
  type TrackerKind,
  type WeightUnit,
} from "@topset/shared";
import { sql, type SQL } from "drizzle-orm";
import type { PgInsertValue, SelectedFields } from "drizzle-orm/pg-core";
import {
  isBodyweightEntry,
  isCaloriesEntry,
  isRecoveryEntry,
  sessions,
  users,
  variables,
} from "../../db/schema/index.js";

// The one description of the three trackers (docs/decisions/002-trackers-storage.md): which rows of
// `variables` each holds, what it reads, how a row becomes its wire entry and what a new entry
// writes. variables.queries.ts builds every list, read and insert from it, as the web drives its
// tracker screens from one config.

export type TrackerEntries = {
  bodyweight: BodyweightEntry;
  calories: CaloriesEntry;
  recovery: RecoveryEntry;
};

type Tracker<K extends TrackerKind, Row> = {
  /** The rows of `variables` that are this tracker's (its partial index has the same WHERE). */
  filter: SQL;
  /** What a list reads; `id` and `createdAt` always. */
  columns: SelectedFields;
  /** Whether the columns read the linked session (a left join). */
  joinsSession: boolean;
  toEntry: (row: Row) => TrackerEntries[K];
  /** The row a new standalone entry writes. */
  values: (userId: number, input: Extract<CreateVariable, { kind: K }>) => PgInsertValue<typeof variables>;
};

const owned = { id: variables.id, userId: variables.userId, sessionId: variables.sessionId };
type Owned = { id: number; userId: number; sessionId: number | null; createdAt: Date };
const ownedFields = (row: Owned) => ({ id: row.id, user_id: row.userId, session_id: row.sessionId });

/**
 * The previous (older) entry over the user's whole bodyweight history: the window is evaluated over
 * every row the WHERE keeps, before ORDER BY/LIMIT, so the oldest row of a page still finds its
 * predecessor on the next page.
 */
const olderWindow = sql`over (order by ${variables.createdAt} desc, ${variables.id} desc)`;
const olderWeight = sql`lead(${variables.bodyWeight}) ${olderWindow}`;
const olderUnit = sql`lead(${variables.bodyWeightUnit}) ${olderWindow}`;

/**
 * trend = this weight minus the previous one, in this entry's unit: exact when both share a unit,
 * else the previous weight converted (KG_PER_LB, inlined as a numeric literal) and the difference
 * rounded to 2 decimals.
 */
const kgPerLb = sql.raw(String(KG_PER_LB));
const trend = sql<string | null>`case
  when ${olderUnit} is null then null
  when ${olderUnit} = ${variables.bodyWeightUnit} then ${variables.bodyWeight} - ${olderWeight}
  when ${variables.bodyWeightUnit} = 'kg' then round(${variables.bodyWeight} - ${olderWeight} * ${kgPerLb}, 2)
  else round(${variables.bodyWeight} - ${olderWeight} / ${kgPerLb}, 2)
end`;

type BodyweightRow = Owned & {
  bodyWeight: number | null;
  bodyWeightUnit: WeightUnit | null;
  trend: string | number | null;
};
type CaloriesRow = Owned & { caloriesPriorSession: number | null; totalCalories: number | null };
type RecoveryRow = Owned & {
  stressLevel: number | null;
  hoursOfSleep: number | null;
  sessionRpe: number | null;
};

export const trackers: {
  bodyweight: Tracker<"bodyweight", BodyweightRow>;
  calories: Tracker<"calories", CaloriesRow>;
  recovery: Tracker<"recovery", RecoveryRow>;
} = {
  bodyweight: {
    filter: isBodyweightEntry,
    columns: {
      ...owned,
      bodyWeight: variables.bodyWeight,
      bodyWeightUnit: variables.bodyWeightUnit,
      createdAt: variables.createdAt,
      trend: trend.as("trend"),
    },
    joinsSession: false,
    toEntry: (row) => ({
      ...ownedFields(row),
      // Never null here: the bodyweight filter and the has-unit check guarantee both.
      body_weight: Number(row.bodyWeight),
      body_weight_unit: row.bodyWeightUnit ?? "kg",
      trend: row.trend === null ? null : Number(row.trend),
      created_at: row.createdAt.toISOString(),
    }),
    // A bodyweight without a unit takes the user's unit.
    values: (userId, input) => ({
      userId,
      bodyWeight: input.body_weight,
      bodyWeightUnit: input.body_weight_unit
        ? input.body_weight_unit
        : sql`(select ${users.weightUnit} from ${users} where ${users.id} = ${userId})`,
    }),
  },
  calories: {
    filter: isCaloriesEntry,
    columns: {
      ...owned,
      caloriesPriorSession: variables.caloriesPriorSession,
      totalCalories: variables.totalCalories,
      createdAt: variables.createdAt,
    },
    joinsSession: false,
    toEntry: (row) => ({
      ...ownedFields(row),
      calories_prior_session: row.caloriesPriorSession,
      total_calories: row.totalCalories,
      created_at: row.createdAt.toISOString(),
    }),
    values: (userId, input) => ({
      userId,
      caloriesPriorSession: input.calories_prior_session,
      totalCalories: input.total_calories,
    }),
  },
  recovery: {
    filter: isRecoveryEntry,
    columns: {
      ...owned,
      stressLevel: variables.stressLevel,
      hoursOfSleep: variables.hoursOfSleep,
      sessionRpe: sessions.sessionRpe,
      createdAt: variables.createdAt,
    },
    // The linked session's RPE: one join, no N+1.
    joinsSession: true,
    toEntry: (row) => ({
      ...ownedFields(row),
      stress_level: row.stressLevel,
      hours_of_sleep: row.hoursOfSleep,
      session_rpe: row.sessionRpe,
      created_at: row.createdAt.toISOString(),
    }),
    values: (userId, input) => ({
      userId,
      stressLevel: input.stress_level,
      hoursOfSleep: input.hours_of_sleep,
    }),
  },
};
