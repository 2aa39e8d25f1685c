import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedPerDb } from "../../db/prepared.js";
import { logs, sessions, sets, tags, videos } from "../../db/schema/index.js";
import { childQueries } from "./log-children.queries.js";
import { selectSessionHeaders } from "./session-details.queries.js";

/**
 * The owner's session screen as five named statements, prepared once per database handle: the most
 * frequent read of all, so PostgreSQL plans it once per connection rather than at every call (see
 * features/community/feed-statements.ts and docs/decisions/038-read-paths.md). Each is scoped by the
 * owner, so they run side by side and another member's session yields nothing.
 */
function prepareAll(db: Db) {
  const id = sql.placeholder("id");
  const userId = sql.placeholder("userId");
  return {
    header: selectSessionHeaders(db)
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
      .prepare("session_details_header"),
    logs: db
      .select()
      .from(logs)
      .where(and(eq(logs.sessionId, id), eq(logs.userId, userId)))
      .orderBy(asc(logs.position), asc(logs.id))
      .prepare("session_details_logs"),
    sets: childQueries
      .sets(db, and(eq(sets.userId, userId), eq(sets.sessionId, id)))
      .prepare("session_details_sets"),
    tags: childQueries
      .tags(db, and(eq(tags.userId, userId), eq(logs.sessionId, id)))
      .prepare("session_details_tags"),
    videos: childQueries
      .videos(db, and(eq(videos.userId, userId), eq(videos.sessionId, id)))
      .prepare("session_details_videos"),
  };
}

export const sessionDetailsStatements = preparedPerDb(prepareAll);
