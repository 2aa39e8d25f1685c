import { sql } from "drizzle-orm";
import type { Prescription } from "@topset/shared";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { isHalfStepRpe, isWeightUnit } from "./checks.js";
import { prChartE1rmKgSql, prFormulaE1rmKgSql, prQualifyingSql } from "./pr-ranking.js";
import { exercises } from "./exercises.js";
import { sessions } from "./training.js";
import { createdAt, updatedAt, users, weightUnits } from "./users.js";

/** What a set was for (the shared `setKinds`): a warm-up counts in no PR, e1RM or working volume. */
export const setKinds = ["normal", "warmup", "drop", "failure"] as const;

/**
 * One exercise inside a session. `name` is the exercise name at logging time, so history keeps it.
 * NOTE: exercise_id is ON DELETE NO ACTION, not RESTRICT: NO ACTION is checked at the end of the
 * statement, after every cascade of a user delete (to exercises AND logs) has run, so it never depends
 * on cascade order; deleting an exercise or category that still has logs fails with 23503 (→ 409).
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
    // NOTE: unlike the original (where true meant expanded), collapsed = true means the card is folded.
    collapsed: boolean("collapsed").notNull().default(false),
    private: boolean("private").notNull().default(true),
    setsNotesVisibility: boolean("sets_notes_visibility").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The same exercise may not be in a session twice; also the session → logs index.
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
    kind: text("kind", { enum: setKinds }).notNull().default("normal"),
    // false: planned by a routine and not done yet; it counts nowhere until done (docs/product.md, "Routines").
    done: boolean("done").notNull().default(true),
    // What the routine prescribed (planned sets only), with the reps aimed at on that start.
    prescription: jsonb("prescription").$type<Prescription>(),
    // The load computed at start (planned sets only, in the set's unit): marking the set done overwrites
    // `weight`, and the coach's week shows this beside what was lifted (docs/decisions/045-coach-workspace.md).
    plannedWeight: numeric("planned_weight", { precision: 7, scale: 2, mode: "number" }),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sets_log_idx").on(t.logId, t.position),
    index("sets_session_idx").on(t.sessionId),
    // Exercise history (page and count) and recent PRs. `done` last, so the history's count of done
    // sets reads the index alone instead of every set's row (migration 0016).
    index("sets_user_exercise_created_idx").on(t.userId, t.exerciseId, t.createdAt, t.done),
    index("sets_exercise_idx").on(t.exerciseId),
    // Recent PRs: per exercise the best qualifying set is the first entry read backwards, one index per
    // e1RM method (the owner's setting picks which). Ascending, so ORDER BY ... DESC scans it backwards.
    index("sets_pr_formula_idx")
      .on(t.userId, t.exerciseId, sql.raw(prFormulaE1rmKgSql), t.createdAt, t.id)
      .where(sql.raw(prQualifyingSql)),
    index("sets_pr_chart_idx")
      .on(t.userId, t.exerciseId, sql.raw(prChartE1rmKgSql), t.createdAt, t.id)
      .where(sql.raw(prQualifyingSql)),
    check("sets_reps_check", sql`${t.reps} > 0`),
    check("sets_weight_check", sql`${t.weight} >= 0`),
    check("sets_weight_unit_check", isWeightUnit(t.weightUnit)),
    check("sets_rpe_check", isHalfStepRpe(t.rpe)),
    check("sets_kind_check", sql`${t.kind} in (${sql.raw(setKinds.map((k) => `'${k}'`).join(", "))})`),
  ],
);

/**
 * How many done sets each member has of each exercise: the total of an exercise history page, which
 * counted the member's index entries on every read (linear in the history: 0.2 ms of a 0.4 ms page at
 * ten years). Kept by statement-level triggers on `sets` (migration 0018) in the writer's own
 * transaction, so it always equals the count (docs/decisions/041-planning-and-kept-counts.md). No row:
 * no done set.
 */
export const setTotals = pgTable(
  "set_totals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exerciseId: integer("exercise_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "cascade" }),
    doneSets: integer("done_sets").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.exerciseId] }),
    // An exercise's deletion finds its rows (the cascade).
    index("set_totals_exercise_idx").on(t.exerciseId),
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
  (t) => [
    uniqueIndex("tags_log_name_unique").on(t.logId, sql`lower(${t.name})`),
    index("tags_user_idx").on(t.userId),
  ],
);
