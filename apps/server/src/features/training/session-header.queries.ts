import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { blocks, comments, sessions, users } from "../../db/schema/index.js";

/** The head of the details and of feed cards: a session with its block name, owner and comment count. */
export const sessionHeaderFields = {
  ...getTableColumns(sessions),
  blockName: blocks.name,
  username: users.username,
  profilePictureKey: users.profilePictureKey,
  userUpdatedAt: users.updatedAt,
  // Comments of disabled members are hidden, so they are not counted either.
  countsOfComments: sql<number>`(select count(*)::int from ${comments} where ${comments.sessionId} = ${sessions.id}
    and ${comments.userId} in (select ${users.id} from ${users} where ${users.deleted} = false))`,
};

export function selectSessionHeaders(db: Db) {
  return db
    .select(sessionHeaderFields)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(blocks, eq(blocks.id, sessions.blockId));
}
