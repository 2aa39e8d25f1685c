import {
  COACH_EVENTS,
  type CoachCommentEvent,
  coachCommentSchema,
  createCoachCommentSchema,
  deletedCoachCommentSchema,
  idParamSchema,
  successSchema,
  unreadCommentsSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { forbidden, notFound, tooManyRequests } from "../../lib/http-errors.js";
import { me, refuseCrossSiteGet } from "../../plugins/auth.js";
import { createAccountLimiter } from "../../plugins/rate-limits.js";
import {
  countUnreadCoachComments,
  findLatestUnreadCoachComment,
  deleteOwnCoachComment,
  findCoachComment,
  listCoachComments,
  markCoachCommentsRead,
} from "./coach-comments.queries.js";
import { addCoachComment, openThread } from "./coach-comments.service.js";

const MINUTE = 60_000;
/** Comments a member may write: chat's pace (30 a minute), a conversation and not a flood. */
export const coachCommentLimit = { max: 30, timeWindow: MINUTE };
/** Deletes: the social-writes ceiling (300 per 3 h), as chat deletes. */
export const coachCommentDeleteLimit = { max: 300, timeWindow: 180 * MINUTE };

/**
 * Comments between an athlete and their coaches on a session, its logs and sets (the coach workspace,
 * docs/decisions/045-coach-workspace.md). Mounted under /api/v1 behind requireUser by coaching.routes.
 */
export const coachCommentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["coaching"];
  const writeLimiter = createAccountLimiter(app, "coach-comment", coachCommentLimit);
  const deleteLimiter = createAccountLimiter(app, "coach-comment-delete", coachCommentDeleteLimit);
  const addDeps = {
    db,
    mailer: deps.mailer,
    appUrl: deps.config.appUrl,
    push: (userIds: number[], event: CoachCommentEvent) =>
      app.presence.notify(userIds, COACH_EVENTS.comment, event),
  };

  app.get(
    "/sessions/:id/coach-comments",
    {
      schema: { tags, params: idParamSchema, response: { 200: successSchema(coachCommentSchema) } },
      // It marks the other side's comments read: a link on another site must not be able to.
      onRequest: refuseCrossSiteGet(deps.config),
    },
    async (req) => {
      const { session, isAthlete } = await openThread(db, me(req), req.params.id, "read");
      await markCoachCommentsRead(db, {
        sessionId: session.id,
        athleteId: session.userId,
        readerIsAthlete: isAthlete,
      });
      return ok("Comments", await listCoachComments(db, session.id));
    },
  );

  app.post(
    "/sessions/:id/coach-comments",
    {
      schema: {
        tags,
        params: idParamSchema,
        body: createCoachCommentSchema,
        response: { 201: successSchema(coachCommentSchema) },
      },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const caller = me(req);
      const thread = await openThread(db, caller, req.params.id, "write");
      if (!(await writeLimiter(req, String(caller.id)))) throw tooManyRequests();
      const comment = await addCoachComment(addDeps, caller, thread, req.body);
      return reply.status(201).send(ok("Comment added.", [comment]));
    },
  );

  app.post(
    "/sessions/:id/coach-comments/read",
    { schema: { tags, params: idParamSchema, response: { 200: successSchema(unreadCommentsSchema) } } },
    async (req) => {
      const caller = me(req);
      const { session, isAthlete } = await openThread(db, caller, req.params.id, "read");
      await markCoachCommentsRead(db, {
        sessionId: session.id,
        athleteId: session.userId,
        readerIsAthlete: isAthlete,
      });
      return ok("Comments read.", [{ unread: await countUnreadCoachComments(db, caller.id) }]);
    },
  );

  app.get(
    "/coach-comments/unread",
    { schema: { tags, response: { 200: successSchema(unreadCommentsSchema) } } },
    async (req) => {
      const id = me(req).id;
      const unread = await countUnreadCoachComments(db, id);
      const latest = unread > 0 ? await findLatestUnreadCoachComment(db, id) : null;
      return ok("Unread comments", [{ unread, latest }]);
    },
  );

  app.delete(
    "/coach-comments/:id",
    { schema: { tags, params: idParamSchema, response: { 200: successSchema(deletedCoachCommentSchema) } } },
    async (req) => {
      const caller = me(req);
      if (!(await deleteLimiter(req, String(caller.id)))) throw tooManyRequests();
      const found = await findCoachComment(db, req.params.id);
      if (!found) throw notFound("Comment");
      // Only someone who may open the thread learns the comment exists (404 else, 403 for a read grant).
      await openThread(db, caller, found.sessionId, "read", "Comment");
      if (found.authorId !== caller.id) throw forbidden("You can only delete your own comments.");
      const deleted = await deleteOwnCoachComment(db, { id: found.id, authorId: caller.id });
      if (!deleted) throw notFound("Comment");
      return ok("Comment deleted.", [{ id: deleted.id }]);
    },
  );
};
