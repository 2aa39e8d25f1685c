import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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
