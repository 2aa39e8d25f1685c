import type { Session, SessionDetails } from "@topset/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { logs, sessions, users } from "../../db/schema/index.js";
import { fromJsonRows } from "../../db/json-rows.js";
import {
  groupLogChildren,
  loadLogChildren,
  logColumns,
  setColumns,
  tagColumns,
  videoRefColumns,
  toLog,
  type LogChildren,
  type LogRow,
  type VideoRef,
} from "./log-children.queries.js";
import { sessionDetailsStatement } from "./session-details.statements.js";
import { selectSessionHeaders } from "./session-header.queries.js";
import type { SetRow } from "./sets.queries.js";
import type { TagRow } from "./tags.queries.js";
import { profilePictureUrl } from "../users/users.queries.js";
import { toSession } from "./sessions.queries.js";

/** Whether the viewer reads a session's private fields: its owner and admins do, other members never. */
export function seesPrivateFields(viewer: { id: number; role: string }, ownerId: number): boolean {
  return viewer.id === ownerId || viewer.role === "admin";
}

/**
 * A session as other members see it: what was shared (name, dates, block, the shared logs) and none
 * of the owner's notes, session RPE, sleep, bodyweight, calories or caffeine. The fields stay, as null,
 * so every reader gets one shape.
 */
export function withoutPrivateFields<T extends Session>(session: T): T {
  return {
    ...session,
    session_rpe: null,
    notes: null,
    body_weight: null,
    body_weight_unit: null,
    hours_of_sleep: null,
    calories_prior_session: null,
    caffeine_intake: null,
  };
}

/** A log other members may see: shared (private = false). */
const hasSharedLog = sql`exists (select 1 from ${logs} where ${logs.sessionId} = ${sessions.id} and ${logs.private} = false)`;

/**
 * The session screen in ONE statement whatever the number of logs: the session (with block, owner
 * and comment count) and its logs, sets, tags and videos, each scoped by the owner
 * (session-details.statements.ts).
 */
export async function loadSessionDetails(
  db: Db,
  where: { id: number; userId: number },
): Promise<SessionDetails | undefined> {
  const [row] = await sessionDetailsStatement(db).execute(where);
  if (!row) return undefined;
  const {
    logs: logJson,
    sets: setJson,
    tags: tagJson,
    videos: videoJson,
    ownerE1rmMethod,
    ownerChart,
    ...header
  } = row;
  return toSessionDetails(
    header,
    fromJsonRows<LogRow>(logColumns, logJson),
    groupLogChildren({
      sets: fromJsonRows<SetRow>(setColumns, setJson),
      tags: fromJsonRows<TagRow>(tagColumns, tagJson),
      videos: fromJsonRows<VideoRef>(videoRefColumns, videoJson),
      ownerE1rm: new Map([[header.userId, { method: ownerE1rmMethod, chart: ownerChart }]]),
    }),
  );
}

/** The owner of a session, whoever asks: for the coach check before the owner's own lookup. */
export async function findSessionOwnerId(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, id));
  return row?.userId;
}

export type SessionHeader = Awaited<ReturnType<typeof selectSessionHeaders>>[number];

/**
 * The wire head of the details and of a feed card: the session, its owner's name and picture, its
 * comment count; `logs` lists the logs shown (their exercises become `json`).
 */
export function toSessionHead(header: SessionHeader, logs: Pick<LogRow, "exerciseId" | "name">[]) {
  return {
    ...toSession({ ...header, json: logs.map((l) => ({ id: l.exerciseId, name: l.name })) }),
    username: header.username,
    profile_picture_url: profilePictureUrl({
      id: header.userId,
      profilePictureKey: header.profilePictureKey,
      updatedAt: header.userUpdatedAt,
    }),
    counts_of_comments: header.countsOfComments,
  };
}

function toSessionDetails(header: SessionHeader, logRows: LogRow[], children: LogChildren): SessionDetails {
  return { ...toSessionHead(header, logRows), logs: logRows.map((row) => toLog(row, children)) };
}

/**
 * Another member's session as the community sees it: only while it has a shared log and its owner's
 * account is active (else undefined, read as 404); only its shared logs; the private fields null unless
 * the viewer is an admin. Runs after the owner's own lookup missed, so the owner's path costs nothing more.
 */
export async function loadSharedSessionDetails(
  db: Db,
  where: { id: number; viewer: { id: number; role: string } },
): Promise<SessionDetails | undefined> {
  const [header] = await selectSessionHeaders(db).where(
    and(eq(sessions.id, where.id), eq(users.deleted, false), hasSharedLog),
  );
  if (!header) return undefined;
  const [logRows, children] = await Promise.all([
    db
      .select()
      .from(logs)
      .where(and(eq(logs.sessionId, header.id), eq(logs.userId, header.userId), eq(logs.private, false)))
      .orderBy(asc(logs.position), asc(logs.id)),
    // Other members see what was done: a planned set not done yet is the owner's plan only.
    loadLogChildren(db, {
      sessionId: header.id,
      userId: header.userId,
      doneOnly: !seesPrivateFields(where.viewer, header.userId),
    }),
  ]);
  const details = toSessionDetails(header, logRows, children);
  return seesPrivateFields(where.viewer, header.userId) ? details : withoutPrivateFields(details);
}
