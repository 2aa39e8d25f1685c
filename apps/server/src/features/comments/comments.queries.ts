import type { Comment } from "@topset/shared";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { comments, logs, sessions, users } from "../../db/schema/index.js";
import { profilePictureUrl } from "../users/users.queries.js";

/**
 * A session the user may read and comment: their own, or one with at least one shared log whose owner's
 * account is active. Anything else reads as missing (404), so private sessions do not reveal that they
 * exist and a disabled member's sessions leave the community.
 */
export async function isSessionVisible(db: Db, where: { sessionId: number; userId: number }) {
  const shared = sql`exists (select 1 from ${logs} where ${logs.sessionId} = ${sessions.id} and ${logs.private} = false)`;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, where.sessionId),
        or(eq(sessions.userId, where.userId), and(shared, eq(users.deleted, false))),
      ),
    );
  return Boolean(row);
}

// NOTE: the original aliased the AUTHOR's account creation date as created_at and sent every users
// column (password hash included); only these fields are selected here.
const commentColumns = {
  id: comments.id,
  userId: comments.userId,
  sessionId: comments.sessionId,
  comment: comments.comment,
  createdAt: comments.createdAt,
  username: users.username,
  profilePictureKey: users.profilePictureKey,
  userUpdatedAt: users.updatedAt,
};
type CommentRow = {
  id: number;
  userId: number;
  sessionId: number;
  comment: string;
  createdAt: Date;
  username: string;
  profilePictureKey: string | null;
  userUpdatedAt: Date;
};

export function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    user_id: row.userId,
    session_id: row.sessionId,
    comment: row.comment,
    username: row.username,
    profile_picture_url: profilePictureUrl({
      id: row.userId,
      profilePictureKey: row.profilePictureKey,
      updatedAt: row.userUpdatedAt,
    }),
    created_at: row.createdAt.toISOString(),
  };
}

/** A session's comments, oldest first (comments_session_created_idx); a disabled member's are left out. */
export function listComments(db: Db, sessionId: number) {
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.sessionId, sessionId), eq(users.deleted, false)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export async function findComment(db: Db, id: number) {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, id));
  return row;
}

export async function insertComment(db: Db, values: { userId: number; sessionId: number; comment: string }) {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  return row!.id;
}

/** Deletes the comment only when the user wrote it. */
export async function deleteOwnComment(db: Db, where: { id: number; userId: number }) {
  const [row] = await db
    .delete(comments)
    .where(and(eq(comments.id, where.id), eq(comments.userId, where.userId)))
    .returning({ id: comments.id });
  return row;
}
