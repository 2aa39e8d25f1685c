import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { isWeightUnit } from "./checks.js";
import { createdAt, updatedAt, users, weightUnits } from "./users.js";

export const importStatuses = ["queued", "running", "done", "failed"] as const;
export const importSources = ["strong", "hevy", "fitnotes"] as const;

/**
 * One upload of another app's history (the shared `importJobSchema`). The file waits in the file store
 * under `storage_key` until the job is done (or, for a dry run never confirmed, for 24 hours).
 */
export const imports = pgTable(
  "imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: importStatuses }).notNull().default("queued"),
    source: text("source", { enum: importSources }).notNull(),
    dryRun: boolean("dry_run").notNull().default(false),
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key"),
    weightUnit: text("weight_unit", { enum: weightUnits }).notNull(),
    timezone: text("timezone").notNull(),
    sessions: integer("sessions").notNull().default(0),
    sets: integer("sets").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    skippedReasons: jsonb("skipped_reasons")
      .$type<{ reason: string; count: number }[]>()
      .notNull()
      .default([]),
    existingSessions: integer("existing_sessions").notNull().default(0),
    newExercises: integer("new_exercises").notNull().default(0),
    progress: integer("progress").notNull().default(0),
    errors: jsonb("errors").$type<{ row: number; msg: string }[]>().notNull().default([]),
    sessionIds: jsonb("session_ids").$type<number[]>().notNull().default([]),
    firstWorkoutAt: timestamp("first_workout_at", { withTimezone: true }),
    lastWorkoutAt: timestamp("last_workout_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("imports_user_idx").on(t.userId, t.id),
    check("imports_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check("imports_source_check", sql`${t.source} in ('strong', 'hevy', 'fitnotes')`),
    check("imports_weight_unit_check", isWeightUnit(t.weightUnit)),
    check("imports_progress_check", sql`${t.progress} between 0 and 100`),
  ],
);
