import type { Log } from "@topset/shared";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { columnsOf } from "../../db/json-rows.js";
import { logs, sets, tags, users, videos } from "../../db/schema/index.js";
import { DEFAULT_E1RM, toSet, type OwnerE1rm, type SetRow } from "./sets.queries.js";
import { toTag, type TagRow } from "./tags.queries.js";

export type LogRow = typeof logs.$inferSelect;

/** The child rows' columns as the one-statement reads carry them in JSON (db/json-rows.ts). */
export const logColumns = columnsOf(logs);
export const setColumns = columnsOf(sets);
export const tagColumns = columnsOf(tags);
export const videoRefColumns = { id: videos.id, logId: videos.logId, thumbnailKey: videos.thumbnailKey };
export type VideoRef = { id: number; logId: number; thumbnailKey: string | null };
export type LogChildren = {
  sets: Map<number, SetRow[]>;
  tags: Map<number, TagRow[]>;
  videos: Map<number, VideoRef[]>;
  /** Each set owner's e1RM method and chart (by user id): a set's figures are computed in its owner's. */
  ownerE1rm: Map<number, OwnerE1rm>;
};

/** Every log of one session, or one log: the caller's only; `doneOnly` for others' eyes (no planned sets). */
type Scope = { userId: number; doneOnly?: boolean } & (
  { sessionId: number; logId?: never } | { logId: number; sessionId?: never }
);

function byLog<T extends { logId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.logId);
    if (list) list.push(row);
    else map.set(row.logId, [row]);
  }
  return map;
}

/** The three child statements, for any filter (the one-off scopes below, or placeholders: session-details). */
export const childQueries = {
  sets: (db: Db, where: SQL | undefined) =>
    db
      .select({ set: sets, method: users.e1rmMethod, chart: users.personalRpeChart })
      .from(sets)
      .innerJoin(users, eq(users.id, sets.userId))
      .where(where)
      .orderBy(asc(sets.logId), asc(sets.position), asc(sets.id)),
  tags: (db: Db, where: SQL | undefined) =>
    db
      .select({ tag: tags })
      .from(tags)
      .innerJoin(logs, eq(logs.id, tags.logId))
      .where(where)
      .orderBy(asc(tags.id)),
  videos: (db: Db, where: SQL | undefined) =>
    db
      .select({ id: videos.id, logId: videos.logId, thumbnailKey: videos.thumbnailKey })
      .from(videos)
      .where(where)
      .orderBy(asc(videos.id)),
};

type ChildRows = {
  sets: ({ set: SetRow } & OwnerE1rm)[];
  tags: { tag: TagRow }[];
  videos: VideoRef[];
};

export function toLogChildren(rows: ChildRows): LogChildren {
  return groupLogChildren({
    sets: rows.sets.map((r) => r.set),
    tags: rows.tags.map((r) => r.tag),
    videos: rows.videos,
    ownerE1rm: new Map(rows.sets.map((r) => [r.set.userId, { method: r.method, chart: r.chart }])),
  });
}

/** Child rows in display order, grouped by their log. */
export function groupLogChildren(rows: {
  sets: SetRow[];
  tags: TagRow[];
  videos: VideoRef[];
  ownerE1rm: Map<number, OwnerE1rm>;
}): LogChildren {
  return {
    sets: byLog(rows.sets),
    tags: byLog(rows.tags),
    videos: byLog(rows.videos),
    ownerE1rm: rows.ownerE1rm,
  };
}

/**
 * Sets, tags and videos beneath a session (or one log) in three queries, however many logs there
 * are; rows come back in display order and are grouped by log here.
 */
export async function loadLogChildren(db: Db, scope: Scope): Promise<LogChildren> {
  const { userId } = scope;
  const setsIn = scope.logId != null ? eq(sets.logId, scope.logId) : eq(sets.sessionId, scope.sessionId);
  const logsIn = scope.logId != null ? eq(logs.id, scope.logId) : eq(logs.sessionId, scope.sessionId);
  const videosIn =
    scope.logId != null ? eq(videos.logId, scope.logId) : eq(videos.sessionId, scope.sessionId);
  const [setRows, tagRows, videoRows] = await Promise.all([
    childQueries.sets(
      db,
      and(eq(sets.userId, userId), setsIn, scope.doneOnly ? eq(sets.done, true) : undefined),
    ),
    childQueries.tags(db, and(eq(tags.userId, userId), logsIn)),
    childQueries.videos(db, and(eq(videos.userId, userId), videosIn)),
  ]);
  return toLogChildren({ sets: setRows, tags: tagRows, videos: videoRows });
}

export const noChildren: LogChildren = {
  sets: new Map(),
  tags: new Map(),
  videos: new Map(),
  ownerE1rm: new Map(),
};

/** The wire shape of a log with its tags, video references and sets. */
export function toLog(row: LogRow, children: LogChildren): Log {
  return {
    id: row.id,
    user_id: row.userId,
    session_id: row.sessionId,
    exercise_id: row.exerciseId,
    name: row.name,
    notes: row.notes,
    collapsed: row.collapsed,
    private: row.private,
    sets_notes_visibility: row.setsNotesVisibility,
    tags: (children.tags.get(row.id) ?? []).map(toTag),
    videos: (children.videos.get(row.id) ?? []).map((v) => ({
      id: v.id,
      screenshot_url: v.thumbnailKey ? `/api/v1/videos/${v.id}/thumbnail` : null,
    })),
    sets: (children.sets.get(row.id) ?? []).map((set) =>
      toSet(set, children.ownerE1rm.get(set.userId) ?? DEFAULT_E1RM),
    ),
  };
}
