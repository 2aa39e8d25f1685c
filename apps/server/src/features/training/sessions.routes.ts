import {
  createSessionSchema,
  idParamSchema,
  lastPerformanceSchema,
  listSessionsQuerySchema,
  sessionDetailsSchema,
  sessionSchema,
  successSchema,
  updateSessionSchema,
  userIdField,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound } from "../../lib/http-errors.js";
import { me, readerUserId, writerUserId } from "../../plugins/auth.js";
import { canRead } from "../access-codes/access-codes.queries.js";
import { deleteStoredFiles, fileStoreFor } from "../../storage/index.js";
import { findVideoKeys } from "../../storage/stored-files.queries.js";
import { findLastPerformances, findSessionExercises } from "./last-performance.queries.js";
import {
  findSessionOwnerId,
  loadSessionDetails,
  loadSharedSessionDetails,
} from "./session-details.queries.js";
import { deleteSession } from "./session-writes.queries.js";
import { pageOf } from "../../lib/pagination.js";
import { loadSessionList, toSession } from "./sessions.queries.js";
import { createSession, updateSession } from "./sessions.service.js";

/** DELETE carries the client's { user_id } (optional; it only repeats who is acting). */
const ownerBodySchema = z.object({ user_id: userIdField }).nullish();
const deletedSchema = successSchema(z.object({ id: z.number() }));

/** Mounted under /api/v1 behind requireUser: every query is scoped to the acting user. */
export const sessionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const store = fileStoreFor(deps.config);
  const tags = ["sessions"];

  app.get(
    "/sessions",
    {
      schema: { tags, querystring: listSessionsQuerySchema, response: { 200: successSchema(sessionSchema) } },
      config: { etag: true },
    },
    async (req) => {
      const userId = await readerUserId(db, req, req.query.user_id);
      const { perPage, currentPage } = req.query;
      const { total, rows } = await loadSessionList(db, {
        userId,
        limit: perPage,
        offset: (currentPage - 1) * perPage,
      });
      return ok("Sessions", rows.map(toSession), pageOf(total, perPage, currentPage, rows.length));
    },
  );

  /**
   * The whole session, private fields too, for its owner's coach (canRead). Admins keep the shared view
   * here and moderate through /api/admin (decision 015).
   */
  const coachView = async (id: number, viewer: { id: number; role: string }) => {
    const ownerId = await findSessionOwnerId(db, id);
    if (ownerId === undefined || ownerId === viewer.id || viewer.role === "admin") return undefined;
    return (await canRead(db, viewer, ownerId)) ? loadSessionDetails(db, { id, userId: ownerId }) : undefined;
  };

  app.get(
    "/sessions/:id",
    {
      schema: { tags, params: idParamSchema, response: { 200: successSchema(sessionDetailsSchema) } },
      config: { etag: true },
    },
    async (req) => {
      // The owner (and their coach) get the whole session; anyone else the shared view (shared logs only), else 404.
      const { id } = req.params;
      const viewer = me(req);
      const details =
        (await loadSessionDetails(db, { id, userId: viewer.id })) ??
        (await coachView(id, viewer)) ??
        (await loadSharedSessionDetails(db, { id, viewer }));
      if (!details) throw notFound("Session");
      return ok("Session", [details]);
    },
  );

  app.get(
    "/sessions/:id/last-performance",
    {
      schema: {
        tags,
        summary: "Last time for every exercise of the session: the newest completed session before it",
        params: idParamSchema,
        response: { 200: successSchema(lastPerformanceSchema) },
      },
    },
    async (req) => {
      // Only the owner's: another member's session is a 404, as GET /sessions/:id answers for a private one.
      const userId = me(req).id;
      const session = await findSessionExercises(db, { id: req.params.id, userId });
      if (!session) throw notFound("Session");
      const rows = await findLastPerformances(db, {
        userId,
        exerciseIds: session.exerciseIds,
        before: { sessionId: session.sessionId, startDate: session.startDate },
      });
      return ok(rows.length ? "Last performance" : "No exercise of this session has a last time yet!", rows);
    },
  );

  app.post(
    "/sessions",
    {
      schema: {
        tags,
        summary: "Start a session",
        description:
          "A `body_weight` sent without `body_weight_unit` is in the account's unit (the user's `weight_unit`, " +
          "kg by default). A client that keeps its unit on the device sets the account's unit first with " +
          "`PATCH /api/v1/users/{id}/update-personal-information { weight_unit }`, so its unit-less weights are read right.",
        body: createSessionSchema,
        response: { 201: successSchema(sessionSchema) },
      },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const userId = writerUserId(req, req.body.user_id);
      const row = await createSession(db, { userId }, req.body);
      return reply.status(201).send(ok("Session has been created!", [toSession(row)]));
    },
  );

  app.patch(
    "/sessions/:id",
    {
      schema: {
        tags,
        params: idParamSchema,
        body: updateSessionSchema,
        response: { 200: successSchema(sessionSchema) },
      },
      // Completing is not idempotent (a completed session answers 409): a retry with the key gets the first answer.
      config: { idempotent: true },
    },
    async (req) => {
      const userId = writerUserId(req, req.body.user_id);
      const row = await updateSession(db, { userId }, req.params.id, req.body);
      const message = row.endDate ? "Session has been completed!" : "Session has been updated!";
      return ok(message, [toSession(row)]);
    },
  );

  app.delete(
    "/sessions/:id",
    { schema: { tags, params: idParamSchema, body: ownerBodySchema, response: { 200: deletedSchema } } },
    async (req) => {
      const userId = writerUserId(req, req.body?.user_id);
      // Rows of its videos go by cascade; their files are collected first and removed after the delete.
      const videoKeys = await findVideoKeys(db, { userId, sessionId: req.params.id });
      const row = await deleteSession(db, { id: req.params.id, userId });
      if (!row) throw notFound("Session");
      await deleteStoredFiles(store, videoKeys, req.log);
      return ok(`SessionID: ${row.id} has been deleted!`, [row]);
    },
  );
};
