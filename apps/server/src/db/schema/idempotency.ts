import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, users } from "./users.js";

export const idempotencyStates = ["in_progress", "done"] as const;
export type IdempotencyState = (typeof idempotencyStates)[number];

/**
 * The `Idempotency-Key` of a member's write (plugins/idempotency.ts): claimed before the write runs
 * (`in_progress`), then holding the answer it gave (`done`) until it expires. Keys are scoped per member.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** `METHOD /route` and the SHA-256 of the canonical JSON of its params, query and body. */
    fingerprint: text("fingerprint").notNull(),
    state: text("state", { enum: idempotencyStates }).notNull().default("in_progress"),
    /** The first answer, kept byte for byte; null while in progress. */
    statusCode: integer("status_code"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_user_key_unique").on(t.userId, t.key),
    index("idempotency_keys_expires_at_idx").on(t.expiresAt),
    check("idempotency_keys_state_check", sql`${t.state} in ('in_progress', 'done')`),
    check(
      "idempotency_keys_done_check",
      sql`${t.state} = 'in_progress' or (${t.statusCode} is not null and ${t.responseBody} is not null)`,
    ),
    check("idempotency_keys_key_length_check", sql`char_length(${t.key}) between 1 and 255`),
  ],
);
