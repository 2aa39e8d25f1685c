import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./users.js";

export const jobStatuses = ["queued", "running", "done", "failed"] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** The durable background job queue (see src/jobs/queue.ts). Not tied to a user: payloads carry ids. */
export const backgroundJobs = pgTable(
  "background_jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull().default({}),
    status: text("status", { enum: jobStatuses }).notNull().default("queued"),
    /** Incremented when a runner claims the job. */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Serves the claim (status, due, oldest first) with no sort, and the abandoned-job sweep.
    index("background_jobs_status_run_at_idx").on(t.status, t.runAt, t.id),
    check("background_jobs_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check("background_jobs_attempts_check", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
