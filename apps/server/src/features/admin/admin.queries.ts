import type { AdminSessionRow, AdminUserRow, AdminVideoRow } from "@topset/shared";
import { count, desc, eq, gte, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sessions, users, videos } from "../../db/schema/index.js";
import { likeLiteral } from "../../lib/like.js";
import { profilePictureUrl, type UserRow } from "../users/users.queries.js";

/** "This week" for the admin home: the last 7 days, a rolling window (docs/decisions/013-admin-area.md). */
export const WEEK_MS = 7 * 24 * 3_600_000;

export async function weeklyStats(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - WEEK_MS);
  const [[u], [v]] = await Promise.all([
    db.select({ n: count() }).from(users).where(gte(users.createdAt, since)),
    db.select({ n: count() }).from(videos).where(gte(videos.createdAt, since)),
  ]);
  return { users: u?.n ?? 0, videos: v?.n ?? 0 };
}

export function toAdminUserRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    first_name: row.firstName,
    last_name: row.lastName,
    bio: row.bio,
    birth_date: row.birthDate,
    verified: row.verified,
    deleted: row.deleted,
    created_at: row.createdAt.toISOString(),
    profile_picture_url: profilePictureUrl(row),
  };
}

/** Newest accounts first; the search is a bound parameter, never part of the SQL text. */
export async function listUsers(db: Db, q: { search?: string; limit: number; offset: number }) {
  // A search is a plain substring: its own % and _ lose their LIKE meaning.
  const pattern = q.search && `%${likeLiteral(q.search)}%`;
  const where = pattern ? or(ilike(users.username, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toAdminUserRow), total: total?.n ?? 0 };
}

/** Newest first by id (the primary key serves the order across all members). */
export async function listVideos(db: Db, q: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ video: videos, username: users.username })
      .from(videos)
      .innerJoin(users, eq(users.id, videos.userId))
      .orderBy(desc(videos.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(videos),
  ]);
  const data: AdminVideoRow[] = rows.map(({ video, username }) => ({
    id: video.id,
    user_id: video.userId,
    username,
    session_id: video.sessionId,
    log_id: video.logId,
    content_type: video.contentType,
    size_bytes: video.sizeBytes,
    original_name: video.originalName,
    created_at: video.createdAt.toISOString(),
    video_url: `/api/admin/videos/${video.id}/stream`,
  }));
  return { rows: data, total: total?.n ?? 0 };
}

/** Sessions of every member, newest first, with their logs, sets and videos counted in the same query. */
export async function listSessions(db: Db, q: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        username: users.username,
        name: sessions.name,
        startDate: sessions.startDate,
        endDate: sessions.endDate,
        createdAt: sessions.createdAt,
        logs: sql<number>`(select count(*) from logs l where l.session_id = ${sessions.id})::int`,
        sets: sql<number>`(select count(*) from sets s where s.session_id = ${sessions.id} and s.done)::int`,
        videos: sql<number>`(select count(*) from videos v where v.session_id = ${sessions.id})::int`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .orderBy(desc(sessions.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(sessions),
  ]);
  const data: AdminSessionRow[] = rows.map((r) => ({
    id: r.id,
    user_id: r.userId,
    username: r.username,
    name: r.name,
    start_date: r.startDate.toISOString(),
    end_date: r.endDate?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    logs: Number(r.logs),
    sets: Number(r.sets),
    videos: Number(r.videos),
  }));
  return { rows: data, total: total?.n ?? 0 };
}

export async function findSessionOwner(db: Db, id: number) {
  const [row] = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, id));
  return row?.userId;
}

/**
 * ANALYZE, then REINDEX table by table: REINDEX DATABASE/SCHEMA need the database or schema owner on
 * PostgreSQL and cannot run in a transaction, while the app's role owns its tables on both engines.
 */
export async function refreshIndexes(db: Db): Promise<number> {
  await db.execute(sql`ANALYZE`);
  const result = await db.execute(
    sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`,
  );
  const tables = (result as unknown as { rows: { tablename: string }[] }).rows ?? [];
  for (const { tablename } of tables) await db.execute(sql`REINDEX TABLE ${sql.identifier(tablename)}`);
  return tables.length;
}

/** The video row goes; its files are the caller's to remove afterwards (deleteStoredFiles). */
export async function deleteVideoRow(db: Db, id: number) {
  const [row] = await db.delete(videos).where(eq(videos.id, id)).returning({
    id: videos.id,
    userId: videos.userId,
    storageKey: videos.storageKey,
    thumbnailKey: videos.thumbnailKey,
  });
  return row;
}
