import {
  COMMUNITY_SETS_SHOWN,
  type CommunitySession,
  type E1rmMethod,
  type SessionWithVideos,
} from "@topset/shared";
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { blocks, follows, logs, sessions, sets, tags, users, videos } from "../../db/schema/index.js";
import { toLog, type LogChildren } from "../training/log-children.queries.js";
import { toSession } from "../training/sessions.queries.js";
import type { SetRow } from "../training/sets.queries.js";
import { profilePictureUrl } from "../users/users.queries.js";
import {
  seesPrivateFields,
  selectSessionHeaders,
  withoutPrivateFields,
} from "../training/session-details.queries.js";

type VideoRow = { id: number; logId: number; thumbnailStatus: string };

/** The thumbnail is linked only once the job has made it. */
const screenshotUrl = (v: VideoRow) =>
  v.thumbnailStatus === "ready" ? `/api/v1/videos/${v.id}/thumbnail` : null;

function groupBy<K, T>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/** A log the community sees: shared (private = false) and holding a video. */
const sharedWithVideo = sql`${logs.private} = false and exists (select 1 from ${videos} where ${videos.logId} = ${logs.id})`;

type FeedScope = { viewer: { id: number; role: string }; followingOnly: boolean; sessionId?: number };

function feedWhere(scope: FeedScope): SQL {
  const conditions = [
    isNotNull(sessions.endDate),
    eq(users.deleted, false),
    sql`exists (select 1 from ${logs} where ${logs.sessionId} = ${sessions.id} and ${sharedWithVideo})`,
  ];
  if (scope.sessionId !== undefined) conditions.push(eq(sessions.id, scope.sessionId));
  if (scope.followingOnly) {
    conditions.push(
      sql`${sessions.userId} in (select ${follows.followingId} from ${follows} where ${follows.followerId} = ${scope.viewer.id})`,
    );
  }
  return and(...conditions)!;
}

export function feedCountQuery(db: Db, scope: FeedScope) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(feedWhere(scope));
}

export async function countFeed(db: Db, scope: FeedScope) {
  const [row] = await feedCountQuery(db, scope);
  return row?.total ?? 0;
}

export function feedSessionsQuery(db: Db, p: FeedScope & { limit: number; offset: number }) {
  return selectSessionHeaders(db)
    .where(feedWhere(p))
    .orderBy(desc(sessions.endDate), desc(sessions.id))
    .limit(p.limit)
    .offset(p.offset);
}

/** The logs a feed card shows: shared ones holding a video, of the page's sessions. */
const shownLogs = (sessionIds: number[]) => and(inArray(logs.sessionId, sessionIds), sharedWithVideo);

/**
 * The first few sets of each shown log (by position) with the log's total, in one statement. It
 * starts from the sessions (sets_session_idx) so it runs beside the logs query instead of after it.
 */
function firstSets(db: Db, sessionIds: number[]) {
  const shown = db.select({ id: logs.id }).from(logs).where(shownLogs(sessionIds));
  const ranked = db
    .select({
      ...getTableColumns(sets),
      rank: sql<number>`row_number() over (partition by ${sets.logId} order by ${sets.position}, ${sets.id})`.as(
        "rank",
      ),
      total: sql<number>`count(*) over (partition by ${sets.logId})`.as("total"),
      // A set's figures are in its owner's e1RM method: "their numbers", whoever reads the feed.
      ownerE1rmMethod: sql<E1rmMethod>`${users.e1rmMethod}`.as("owner_e1rm_method"),
    })
    .from(sets)
    .innerJoin(users, eq(users.id, sets.userId))
    // A planned set not done yet is not shown to others (nor counted in the log's total).
    .where(and(inArray(sets.sessionId, sessionIds), inArray(sets.logId, shown), eq(sets.done, true)))
    .as("ranked");
  return db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, COMMUNITY_SETS_SHOWN))
    .orderBy(asc(ranked.logId), asc(ranked.rank));
}

/**
 * One page of the community feed in SIX queries and TWO round trips whatever its size: count and
 * sessions side by side, then the shown logs with their first sets, tags and videos side by side
 * (each keyed by the page's session ids, so none waits for the logs).
 */
