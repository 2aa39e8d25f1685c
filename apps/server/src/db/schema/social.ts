import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sessions } from "./training.js";
import { createdAt, updatedAt, users } from "./users.js";

/** A comment on a session (any user may comment a shared session; deleted with the session). */
export const comments = pgTable(
  "comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    comment: text("comment").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("comments_session_created_idx").on(t.sessionId, t.createdAt),
    index("comments_user_idx").on(t.userId),
  ],
);

/** follower_id follows following_id. */
export const follows = pgTable(
  "follows",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followingId: integer("following_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    // Also "whom does X follow".
    uniqueIndex("follows_follower_following_unique").on(t.followerId, t.followingId),
    // "Who follows X".
    index("follows_following_idx").on(t.followingId),
    check("follows_not_self_check", sql`${t.followerId} <> ${t.followingId}`),
  ],
);

/**
 * One row, bumped by database triggers (migration 0015) whenever anything a community feed card shows
 * changes: a feed session, its logs, sets, tags, videos and comments, its owner, its block, and any
 * follow. A copy serves a cached feed page only while this version is the one the page was read at,
 * so the cache is never stale, on any copy (docs/decisions/039-one-statement-reads.md).
 */
export const feedVersion = pgTable(
  "feed_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("feed_version_one_row_check", sql`${t.id} = 1`)],
);
