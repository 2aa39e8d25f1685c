import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { isHalfStepRpe, isWeightUnit, weightHasUnit } from "./checks.js";
import { exercises } from "./exercises.js";
import { createdAt, updatedAt, users, weightUnits } from "./users.js";

/** A training block (a dated phase of training); sessions may belong to one. */
export const blocks = pgTable(
  "blocks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blocks_user_start_idx").on(t.userId, t.startDate),
    check("blocks_dates_check", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** A training session. end_date NULL = in progress; set (with session_rpe) when completed. */
export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // A deleted block leaves its sessions in place, unassigned.
    blockId: integer("block_id").references(() => blocks.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    startDate: timestamp("start_date", { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp("end_date", { withTimezone: true }),
    sessionRpe: numeric("session_rpe", { precision: 3, scale: 1, mode: "number" }),
    notes: text("notes"),
    bodyWeight: numeric("body_weight", { precision: 7, scale: 2, mode: "number" }),
    bodyWeightUnit: text("body_weight_unit", { enum: weightUnits }),
    hoursOfSleep: numeric("hours_of_sleep", { precision: 4, scale: 1, mode: "number" }),
    caloriesPriorSession: integer("calories_prior_session"),
    caffeineIntake: integer("caffeine_intake"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // NOTE: indexes here are ascending on purpose: a backward scan serves ORDER BY ... DESC (NULLS
    // FIRST), while drizzle's .desc() emits DESC NULLS LAST, which ORDER BY x DESC cannot use.
    index("sessions_user_start_idx").on(t.userId, t.startDate, t.id),
    // Community feed: completed sessions, newest first, across users.
    index("sessions_completed_idx")
      .on(t.endDate, t.id)
      .where(sql`${t.endDate} is not null`),
    index("sessions_block_idx").on(t.blockId),
    check("sessions_session_rpe_check", isHalfStepRpe(t.sessionRpe)),
    check("sessions_dates_check", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check("sessions_body_weight_check", sql`${t.bodyWeight} > 0`),
    check("sessions_body_weight_unit_check", isWeightUnit(t.bodyWeightUnit)),
    check("sessions_body_weight_has_unit_check", weightHasUnit(t.bodyWeight, t.bodyWeightUnit)),
    check("sessions_hours_of_sleep_check", sql`${t.hoursOfSleep} between 0 and 24`),
    check("sessions_calories_check", sql`${t.caloriesPriorSession} >= 0`),
    check("sessions_caffeine_check", sql`${t.caffeineIntake} >= 0`),
  ],
);

/**
 * One exercise inside a session. `name` is the exercise name at logging time, so history keeps it.
 * NOTE: exercise_id is ON DELETE NO ACTION, not RESTRICT: NO ACTION is checked at the end of the
 * statement, so deleting a user (which cascades to exercises AND logs) passes, while deleting an
 * exercise or category that still has logs fails with 23503 (map it to 409).
 */
export const logs = pgTable(
  "logs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    exerciseId: integer("exercise_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "no action" }),
    name: text("name").notNull(),
    notes: text("notes"),
    // NOTE: the original's naming is inverted: collapsed = true means the card is shown expanded.
    collapsed: boolean("collapsed").notNull().default(false),
    private: boolean("private").notNull().default(true),
    setsNotesVisibility: boolean("sets_notes_visibility").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The spec forbids the same exercise twice in a session; also the session → logs index.
    uniqueIndex("logs_session_exercise_unique").on(t.sessionId, t.exerciseId),
    index("logs_user_exercise_idx").on(t.userId, t.exerciseId),
    index("logs_exercise_idx").on(t.exerciseId),
  ],
);

/** One set of a log. weight is stored in the unit it was entered in. */
export const sets = pgTable(
  "sets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    logId: integer("log_id")
      .notNull()
      .references(() => logs.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    exerciseId: integer("exercise_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "no action" }),
    reps: integer("reps").notNull(),
    weight: numeric("weight", { precision: 7, scale: 2, mode: "number" }).notNull(),
    weightUnit: text("weight_unit", { enum: weightUnits }).notNull(),
    rpe: numeric("rpe", { precision: 3, scale: 1, mode: "number" }),
    notes: text("notes"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sets_log_idx").on(t.logId, t.position),
    index("sets_session_idx").on(t.sessionId),
    // Exercise history and recent PRs.
    index("sets_user_exercise_created_idx").on(t.userId, t.exerciseId, t.createdAt),
    index("sets_exercise_idx").on(t.exerciseId),
    check("sets_reps_check", sql`${t.reps} > 0`),
    check("sets_weight_check", sql`${t.weight} >= 0`),
    check("sets_weight_unit_check", isWeightUnit(t.weightUnit)),
    check("sets_rpe_check", isHalfStepRpe(t.rpe)),
  ],
);

/** Free-form labels on a log, unique per log ignoring case. */
export const tags = pgTable(
  "tags",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    logId: integer("log_id")
      .notNull()
      .references(() => logs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("tags_log_name_unique").on(t.logId, sql`lower(${t.name})`), index("tags_user_idx").on(t.userId)],
);
