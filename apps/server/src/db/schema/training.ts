import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { isHalfStepRpe, isWeightUnit, weightHasUnit } from "./checks.js";
import { routines } from "./routines.js";
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
    // The header search (features/search).
    index("blocks_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    check("blocks_dates_check", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** One week of a program as stored: each day's routine id, in order (the shared `programWeekInputSchema`). */
export type ProgramWeekDoc = { days: number[] };

/**
 * A program: routines ordered over weeks, optionally in a block. The weeks are one small document,
 * validated by the shared zod contract and always read and written whole, like a routine's exercises.
 * NOTE: it lives here, beside blocks and sessions, because each references the other; a file of its
 * own would import this one and be imported by it.
 */
export const programs = pgTable(
  "programs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    notes: text("notes"),
    // A deleted block leaves the program in place, unattached.
    blockId: integer("block_id").references(() => blocks.id, { onDelete: "set null" }),
    weeks: jsonb("weeks").$type<ProgramWeekDoc[]>().notNull(),
    // The coach who wrote it into this account (docs/decisions/045-coach-workspace.md); null: the member's own.
    coachId: integer("coach_id").references(() => users.id, { onDelete: "set null" }),
    /** Maxes the coach set for this athlete (exercise id → weight in the account's unit): percent and RPE loads use them. */
    trainingMaxes: jsonb("training_maxes").$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("programs_user_idx").on(t.userId, t.id),
    index("programs_block_idx").on(t.blockId),
    index("programs_coach_idx").on(t.coachId),
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
    // The routine it was started from; progression reads the newest. A deleted routine leaves it be.
    routineId: integer("routine_id").references(() => routines.id, { onDelete: "set null" }),
    // The program workout it fills (week and day from 1); a deleted program leaves it be.
    programId: integer("program_id").references(() => programs.id, { onDelete: "set null" }),
    programWeek: integer("program_week"),
    programDay: integer("program_day"),
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
    /**
     * Whether a log of this session is shared and holds a video: what puts it in the community feed.
     * Kept by database triggers on logs and videos (migration 0014), never written by the app.
     */
    sharedVideo: boolean("shared_video").notNull().default(false),
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
    // The feed itself: only sessions it shows, in its order, so a page and the count read nothing else.
    index("sessions_feed_idx")
      .on(t.endDate, t.id)
      .where(sql`${t.sharedVideo} and ${t.endDate} is not null`),
    index("sessions_block_idx").on(t.blockId),
    index("sessions_routine_idx").on(t.routineId, t.id),
    index("sessions_program_idx").on(t.programId),
    // The header search (features/search): a session is found by its name or its notes.
    index("sessions_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("sessions_notes_trgm_idx").using("gin", t.notes.op("gin_trgm_ops")),
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
