import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { logs, sets } from "./logs.js";
import { sessions } from "./training.js";
import { createdAt, users } from "./users.js";

/**
 * Every write a coach made in an athlete's account (docs/decisions/045-coach-workspace.md), for the
 * athlete's activity view: "Coach Ana changed Week 3 Day 2 of Peaking". Kept after the grant ends.
 */
export const coachActivity = pgTable(
  "coach_activity",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    coachId: integer("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What was done: `program.assigned`, `program.changed`, `program.deleted`, `workout.changed`, `comment.added`. */
    action: text("action").notNull(),
    /** The sentence shown, without the coach's name ("changed Week 3 Day 2 of Peaking"). */
    summary: text("summary").notNull(),
    programId: integer("program_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("coach_activity_athlete_idx").on(t.athleteId, t.id),
    index("coach_activity_coach_idx").on(t.coachId),
  ],
);

/**
 * A comment between an athlete and their coach on a session, one of its logs or one of its sets,
 * threaded by `parent_id`. `read_at`: when someone other than the author first read it (the receipt).
 */
export const coachComments = pgTable(
  "coach_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    logId: integer("log_id").references(() => logs.id, { onDelete: "cascade" }),
    setId: integer("set_id").references(() => sets.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => coachComments.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("coach_comments_session_idx").on(t.sessionId, t.id),
    // Unread counts: comments on an athlete's sessions not read yet.
    index("coach_comments_athlete_idx").on(t.athleteId, t.id),
    index("coach_comments_author_idx").on(t.authorId),
    index("coach_comments_log_idx").on(t.logId),
    index("coach_comments_set_idx").on(t.setId),
    index("coach_comments_parent_idx").on(t.parentId),
    check("coach_comments_body_check", sql`length(${t.body}) between 1 and 2000`),
  ],
);
