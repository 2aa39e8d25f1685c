import type { CoachComment } from "@topset/shared";
import { and, asc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { accessCodes, coachComments, logs, sessions, sets, users } from "../../db/schema/index.js";
import { insertCoachActivity } from "./coach-activity.queries.js";

type CommentRow = typeof coachComments.$inferSelect;
const iso = (v: Date | string) => new Date(v).toISOString();

/** The wire shape, picked field by field; `from_athlete` from the row's own athlete. */
export function toCoachComment(row: CommentRow, author: { id: number; username: string }): CoachComment {
  return {
    id: row.id,
    session_id: row.sessionId,
    log_id: row.logId,
    set_id: row.setId,
    parent_id: row.parentId,
    author: { id: author.id, username: author.username },
    from_athlete: row.authorId === row.athleteId,
    body: row.body,
    created_at: iso(row.createdAt),
    read_at: row.readAt ? iso(row.readAt) : null,
  };
}

/** Whose session it is and what it is called (for the mail), or undefined. */
export async function findSessionOwner(db: Db, sessionId: number) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, name: sessions.name })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row;
}

/** Live grants of scope `coach` from the athlete, with the coach's address (active coaches only). */
export async function listCommentingCoaches(db: Db, athleteId: number) {
  return db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(accessCodes)
    .innerJoin(users, eq(users.id, accessCodes.redeemedBy))
    .where(
      and(
        eq(accessCodes.userId, athleteId),
        isNotNull(accessCodes.redeemedBy),
        isNull(accessCodes.revokedAt),
        eq(accessCodes.scope, "coach"),
        eq(users.deleted, false),
        ne(users.id, athleteId),
      ),
    );
}

export async function findMember(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.deleted, false)));
  return row;
}

/** Where in the session a new comment may point: each found only inside that session. */
export async function findCommentTargets(
  db: Db,
  q: { sessionId: number; logId?: number; setId?: number; parentId?: number },
) {
  const [log, set, parent] = await Promise.all([
    q.logId === undefined
      ? undefined
      : db
          .select({ id: logs.id })
          .from(logs)
          .where(and(eq(logs.id, q.logId), eq(logs.sessionId, q.sessionId)))
          .then((r) => r[0]),
    q.setId === undefined
      ? undefined
      : db
          .select({ id: sets.id, logId: sets.logId })
          .from(sets)
          .where(and(eq(sets.id, q.setId), eq(sets.sessionId, q.sessionId)))
          .then((r) => r[0]),
    q.parentId === undefined
      ? undefined
      : db
          .select({ id: coachComments.id, logId: coachComments.logId, setId: coachComments.setId })
          .from(coachComments)
          .where(and(eq(coachComments.id, q.parentId), eq(coachComments.sessionId, q.sessionId)))
          .then((r) => r[0]),
  ]);
  return { log, set, parent };
}

/**
 * Whether the recipients already have something unread from this side on the session: then they were
 * mailed for it and are not mailed again until they read.
 */
