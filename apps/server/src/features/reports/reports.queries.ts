import { and, asc, desc, eq, gte, isNotNull, lt, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  exerciseCategories,
  exercises,
  isBodyweightEntry,
  sessions,
  sets,
  users,
  variables,
} from "../../db/schema/index.js";

export type Window = { from: Date; to: Date };

/** What a report needs of the account: its zone, its e1RM method and the chart "personal" reads. */
export async function findReportAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      timezone: users.timezone,
      e1rmMethod: users.e1rmMethod,
      personalRpeChart: users.personalRpeChart,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { timezone: null, e1rmMethod: "formula" as const, personalRpeChart: null };
}
export type ReportAccount = Awaited<ReturnType<typeof findReportAccount>>;

/**
 * The member's work sets (done, not warm-ups) of the sessions started in the window, for a query that
 * joins `sessions` to `sets`: what the reports and the meet planner both read as training.
 */
export function workSetsInWindow(userId: number, window: Window) {
  return and(
    eq(sessions.userId, userId),
    gte(sessions.startDate, window.from),
    lt(sessions.startDate, window.to),
    eq(sets.userId, userId),
    eq(sets.done, true),
    ne(sets.kind, "warmup"),
  );
}

/**
 * Every done, non-warm-up set of the sessions the member started in the window, with its session
 * and category: one query, from the member's sessions (sessions_user_start_idx) to their sets
 * (sets_session_idx). Aggregated by the caller, which knows weeks in the account's zone.
 */
export function listWindowSets(db: Db, userId: number, window: Window) {
  return db
    .select({
      session_id: sessions.id,
      start_date: sessions.startDate,
      end_date: sessions.endDate,
      session_rpe: sessions.sessionRpe,
      exercise_id: sets.exerciseId,
      category_id: exerciseCategories.id,
      category_name: exerciseCategories.name,
      reps: sets.reps,
      weight: sets.weight,
      weight_unit: sets.weightUnit,
      rpe: sets.rpe,
    })
    .from(sessions)
    .innerJoin(sets, eq(sets.sessionId, sessions.id))
    .innerJoin(exercises, eq(exercises.id, sets.exerciseId))
    .innerJoin(exerciseCategories, eq(exerciseCategories.id, exercises.exerciseCategoryId))
    .where(workSetsInWindow(userId, window));
}
export type WindowSet = Awaited<ReturnType<typeof listWindowSets>>[number];

/** The newest bodyweight entry before `before` (variables_bodyweight_idx): where the first week's change starts from. */
export async function findBodyweightBefore(db: Db, userId: number, before: Date) {
  const [row] = await db
    .select({ created_at: variables.createdAt })
    .from(variables)
    .where(and(eq(variables.userId, userId), isBodyweightEntry, lt(variables.createdAt, before)))
    .orderBy(desc(variables.createdAt))
    .limit(1);
  return row?.created_at;
}

/** Bodyweight and day-total calorie entries of the window, oldest first (variables_user_created_idx). */
export function listWindowTrackers(db: Db, userId: number, window: Window) {
  return db
    .select({
      created_at: variables.createdAt,
      body_weight: variables.bodyWeight,
      body_weight_unit: variables.bodyWeightUnit,
      total_calories: variables.totalCalories,
    })
    .from(variables)
    .where(
      and(
        eq(variables.userId, userId),
        gte(variables.createdAt, window.from),
        lt(variables.createdAt, window.to),
        or(isNotNull(variables.bodyWeight), isNotNull(variables.totalCalories)),
      ),
    )
    .orderBy(asc(variables.createdAt), asc(variables.id));
}
export type TrackerRow = Awaited<ReturnType<typeof listWindowTrackers>>[number];