export async function loadFeedPage(
  db: Db,
  p: FeedScope & { limit: number; offset: number },
): Promise<{ total: number; sessions: CommunitySession[] }> {
  const [total, headers] = await Promise.all([countFeed(db, p), feedSessionsQuery(db, p)]);
  if (headers.length === 0) return { total, sessions: [] };
  const sessionIds = headers.map((h) => h.id);
  const [logRows, setRows, tagRows, videoRows] = await Promise.all([
    db.select().from(logs).where(shownLogs(sessionIds)).orderBy(asc(logs.position), asc(logs.id)),
    firstSets(db, sessionIds),
    db
      .select({ tag: tags })
      .from(tags)
      .innerJoin(logs, eq(logs.id, tags.logId))
      .where(shownLogs(sessionIds))
      .orderBy(asc(tags.id))
      .then((rows) => rows.map((r) => r.tag)),
    db
      .select({ id: videos.id, logId: videos.logId, thumbnailStatus: videos.thumbnailStatus })
      .from(videos)
      .innerJoin(logs, eq(logs.id, videos.logId))
      .where(shownLogs(sessionIds))
      .orderBy(asc(videos.id)),
  ]);
  const children: LogChildren = {
    sets: groupBy<number, SetRow>(
      setRows.map(({ rank: _rank, total: _total, ownerE1rmMethod: _method, ...set }) => set),
      (s) => s.logId,
    ),
    tags: groupBy(tagRows, (t) => t.logId),
    videos: new Map(),
    e1rmMethods: new Map(setRows.map((s) => [s.userId, s.ownerE1rmMethod])),
  };
  const setsCount = new Map(setRows.map((s) => [s.logId, Number(s.total)]));
  const videosByLog = groupBy(videoRows, (v) => v.logId);
  const logsBySession = groupBy(logRows, (l) => l.sessionId);
  return {
    total,
    sessions: headers.map((h) => {
      const sessionLogs = logsBySession.get(h.id) ?? [];
      const card: CommunitySession = {
        // NOTE: json lists only the logs shown here, so a private log's exercise never reaches the feed.
        ...toSession({ ...h, json: sessionLogs.map((l) => ({ id: l.exerciseId, name: l.name })) }),
        username: h.username,
        profile_picture_url: profilePictureUrl({
          id: h.userId,
          profilePictureKey: h.profilePictureKey,
          updatedAt: h.userUpdatedAt,
        }),
        counts_of_comments: h.countsOfComments,
        logs: sessionLogs.map((l) => ({
          ...toLog(l, children),
          videos: (videosByLog.get(l.id) ?? []).map((v) => ({ id: v.id, screenshot_url: screenshotUrl(v) })),
          sets_count: setsCount.get(l.id) ?? 0,
        })),
      };
      // The owner's own card and an admin's keep the private fields; other members get them null.
      return seesPrivateFields(p.viewer, h.userId) ? card : withoutPrivateFields(card);
    }),
  };
}

const hasVideo = sql`exists (select 1 from ${videos} where ${videos.sessionId} = ${sessions.id})`;

/**
 * The user's own sessions with at least one video (private or shared), newest first, in FOUR queries:
 * count and page side by side, then their exercises and videos side by side.
 */
export async function loadSessionsWithVideos(
  db: Db,
  p: { userId: number; limit: number; offset: number },
): Promise<{ total: number; sessions: SessionWithVideos[] }> {
  const where = and(eq(sessions.userId, p.userId), hasVideo);
  const [total, rows] = await Promise.all([
    db.$count(sessions, where),
    db
      .select({ ...getTableColumns(sessions), blockName: blocks.name })
      .from(sessions)
      .leftJoin(blocks, eq(blocks.id, sessions.blockId))
      .where(where)
      .orderBy(desc(sessions.startDate), desc(sessions.id))
      .limit(p.limit)
      .offset(p.offset),
  ]);
  if (rows.length === 0) return { total, sessions: [] };
  const ids = rows.map((r) => r.id);
  const [logRows, videoRows] = await Promise.all([
    db
      .select({ sessionId: logs.sessionId, id: logs.exerciseId, name: logs.name })
      .from(logs)
      .where(and(eq(logs.userId, p.userId), inArray(logs.sessionId, ids)))
      .orderBy(asc(logs.position), asc(logs.id)),
    db
      .select({
        id: videos.id,
        logId: videos.logId,
        sessionId: videos.sessionId,
        thumbnailStatus: videos.thumbnailStatus,
      })
      .from(videos)
      .where(and(eq(videos.userId, p.userId), inArray(videos.sessionId, ids)))
      .orderBy(asc(videos.id)),
  ]);
  const exercisesBySession = groupBy(logRows, (l) => l.sessionId);
  const videosBySession = groupBy(videoRows, (v) => v.sessionId);
  return {
    total,
    sessions: rows.map((row) => ({
      ...toSession({
        ...row,
        json: (exercisesBySession.get(row.id) ?? []).map((l) => ({ id: l.id, name: l.name })),
      }),
      videos: (videosBySession.get(row.id) ?? []).map((v) => ({
        id: v.id,
        log_id: v.logId,
        screenshot_url: screenshotUrl(v),
      })),
    })),
  };
}