export async function hasUnreadFromSide(
  db: Db,
  q: { sessionId: number; athleteId: number; fromAthlete: boolean },
): Promise<boolean> {
  const [row] = await db
    .select({ id: coachComments.id })
    .from(coachComments)
    .where(
      and(
        eq(coachComments.sessionId, q.sessionId),
        isNull(coachComments.readAt),
        q.fromAthlete ? eq(coachComments.authorId, q.athleteId) : ne(coachComments.authorId, q.athleteId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The comment, and for a coach's comment the line in the athlete's activity view, together. */
export function insertCoachComment(
  db: Db,
  values: {
    athleteId: number;
    authorId: number;
    sessionId: number;
    logId: number | null;
    setId: number | null;
    parentId: number | null;
    body: string;
  },
  activitySummary: string,
): Promise<CommentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(coachComments).values(values).returning();
    if (!row) throw new Error("coach comment insert returned no row");
    if (values.authorId !== values.athleteId) {
      await insertCoachActivity(tx, [
        {
          athleteId: values.athleteId,
          coachId: values.authorId,
          action: "comment.added",
          summary: activitySummary,
          programId: null,
        },
      ]);
    }
    return row;
  });
}

/** The session's comments, oldest first, with their authors. */
export async function listCoachComments(db: Db, sessionId: number): Promise<CoachComment[]> {
  const rows = await db
    .select({ comment: coachComments, author: { id: users.id, username: users.username } })
    .from(coachComments)
    .innerJoin(users, eq(users.id, coachComments.authorId))
    .where(eq(coachComments.sessionId, sessionId))
    .orderBy(asc(coachComments.id));
  return rows.map((r) => toCoachComment(r.comment, r.author));
}

/**
 * The receipt: the reader's side marks the other side's comments read. The athlete reads every coach's;
 * a coach reads the athlete's (one coach reading another coach's comment is not the athlete reading it).
 */
export async function markCoachCommentsRead(
  db: Db,
  q: { athleteId: number; readerIsAthlete: boolean; sessionId: number },
): Promise<number> {
  const rows = await db
    .update(coachComments)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(coachComments.sessionId, q.sessionId),
        isNull(coachComments.readAt),
        q.readerIsAthlete ? ne(coachComments.authorId, q.athleteId) : eq(coachComments.authorId, q.athleteId),
      ),
    )
    .returning({ id: coachComments.id });
  return rows.length;
}

/**
 * One statement for the badge: coaches' comments unread on the member's own sessions, plus the
 * athletes' comments unread on the sessions of everyone the member coaches with a live `coach` grant.
 * Both halves probe coach_comments_athlete_idx by athlete; the grants come from (redeemed_by, user_id).
 */
export async function countUnreadCoachComments(db: Db, userId: number): Promise<number> {
  const result = await db.execute(
    sql`select
          (select count(*) from ${coachComments} c
            where c.athlete_id = ${userId} and c.read_at is null and c.author_id <> ${userId})
        + (select count(*) from ${accessCodes} a
            join ${users} u on u.id = a.user_id and not u.deleted
            join ${coachComments} c on c.athlete_id = a.user_id and c.author_id = a.user_id
              and c.read_at is null
            where a.redeemed_by = ${userId} and a.revoked_at is null and a.scope = 'coach'
              and a.user_id <> ${userId}) as unread`,
  );
  const [row] = (result as unknown as { rows: { unread: number | string }[] }).rows;
  return Number(row?.unread ?? 0);
}

/**
 * The newest comment to the member not read yet, on either side (as in countUnreadCoachComments):
 * its session and author, for the banner that leads there. Null when nothing is unread.
 */
export async function findLatestUnreadCoachComment(db: Db, userId: number) {
  const result = await db.execute(
    sql`select c.session_id, s.name as session_name, au.username as author
        from ${coachComments} c
        join ${sessions} s on s.id = c.session_id
        join ${users} au on au.id = c.author_id
        where c.read_at is null and (
          (c.athlete_id = ${userId} and c.author_id <> ${userId})
          or (c.author_id = c.athlete_id and c.athlete_id in (
            select a.user_id from ${accessCodes} a join ${users} u on u.id = a.user_id and not u.deleted
            where a.redeemed_by = ${userId} and a.revoked_at is null and a.scope = 'coach'
              and a.user_id <> ${userId})))
        order by c.id desc limit 1`,
  );
  const [row] = (
    result as unknown as { rows: { session_id: number; session_name: string; author: string }[] }
  ).rows;
  return row
    ? { session_id: Number(row.session_id), session_name: row.session_name, author: row.author }
    : null;
}

export async function findCoachComment(db: Db, id: number) {
  const [row] = await db
    .select({
      id: coachComments.id,
      athleteId: coachComments.athleteId,
      authorId: coachComments.authorId,
      sessionId: coachComments.sessionId,
    })
    .from(coachComments)
    .where(eq(coachComments.id, id));
  return row;
}

/** Deletes the comment (its replies go with it, by the foreign key) only when the caller wrote it. */
export async function deleteOwnCoachComment(db: Db, q: { id: number; authorId: number }) {
  const [row] = await db
    .delete(coachComments)
    .where(and(eq(coachComments.id, q.id), eq(coachComments.authorId, q.authorId)))
    .returning({ id: coachComments.id });
  return row;
}
