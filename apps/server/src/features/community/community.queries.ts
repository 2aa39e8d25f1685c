import { type CommunitySession, type SessionWithVideos } from "@topset/shared";
import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { blocks, logs, sessions, videos } from "../../db/schema/index.js";
import { toLog, type LogChildren } from "../training/log-children.queries.js";
import { toSession } from "../training/sessions.queries.js";
import type { SetRow } from "../training/sets.queries.js";
import type { TagRow } from "../training/tags.queries.js";
import { profilePictureUrl } from "../users/users.queries.js";
import { seesPrivateFields, withoutPrivateFields } from "../training/session-details.queries.js";
import { feedStatements, type FeedShape } from "./feed-statements.js";

type VideoRow = { id: number; thumbnailStatus: string };

/** The thumbnail is linked only once the job has made it. */
const screenshotUrl = (v: VideoRow) =>
  v.thumbnailStatus === "ready" ? `/api/v1/videos/${v.id}/thumbnail` : null;

function groupBy<K, T>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

type FeedScope = { viewer: { id: number; role: string }; followingOnly: boolean; sessionId?: number };

const shapeOf = (scope: FeedScope): FeedShape =>
  scope.sessionId !== undefined ? "one" : scope.followingOnly ? "following" : "everyone";

export async function countFeed(db: Db, scope: FeedScope) {
  const params = { viewerId: scope.viewer.id, sessionId: scope.sessionId ?? 0 };
  const [row] = await feedStatements(db).count[shapeOf(scope)].execute(params);
  return row?.total ?? 0;
}

/**
 * One page of the community feed in FOUR queries and TWO round trips whatever its size: count and
 * sessions side by side, then the shown logs (each with its one video and its tags) beside their
 * first sets, both keyed by the page's session ids so neither waits for the other.
 */
export async function loadFeedPage(
  db: Db,
  p: FeedScope & { limit: number; offset: number },
): Promise<{ total: number; sessions: CommunitySession[] }> {
  const statements = feedStatements(db);
  const params = { viewerId: p.viewer.id, sessionId: p.sessionId ?? 0, limit: p.limit, offset: p.offset };
  const [total, headers] = await Promise.all([countFeed(db, p), statements.page[shapeOf(p)].execute(params)]);
  if (headers.length === 0) return { total, sessions: [] };
  const sessionIds = { sessionIds: headers.map((h) => h.id) };
  const [logRows, setRows] = await Promise.all([
    statements.logs.execute(sessionIds),
    statements.sets.execute(sessionIds),
  ]);
  const children: LogChildren = {
    sets: groupBy<number, SetRow>(
      setRows.map(({ rank: _rank, total: _total, ownerE1rmMethod: _method, ...set }) => set),
      (s) => s.logId,
    ),
    // toTag reads only these fields; the JSON carries no dates.
    tags: new Map(logRows.map((r) => [r.log.id, r.tags as TagRow[]])),
    videos: new Map(),
    e1rmMethods: new Map(setRows.map((s) => [s.userId, s.ownerE1rmMethod])),
  };
  const setsCount = new Map(setRows.map((s) => [s.logId, Number(s.total)]));
  const logsBySession = groupBy(logRows, (r) => r.log.sessionId);
  return {
    total,
    sessions: headers.map((h) => {
      const sessionLogs = logsBySession.get(h.id) ?? [];
      const card: CommunitySession = {
        // NOTE: json lists only the logs shown here, so a private log's exercise never reaches the feed.
        ...toSession({ ...h, json: sessionLogs.map(({ log }) => ({ id: log.exerciseId, name: log.name })) }),
        username: h.username,
        profile_picture_url: profilePictureUrl({
          id: h.userId,
          profilePictureKey: h.profilePictureKey,
          updatedAt: h.userUpdatedAt,
        }),
        counts_of_comments: h.countsOfComments,
        logs: sessionLogs.map(({ log, videoId, thumbnailStatus }) => ({
          ...toLog(log, children),
          videos: [{ id: videoId, screenshot_url: screenshotUrl({ id: videoId, thumbnailStatus }) }],
          sets_count: setsCount.get(log.id) ?? 0,
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
