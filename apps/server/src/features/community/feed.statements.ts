import { COMMUNITY_SETS_SHOWN } from "@topset/shared";
import { and, eq, isNotNull, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { jsonObjectOf, jsonRowsOf } from "../../db/json-rows.js";
import { preparedPerDb } from "../../db/prepared.js";
import {
  blocks,
  feedVersion,
  follows,
  logs,
  sessions,
  sets,
  tags,
  users,
  videos,
} from "../../db/schema/index.js";
import { logColumns, setColumns, tagColumns } from "../training/log-children.queries.js";
import { sessionHeaderFields } from "../training/session-header.queries.js";

/**
 * The feed's statement, prepared once per database handle and shape (db/prepared.ts): on PostgreSQL
 * planning its joins costs several times their execution.
 */
export type FeedShape = "everyone" | "following" | "one";
type Value = number | Placeholder;
export type FeedParams = { viewerId: Value; sessionId?: Value };

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

/** The feed's version now: the feed cache's check (feed-cache.ts), and read with every page. */
const currentVersion = (db: Db) =>
  db.select({ version: feedVersion.version }).from(feedVersion).where(eq(feedVersion.id, 1));

/**
 * The shown logs of the card's session (shared, holding a video), each with its video (a lateral
 * probe of videos_log_unique; `limit 1`, true of a unique key anyway, keeps PostgreSQL from turning
 * it back into a join, planned as a scan of every video per card), its tags, its first
 * few done sets and how many done sets it has. A planned set not done yet is the owner's plan only:
 * not shown to others, nor counted.
 */
const cardLogs = jsonRowsOf(
  {
    ...logColumns,
    videoId: sql`video.id`,
    thumbnailStatus: sql`video.thumbnail_status`,
    tags: jsonRowsOf(tagColumns, sql`${tags} where ${tags.logId} = ${logs.id}`, sql`${tags.id}`),
    sets: sql`(select coalesce(json_agg(first.set order by first.position, first.id), '[]'::json) from (
      select ${jsonObjectOf(setColumns)} as set, ${sets.position} as position, ${sets.id} as id from ${sets}
      where ${sets.logId} = ${logs.id} and ${sets.done} order by ${sets.position}, ${sets.id}
      limit ${sql.raw(String(COMMUNITY_SETS_SHOWN))}) first)`,
    setsCount: sql`(select count(*)::int from ${sets} where ${sets.logId} = ${logs.id} and ${sets.done})`,
  },
  sql`${logs} cross join lateral (select ${videos.id} as id, ${videos.thumbnailStatus} as thumbnail_status
    from ${videos} where ${videos.logId} = ${logs.id} limit 1) video
    where ${logs.sessionId} = ${sessions.id} and ${logs.private} = false`,
  sql`${logs.position}, ${logs.id}`,
);

/**
 * One page of the feed and its total as ONE statement returning one row: `total`, and `sessions`,
 * the page's cards as JSON in feed order (header, owner's e1RM method and chart, shown logs with their
 * children). The page's ids come first from sessions_feed_idx and are then looked up by primary
 * key, so the cards' JSON is built for those rows only, never for rows an offset skips, and no
 * plan reads every session to join them (docs/decisions/039-one-statement-reads.md).
 */
export function feedPageQuery(db: Db, shape: FeedShape, p: FeedParams & { limit: Value; offset: Value }) {
  const card = jsonObjectOf({
    ...sessionHeaderFields,
    ownerE1rmMethod: users.e1rmMethod,
    ownerChart: users.personalRpeChart,
    logs: cardLogs,
  });
  const pageIds = sql`select ${sessions.id} from ${sessions} join ${users} on ${users.id} = ${sessions.userId}
    where ${feedWhere(shape, p)}
    order by ${sessions.endDate} desc, ${sessions.id} desc limit ${p.limit} offset ${p.offset}`;
  // The cards in the page's own order (end date, then id, newest first).
  const cards = sql`(select coalesce(json_agg(${card} order by ${sessions.endDate} desc, ${sessions.id} desc), '[]'::json)
    from ${sessions} join ${users} on ${users.id} = ${sessions.userId} left join ${blocks} on ${blocks.id} = ${sessions.blockId}
    where ${sessions.id} = any(array(${pageIds})))`;
  // NOTE: each field wraps its SQL once more: with a single FROM item drizzle writes the columns a
  // field names directly without their table, which these joins need.
  return db
    .select({
      // The feed's version in the same snapshot: the page is what the feed was at this version.
      version: sql<number>`${sql`(${currentVersion(db)})`}`,
      total: sql<number>`${sql`(${feedCountQuery(db, shape, p)})`}`,
      sessions: sql<unknown[]>`${cards}`,
    })
    .from(sql`(select 1) one`);
}

function prepareAll(db: Db) {
  const params = {
    viewerId: sql.placeholder("viewerId"),
    sessionId: sql.placeholder("sessionId"),
    limit: sql.placeholder("limit"),
    offset: sql.placeholder("offset"),
  };
  return {
    version: currentVersion(db).prepare("feed_version"),
    page: {
      everyone: feedPageQuery(db, "everyone", params).prepare("feed_page_everyone"),
      following: feedPageQuery(db, "following", params).prepare("feed_page_following"),
      one: feedPageQuery(db, "one", params).prepare("feed_page_one"),
    },
  };
}

export const feedStatements = preparedPerDb(prepareAll);
