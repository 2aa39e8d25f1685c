import {
  type CommunitySession,
  type E1rmMethod,
  type PersonalChart,
  type SessionWithVideos,
} from "@topset/shared";
import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { fromJsonRows } from "../../db/json-rows.js";
import { blocks, logs, sessions, videos } from "../../db/schema/index.js";
import {
  groupLogChildren,
  logColumns,
  setColumns,
  tagColumns,
  toLog,
  type LogRow,
} from "../training/log-children.queries.js";
import {
  seesPrivateFields,
  toSessionHead,
  withoutPrivateFields,
  type SessionHeader,
} from "../training/session-details.queries.js";
import { sessionHeaderFields } from "../training/session-header.queries.js";
import { toSession } from "../training/sessions.queries.js";
import type { SetRow } from "../training/sets.queries.js";
import type { TagRow } from "../training/tags.queries.js";
import type { CachedFeedPage, FeedPageCache } from "./feed-cache.js";
import { feedStatements, type FeedShape } from "./feed.statements.js";

type VideoRow = { id: number; thumbnailStatus: string };

/** The thumbnail is linked only once the job has made it. */
const screenshotUrl = (v: VideoRow) =>
  v.thumbnailStatus === "ready" ? `/api/v1/videos/${v.id}/thumbnail` : null;

function groupBy<K, T>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

type FeedScope = { viewer: { id: number; role: string }; followingOnly: boolean; sessionId?: number };

const shapeOf = (scope: FeedScope): FeedShape =>
  scope.sessionId !== undefined ? "one" : scope.followingOnly ? "following" : "everyone";

type FeedLog = LogRow & {
  videoId: number;
  thumbnailStatus: string;
  tags: TagRow[];
  sets: SetRow[];
  setsCount: number;
};
type FeedCard = SessionHeader & {
  ownerE1rmMethod: E1rmMethod;
  ownerChart: PersonalChart | null;
  logs: FeedLog[];
};

/**
 * One page of the community feed and its total. A page this copy's cache read at the feed's
 * current version is served again after one tiny statement (the version); otherwise the page is
 * read in ONE statement whatever its size (feed.statements.ts), with the version it was read at.
 * The private fields are nulled per viewer on the way out (feed-cache.ts). Without a cache, the
 * page is read.
 */
export async function loadFeedPage(
  db: Db,
  p: FeedScope & { limit: number; offset: number },
  cache?: FeedPageCache,
): Promise<{ total: number; sessions: CommunitySession[] }> {
  const shape = shapeOf(p);
  const key = [shape, shape === "following" ? p.viewer.id : "", p.sessionId ?? "", p.limit, p.offset].join(
    ":",
  );
  let page = cache?.get(key);
  if (page) {
    const [current] = await feedStatements(db).version.execute();
    if (Number(current?.version) !== page.version) page = undefined;
  }
  if (!page) {
    page = await readFeedPage(db, shape, p);
    cache?.set(key, page);
  }
  return {
    total: page.total,
    // The owner's own card and an admin's keep the private fields; other members get them null.
    sessions: page.cards.map((card) =>
      seesPrivateFields(p.viewer, card.user_id) ? card : withoutPrivateFields(card),
    ),
  };
}

/** The page from the database: each card arrives as JSON and is decoded to the rows the mappers read. */
async function readFeedPage(
  db: Db,
  shape: FeedShape,
  p: FeedScope & { limit: number; offset: number },
): Promise<CachedFeedPage> {
  const params = { viewerId: p.viewer.id, sessionId: p.sessionId ?? 0, limit: p.limit, offset: p.offset };
  const [row] = await feedStatements(db).page[shape].execute(params);
  const cards = fromJsonRows<FeedCard>(sessionHeaderFields, row?.sessions ?? []);
  return {
    version: Number(row?.version ?? 0),
    total: row?.total ?? 0,
    cards: cards.map((card) => {
      const { logs: logJson, ownerE1rmMethod, ownerChart, ...header } = card;
      const shown = fromJsonRows<FeedLog>(logColumns, logJson);
      const children = groupLogChildren({
        sets: shown.flatMap((log) => fromJsonRows<SetRow>(setColumns, log.sets)),
        tags: shown.flatMap((log) => fromJsonRows<TagRow>(tagColumns, log.tags)),
        videos: [],
        ownerE1rm: new Map([[header.userId, { method: ownerE1rmMethod, chart: ownerChart }]]),
      });
      return {
        // NOTE: json lists only the logs shown here, so a private log's exercise never reaches the feed.
        ...toSessionHead(header, shown),
        logs: shown.map((log) => ({
          ...toLog(log, children),
          videos: [
            {
              id: log.videoId,
              screenshot_url: screenshotUrl({ id: log.videoId, thumbnailStatus: log.thumbnailStatus }),
            },
          ],
          sets_count: log.setsCount,
        })),
      };
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
