import type { E1rmMethod } from "@topset/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { jsonRowsOf } from "../../db/json-rows.js";
import { preparedPerDb } from "../../db/prepared.js";
import { blocks, logs, sessions, sets, tags, users, videos } from "../../db/schema/index.js";
import { logColumns, setColumns, tagColumns, videoRefColumns } from "./log-children.queries.js";
import { sessionHeaderFields } from "./session-header.queries.js";

/**
 * The owner's session screen as ONE named statement, prepared once per database handle: the header
 * row with its logs, sets, tags and videos as JSON columns (db/json-rows.ts). It is the most frequent
 * read of all; one statement is one message exchange and one pool connection instead of five
 * (docs/decisions/039-one-statement-reads.md). Every part is scoped by the owner, so another member's
 * session yields no row.
 */
function prepare(db: Db) {
  const id = sql.placeholder("id");
  const userId = sql.placeholder("userId");
  return db
    .select({
      ...sessionHeaderFields,
      // The sets are the owner's, so their figures are in the owner's e1RM method (and chart).
      ownerE1rmMethod: sql<E1rmMethod>`${users.e1rmMethod}`,
      ownerChart: users.personalRpeChart,
      logs: jsonRowsOf(
        logColumns,
        sql`${logs} where ${logs.sessionId} = ${id} and ${logs.userId} = ${userId}`,
        sql`${logs.position}, ${logs.id}`,
      ),
      sets: jsonRowsOf(
        setColumns,
        sql`${sets} where ${sets.userId} = ${userId} and ${sets.sessionId} = ${id}`,
        sql`${sets.logId}, ${sets.position}, ${sets.id}`,
      ),
      tags: jsonRowsOf(
        tagColumns,
        sql`${tags} join ${logs} on ${logs.id} = ${tags.logId} where ${tags.userId} = ${userId} and ${logs.sessionId} = ${id}`,
        sql`${tags.id}`,
      ),
      videos: jsonRowsOf(
        videoRefColumns,
        sql`${videos} where ${videos.userId} = ${userId} and ${videos.sessionId} = ${id}`,
        sql`${videos.id}`,
      ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(blocks, eq(blocks.id, sessions.blockId))
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .prepare("session_details");
}

export const sessionDetailsStatement = preparedPerDb(prepare);
