import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { logs } from "./logs.js";
import { sessions } from "./training.js";
import { createdAt, updatedAt, users } from "./users.js";

export const thumbnailStatuses = ["pending", "ready", "failed"] as const;
export type ThumbnailStatus = (typeof thumbnailStatuses)[number];

/**
 * A video attached to a log (at most one per log). Files live in the file store under random keys;
 * the row never holds a filesystem path. NOTE: cascades delete rows, not files: whoever deletes a
 * user, session or log must collect the keys first and remove the files (e.g. with a job).
 */
export const videos = pgTable(
  "videos",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    logId: integer("log_id")
      .notNull()
      .references(() => logs.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    /** Content type sniffed from the file, served back as is. */
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** Name the user uploaded, for Content-Disposition on download only. */
    originalName: text("original_name"),
    thumbnailKey: text("thumbnail_key"),
    thumbnailStatus: text("thumbnail_status", { enum: thumbnailStatuses }).notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("videos_log_unique").on(t.logId),
    index("videos_user_created_idx").on(t.userId, t.createdAt),
    index("videos_session_idx").on(t.sessionId),
    // Admin statistics (videos uploaded in the last days).
    index("videos_created_idx").on(t.createdAt),
    check("videos_size_check", sql`${t.sizeBytes} >= 0`),
    check("videos_thumbnail_status_check", sql`${t.thumbnailStatus} in ('pending', 'ready', 'failed')`),
  ],
);
