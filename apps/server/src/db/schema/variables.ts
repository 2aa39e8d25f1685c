import { isNotNull, or, sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { isWeightUnit, weightHasUnit } from "./checks.js";
import { sessions } from "./training.js";
import { createdAt, updatedAt, users, weightUnits } from "./users.js";

/**
 * Tracker entries (bodyweight, calories, recovery) in one table: a POST /variables carries one kind,
 * a session create/complete writes one row (linked by session_id) holding all the kinds it was
 * given. Each tracker lists the rows that hold its kind. See docs/decisions/002-trackers-storage.md.
 */
export const variables = pgTable(
  "variables",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The session this entry was copied from; deleting the entry leaves the session's own values. */
    sessionId: integer("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    bodyWeight: numeric("body_weight", { precision: 7, scale: 2, mode: "number" }),
    bodyWeightUnit: text("body_weight_unit", { enum: weightUnits }),
    caloriesPriorSession: integer("calories_prior_session"),
    totalCalories: integer("total_calories"),
    hoursOfSleep: numeric("hours_of_sleep", { precision: 4, scale: 1, mode: "number" }),
    stressLevel: integer("stress_level"),
    caffeineIntake: integer("caffeine_intake"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("variables_user_created_idx").on(t.userId, t.createdAt),
    // At most one entry per session (upsert on complete); NULLs (standalone entries) do not collide.
    uniqueIndex("variables_session_unique").on(t.sessionId),
    // One per tracker; queries must filter with the same predicate (use the exports below).
    index("variables_bodyweight_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.bodyWeight} is not null`),
    index("variables_calories_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.caloriesPriorSession} is not null or ${t.totalCalories} is not null`),
    index("variables_recovery_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.stressLevel} is not null or ${t.hoursOfSleep} is not null`),
    check("variables_body_weight_check", sql`${t.bodyWeight} > 0`),
    check("variables_body_weight_unit_check", isWeightUnit(t.bodyWeightUnit)),
    check("variables_body_weight_has_unit_check", weightHasUnit(t.bodyWeight, t.bodyWeightUnit)),
    check("variables_calories_check", sql`${t.caloriesPriorSession} >= 0 and ${t.totalCalories} >= 0`),
    check("variables_hours_of_sleep_check", sql`${t.hoursOfSleep} between 0 and 24`),
    check("variables_stress_level_check", sql`${t.stressLevel} between 0 and 10`),
    check("variables_caffeine_check", sql`${t.caffeineIntake} >= 0`),
    check(
      "variables_not_empty_check",
      sql`${t.sessionId} is not null or num_nonnulls(${t.bodyWeight}, ${t.caloriesPriorSession}, ${t.totalCalories}, ${t.hoursOfSleep}, ${t.stressLevel}, ${t.caffeineIntake}) > 0`,
    ),
  ],
);

/**
 * How many entries each member has in each tracker: the total of a tracker page, which counted the
 * member's index entries on every read (linear in the history). Kept by statement-level triggers
 * on `variables` (migration 0017) in the writer's own transaction, so it always equals the count
 * (docs/decisions/040-per-request-cost.md). A member without a row has no entries.
 */
export const trackerTotals = pgTable("tracker_totals", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bodyweight: integer("bodyweight").notNull().default(0),
  calories: integer("calories").notNull().default(0),
  recovery: integer("recovery").notNull().default(0),
});

/** Row filters of the three trackers, matching the partial indexes above. */
export const isBodyweightEntry = isNotNull(variables.bodyWeight);
export const isCaloriesEntry = or(
  isNotNull(variables.caloriesPriorSession),
  isNotNull(variables.totalCalories),
)!;
export const isRecoveryEntry = or(isNotNull(variables.stressLevel), isNotNull(variables.hoursOfSleep))!;
