import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, users } from "./users.js";

/**
 * An access code and the coaching grant it becomes (docs/decisions/033-coach-access.md): one row, so
 * revoking the code ends the grant in the same statement. `user_id` is the athlete who made it; once
 * `redeemed_by` is set (and until `revoked_at`), that member reads the athlete's training as a coach.
 * The code itself is never stored, only its SHA-256.
 */
export const accessCodes = pgTable(
  "access_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label"),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    redeemedBy: integer("redeemed_by").references(() => users.id, { onDelete: "cascade" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * What the grant allows (docs/decisions/045-coach-workspace.md): `read`, the training log only, or
     * `coach`, which adds writing programs for the athlete and commenting on their sessions.
     */
    scope: text("scope").$type<"read" | "coach">().notNull().default("read"),
  },
  (t) => [
    uniqueIndex("access_codes_code_hash_unique").on(t.codeHash),
    index("access_codes_user_idx").on(t.userId, t.createdAt),
    // The grant check on every coach read, (coach, athlete); a full index, so deleting a coach's
    // account finds their grants too.
    index("access_codes_coach_idx").on(t.redeemedBy, t.userId),
    check("access_codes_scope_check", sql`${t.scope} in ('read', 'coach')`),
  ],
);
