import type { ApiErrorItem, CoachComment, createCoachCommentSchema } from "@topset/shared";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { badRequest, forbidden, HttpError, notFound, VALIDATION_MESSAGE } from "../../lib/http-errors.js";
import type { Mailer } from "../../mail/mailer.js";
import type { AuthUser } from "../../plugins/auth.js";
import { coachCommentMail, sessionLink } from "./coach-comment-mail.js";
import {
  findCommentTargets,
  findMember,
  findSessionOwner,
  hasUnreadFromSide,
  insertCoachComment,
  listCommentingCoaches,
  toCoachComment,
} from "./coach-comments.queries.js";
import { requireGrant } from "./coach-guard.js";

export const NO_COACH = "Comments go to your coach: give a coach a coach code before writing here.";

type Session = NonNullable<Awaited<ReturnType<typeof findSessionOwner>>>;
export type Thread = { session: Session; isAthlete: boolean };
type NewComment = z.output<typeof createCoachCommentSchema>;

/**
 * Who may open a session's comments: its owner (old threads stay readable; writing needs a live coach
 * with a `coach` grant), or a coach holding such a grant from the owner (a `read` grant: 403 saying
 * why). Anyone else does not learn that the session exists (404), admins included.
 */
export async function openThread(
  db: Db,
  me: AuthUser,
  sessionId: number,
  purpose: "read" | "write",
  /** What a 404 names: what the caller asked for. */
  what = "Session",
): Promise<Thread> {
  const session = await findSessionOwner(db, sessionId);
  if (!session) throw notFound(what);
  if (session.userId === me.id) {
    if (purpose === "write" && (await listCommentingCoaches(db, me.id)).length === 0) {
      throw forbidden(NO_COACH);
    }
    return { session, isAthlete: true };
  }
  await requireGrant(db, { coachId: me.id, athleteId: session.userId }, "coach").catch((err: unknown) => {
    // The guard names the athlete; the caller asked for something else, and learns nothing more.
    throw err instanceof HttpError && err.statusCode === 404 ? notFound(what) : err;
  });
  return { session, isAthlete: false };
}

/** Where the comment points, checked inside the session; a reply with no place of its own takes its parent's. */
async function placeOf(db: Db, sessionId: number, input: NewComment) {
  const { log_id: logId, set_id: setId, parent_id: parentId } = input;
  const found = await findCommentTargets(db, { sessionId, logId, setId, parentId });
  const errors: ApiErrorItem[] = [];
  if (logId !== undefined && !found.log)
    errors.push({ msg: "This exercise is not part of this session.", path: "log_id" });
  if (setId !== undefined && !found.set)
    errors.push({ msg: "This set is not part of this session.", path: "set_id" });
  else if (found.set && logId !== undefined && found.set.logId !== logId)
    errors.push({ msg: "This set is not part of that exercise.", path: "set_id" });
  if (parentId !== undefined && !found.parent)
    errors.push({ msg: "This comment is not part of this session.", path: "parent_id" });
  if (errors.length > 0) throw badRequest(VALIDATION_MESSAGE, errors);
  if (logId === undefined && setId === undefined && found.parent) {
    return { logId: found.parent.logId, setId: found.parent.setId, parentId: found.parent.id };
  }
  return { logId: logId ?? found.set?.logId ?? null, setId: setId ?? null, parentId: parentId ?? null };
}

type AddDeps = {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  /** Pushes the comment to these members' sockets, on every server copy. */
  push: (userIds: number[], comment: CoachComment & { athlete_id: number }) => void;
};

/**
 * Stores the comment, then tells the other side: a live push to their sockets (and the author's other
 * tabs), and a mail unless they already have something unread from this side on this session.
 */
export async function addCoachComment(
  deps: AddDeps,
  me: AuthUser,
  thread: Thread,
  input: NewComment,
): Promise<CoachComment> {
  const { db } = deps;
  const { session, isAthlete } = thread;
  const place = await placeOf(db, session.id, input);
  const athleteId = session.userId;
  const [recipients, alreadyTold] = await Promise.all([
    isAthlete ? listCommentingCoaches(db, athleteId) : findMember(db, athleteId).then((m) => (m ? [m] : [])),
    hasUnreadFromSide(db, { sessionId: session.id, athleteId, fromAthlete: isAthlete }),
  ]);
  const row = await insertCoachComment(
    db,
    { athleteId, authorId: me.id, sessionId: session.id, ...place, body: input.body },
    `commented on "${session.name}"`,
  );
  const comment = toCoachComment(row, { id: me.id, username: me.username });
  deps.push([...recipients.map((r) => r.id), me.id], { ...comment, athlete_id: athleteId });
  if (!alreadyTold) {
    const link = sessionLink(deps.appUrl, session.id);
    for (const r of recipients) {
      const mail = {
        recipient: r.username,
        author: me.username,
        sessionName: session.name,
        body: comment.body,
      };
      deps.mailer.send({ to: r.email, ...coachCommentMail({ ...mail, link }) });
    }
  }
  return comment;
}
