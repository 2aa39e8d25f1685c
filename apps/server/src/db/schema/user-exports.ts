import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, users } from "./users.js";

export const userExportStatuses = ["pending", "ready", "failed"] as const;
export type UserExportStatus = (typeof userExportStatuses)[number];

/**
 * A "download my data" request: a background job builds the ZIP into the file store, the e-mailed
 * link names the row by its random uuid (the owner must also be logged in), and it expires 7 days
 * after it was requested, when a scheduled job removes the file and the row.
 */
export const userExports = pgTable(
  "user_exports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** What the link carries: random, so export ids of other users cannot be guessed. */
    publicId: uuid("public_id").notNull().defaultRandom().unique("user_exports_public_id_unique"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: userExportStatuses }).notNull().default("pending"),
    storageKey: text("storage_key"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("user_exports_user_created_idx").on(t.userId, t.createdAt),
    check("user_exports_status_check", sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);
