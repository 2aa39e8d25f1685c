import type { SessionDetails } from "@topset/shared";
import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { blocks, comments, logs, sessions, users } from "../../db/schema/index.js";
import { loadLogChildren, toLog } from "../logs/log-children.queries.js";
import { profilePictureUrl } from "../users/users.queries.js";
import { toSession } from "./sessions.queries.js";

/** A session with its block name, owner and comment count: the head of the details and of feed cards. */
export function selectSessionHeaders(db: Db) {
  return db
    .select({
      ...getTableColumns(sessions),
      blockName: blocks.name,
      username: users.username,
      profilePictureKey: users.profilePictureKey,
      userUpdatedAt: users.updatedAt,
      countsOfComments: sql<number>`(select count(*)::int from ${comments} where ${comments.sessionId} = ${sessions.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(blocks, eq(blocks.id, sessions.blockId));
}

async function findSessionHeader(db: Db, where: { id: number; userId: number }) {
  const [row] = await selectSessionHeaders(db).where(
    and(eq(sessions.id, where.id), eq(sessions.userId, where.userId)),
  );
  return row;
}

/**
 * The session screen in FIVE queries whatever the number of logs: the session (with block, owner and
 * comment count), its logs, and their sets, tags and videos. Each is scoped by the owner, so they run
 * side by side and another user's session yields nothing at all.
 */
export async function loadSessionDetails(
  db: Db,
  where: { id: number; userId: number },
): Promise<SessionDetails | undefined> {
  const scope = { sessionId: where.id, userId: where.userId };
  const [header, logRows, children] = await Promise.all([
    findSessionHeader(db, where),
    db
      .select()
      .from(logs)
      .where(and(eq(logs.sessionId, where.id), eq(logs.userId, where.userId)))
      .orderBy(asc(logs.position), asc(logs.id)),
    loadLogChildren(db, scope),
  ]);
  if (!header) return undefined;
  const json = logRows.map((l) => ({ id: l.exerciseId, name: l.name }));
  return {
    ...toSession({ ...header, json }),
    username: header.username,
    profile_picture_url: profilePictureUrl({
      id: header.userId,
      profilePictureKey: header.profilePictureKey,
      updatedAt: header.userUpdatedAt,
    }),
    counts_of_comments: header.countsOfComments,
    logs: logRows.map((row) => toLog(row, children)),
  };
}
