import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The admin activity log: the log lines of every copy, in one place (lib/activity-log-stream.ts writes
 * them in batches, features/admin/activity-log.queries.ts reads and prunes them). Not tied to a user.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    // bigint: at a few lines a request, a busy site would run through an integer's ids within a year.
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** When the line was logged (its `time`), not when the batch reached the table. */
    time: timestamp("time", { withTimezone: true }).notNull(),
    /** pino's number: 30 info, 40 warn, 50 error. */
    level: integer("level").notNull(),
    /** The line exactly as the log files hold it (already redacted by the logger). */
    line: text("line").notNull(),
  },
  (t) => [index("activity_log_time_idx").on(t.time, t.id)],
);
