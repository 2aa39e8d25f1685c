import {
  commentSchema,
  createCommentSchema,
  idParamSchema,
  sessionIdParamSchema,
  successSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { forbidden, notFound, tooManyRequests } from "../../lib/http-errors.js";
import { me, writerUserId } from "../../plugins/auth.js";
import { createAccountLimiter } from "../../plugins/rate-limits.js";
import {
  deleteOwnComment,
  findComment,
  insertComment,
  isSessionVisible,
  listComments,
  toComment,
} from "./comments.queries.js";

const HOUR = 3_600_000;
/** Comments per account (security targets: social writes, 300 per 3 h). */
export const commentLimit = { max: 300, timeWindow: 3 * HOUR };

/** Mounted under /api/v1 behind requireUser. */
export const commentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["comments"];
  const limiter = createAccountLimiter(app, "comments", commentLimit);

  app.get(
    "/comments/sessions/:sessionId",
    { schema: { tags, params: sessionIdParamSchema, response: { 200: successSchema(commentSchema) } } },
    async (req) => {
      const { sessionId } = req.params;
      if (!(await isSessionVisible(db, { sessionId, userId: me(req).id }))) throw notFound("Session");
      const rows = await listComments(db, sessionId);
      return ok("Comments", rows.map(toComment));
    },
  );

  app.post(
    "/comments",
    {
      schema: { tags, body: createCommentSchema, response: { 201: successSchema(commentSchema) } },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const userId = writerUserId(req, req.body.user_id);
      const sessionId = req.body.session_id;
      if (!(await limiter(req, String(me(req).id)))) throw tooManyRequests();
      if (!(await isSessionVisible(db, { sessionId, userId }))) throw notFound("Session");
      const id = await insertComment(db, { userId, sessionId, comment: req.body.comment });
      const row = await findComment(db, id);
      if (!row) throw notFound("Comment");
      return reply.status(201).send(ok("Comment has been added!", [toComment(row)]));
    },
  );

  app.delete(
    "/comments/:id",
    {
      schema: { tags, params: idParamSchema, response: { 200: successSchema(z.object({ id: z.number() })) } },
    },
    async (req) => {
      const deleted = await deleteOwnComment(db, { id: req.params.id, userId: me(req).id });
      if (deleted) return ok(`CommentID: ${deleted.id} has been deleted!`, [deleted]);
      if (await findComment(db, req.params.id)) throw forbidden("You can only delete your own comments.");
      throw notFound("Comment");
    },
  );
};
