import { COMMUNITY_SETS_SHOWN, type E1rmMethod } from "@topset/shared";
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  isNotNull,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedPerDb } from "../../db/prepared.js";
import { follows, logs, sessions, sets, tags, users, videos } from "../../db/schema/index.js";
import { selectSessionHeaders } from "../training/session-details.queries.js";

/**
 * The feed's statements, prepared once per database handle (db/prepared.ts): on PostgreSQL planning
 * these joins cost several times their execution (about 1 ms against 0.2 ms on the bench data).
 */
export type FeedShape = "everyone" | "following" | "one";
/** A tag as the feed's logs statement returns it (JSON: the fields toTag reads). */
export type FeedTag = { id: number; logId: number; userId: number; name: string };
type Value = number | Placeholder;
export type FeedParams = { viewerId: Value; sessionId?: Value };

/** A log the community sees: shared (private = false) and holding a video. */
export const sharedWithVideo = sql`${logs.private} = false and exists (select 1 from ${videos} where ${videos.logId} = ${logs.id})`;

export function feedWhere(shape: FeedShape, p: FeedParams): SQL {
  return and(
    isNotNull(sessions.endDate),
    eq(users.deleted, false),
    // A log of it is shared with a video (kept by triggers, migration 0014): read from sessions_feed_idx.
    eq(sessions.sharedVideo, true),
    shape === "one" ? eq(sessions.id, p.sessionId!) : undefined,
    shape === "following"
      ? sql`${sessions.userId} in (select ${follows.followingId} from ${follows} where ${follows.followerId} = ${p.viewerId})`
      : undefined,
  )!;
}

export function feedCountQuery(db: Db, shape: FeedShape, p: FeedParams) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(feedWhere(shape, p));
}

export function feedSessionsQuery(db: Db, shape: FeedShape, p: FeedParams & { limit: Value; offset: Value }) {
  return selectSessionHeaders(db)
    .where(feedWhere(shape, p))
    .orderBy(desc(sessions.endDate), desc(sessions.id))
    .limit(p.limit)
    .offset(p.offset);
}

const ids = sql.placeholder("sessionIds");
/** The logs a feed card shows: shared ones holding a video, of the page's sessions. */
const shownLogs = and(sql`${logs.sessionId} = any(${ids})`, sharedWithVideo);

/**
 * The first few sets of each shown log (by position) with the log's total. It starts from the
 * sessions (sets_session_idx) so it runs beside the logs query instead of after it.
 */
function firstSets(db: Db) {
  const shown = db.select({ id: logs.id }).from(logs).where(shownLogs);
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
    .where(and(sql`${sets.sessionId} = any(${ids})`, sql`${sets.logId} in ${shown}`, eq(sets.done, true)))
    .as("ranked");
  return db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, COMMUNITY_SETS_SHOWN))
    .orderBy(asc(ranked.logId), asc(ranked.rank));
}

function prepareAll(db: Db) {
  const params = {
    viewerId: sql.placeholder("viewerId"),
    sessionId: sql.placeholder("sessionId"),
    limit: sql.placeholder("limit"),
    offset: sql.placeholder("offset"),
  };
  const shapes = ["everyone", "following", "one"] as const;
  const byShape = <T>(make: (shape: FeedShape) => T) =>
    Object.fromEntries(shapes.map((s) => [s, make(s)])) as Record<FeedShape, T>;
  return {
    count: byShape((s) => feedCountQuery(db, s, params).prepare(`feed_count_${s}`)),
    page: byShape((s) => feedSessionsQuery(db, s, params).prepare(`feed_page_${s}`)),
    // Each shown log with its one video (videos_log_unique) and its tags as JSON, in one statement.
    logs: db
      .select({
        log: logs,
        videoId: videos.id,
        thumbnailStatus: videos.thumbnailStatus,
        tags: sql<
          FeedTag[]
        >`coalesce((select json_agg(json_build_object('id', ${tags.id}, 'logId', ${tags.logId},
          'userId', ${tags.userId}, 'name', ${tags.name}) order by ${tags.id})
          from ${tags} where ${tags.logId} = ${logs.id}), '[]'::json)`,
      })
      .from(logs)
      .innerJoin(videos, eq(videos.logId, logs.id))
      .where(shownLogs)
      .orderBy(asc(logs.position), asc(logs.id))
      .prepare("feed_logs"),
    sets: firstSets(db).prepare("feed_sets"),
  };
}

export const feedStatements = preparedPerDb(prepareAll);
