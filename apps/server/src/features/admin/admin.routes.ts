import {
  adminCreateUserSchema,
  adminLogsQuerySchema,
  adminPageQuerySchema,
  adminSessionRowSchema,
  adminStatsSchema,
  adminUserRowSchema,
  adminVideoRowSchema,
  idParamSchema,
  sessionDetailsSchema,
  successSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound } from "../../lib/http-errors.js";
import { pageOf } from "../../lib/pagination.js";
import { me, refuseCrossSiteGet, requireAdmin } from "../../plugins/auth.js";
import { deleteStoredFiles, fileStoreFor } from "../../storage/index.js";
import { loadSessionDetails } from "../training/session-details.queries.js";
import { deleteSession } from "../training/session-writes.queries.js";
import { findVideoKeys, videoFileKeys } from "../../storage/stored-files.queries.js";
import { listActivityEntries } from "./activity-log.queries.js";
import { sendAdminVideo } from "./admin-video-stream.js";
import {
  deleteVideoRow,
  findSessionOwner,
  listSessions,
  listVideos,
  refreshIndexes,
  toAdminUserRow,
  weeklyStats,
} from "./admin.queries.js";
import { createUserByAdmin, sendResetByAdmin } from "./admin.service.js";

export const adminMessages = {
  cacheCleared: "All cache in the systems has been cleared!",
  indexesRefreshed: "All indexes have been refreshed",
  userCreated: (username: string) =>
    `User ${username} has been created. We have sent them an e-mail to choose a password.`,
  resetSent: (username: string) => `A reset password e-mail has been sent to ${username}.`,
} as const;

const deletedSchema = successSchema(z.object({ id: z.number() }));

/** Mounted at /api/admin: every route is the admin's alone (401 anonymous, 403 member or API key). */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook("onRequest", requireAdmin);
  const db = deps.database.db;
  const svc = { config: deps.config, mailer: deps.mailer, db };
  const store = fileStoreFor(deps.config);
  const tags = ["admin"];
  // These two are GETs in the API but change state: a link on another site must not trigger them.
  const sameSiteOnly = refuseCrossSiteGet(deps.config);

  app.get("/stats", { schema: { tags, response: { 200: successSchema(adminStatsSchema) } } }, async () =>
    ok("Statistics of the last 7 days", [await weeklyStats(db)]),
  );

  app.get(
    "/view-logs",
    { schema: { tags, querystring: adminLogsQuerySchema, response: { 200: successSchema(z.string()) } } },
    async (req) => ok("Logs", await listActivityEntries(db, req.query.latest)),
  );

  app.get("/clear-all-cache", { schema: { tags }, onRequest: sameSiteOnly }, async (req) => {
    const caches = await req.server.clearCaches();
    req.log.info({ adminId: me(req).id, caches }, "admin cleared all caches");
    return ok(adminMessages.cacheCleared);
  });

  app.get("/refresh-index", { schema: { tags }, onRequest: sameSiteOnly }, async (req) => {
    const tables = await refreshIndexes(db);
    req.log.info({ adminId: me(req).id, tables }, "admin refreshed indexes");
    return ok(adminMessages.indexesRefreshed);
  });

  app.post(
    "/users",
    { schema: { tags, body: adminCreateUserSchema, response: { 201: successSchema(adminUserRowSchema) } } },
    async (req, reply) => {
      const user = await createUserByAdmin(svc, req.body);
      req.log.info({ adminId: me(req).id, userId: user.id, role: user.role }, "admin created a user");
      return reply.status(201).send(ok(adminMessages.userCreated(user.username), [toAdminUserRow(user)]));
    },
  );

  app.post("/users/:id/send-reset-password", { schema: { tags, params: idParamSchema } }, async (req) => {
    const user = await sendResetByAdmin(svc, req.params.id);
    req.log.info({ adminId: me(req).id, userId: user.id }, "admin sent a reset password e-mail");
    return ok(adminMessages.resetSent(user.username));
  });

  app.get(
    "/videos",
    {
      schema: {
        tags,
        querystring: adminPageQuerySchema,
        response: { 200: successSchema(adminVideoRowSchema) },
      },
    },
    async (req) => {
      const { perPage, currentPage } = req.query;
      const { rows, total } = await listVideos(db, { limit: perPage, offset: (currentPage - 1) * perPage });
      return ok("Videos", rows, pageOf(total, perPage, currentPage, rows.length));
    },
  );

  app.get("/videos/:id/stream", { schema: { tags, params: idParamSchema } }, async (req, reply) =>
    sendAdminVideo(db, store, reply, req.params.id, req.headers.range),
  );

  app.delete(
    "/videos/:id",
    { schema: { tags, params: idParamSchema, response: { 200: deletedSchema } } },
    async (req) => {
      const row = await deleteVideoRow(db, req.params.id);
      if (!row) throw notFound("Video");
      await deleteStoredFiles(store, videoFileKeys(row), req.log);
      req.log.info({ adminId: me(req).id, videoId: row.id, ownerId: row.userId }, "admin deleted a video");
      return ok(`VideoID: ${row.id} has been deleted!`, [{ id: row.id }]);
    },
  );

  app.get(
    "/sessions",
    {
      schema: {
        tags,
        querystring: adminPageQuerySchema,
        response: { 200: successSchema(adminSessionRowSchema) },
      },
    },
    async (req) => {
      const { perPage, currentPage } = req.query;
      const { rows, total } = await listSessions(db, { limit: perPage, offset: (currentPage - 1) * perPage });
      return ok("Sessions", rows, pageOf(total, perPage, currentPage, rows.length));
    },
  );

  app.get(
    "/sessions/:id",
    { schema: { tags, params: idParamSchema, response: { 200: successSchema(sessionDetailsSchema) } } },
    async (req) => {
      const userId = await findSessionOwner(db, req.params.id);
      const details = userId ? await loadSessionDetails(db, { id: req.params.id, userId }) : undefined;
      if (!details) throw notFound("Session");
      return ok("Session", [details]);
    },
  );

  app.delete(
    "/sessions/:id",
    { schema: { tags, params: idParamSchema, response: { 200: deletedSchema } } },
    async (req) => {
      const userId = await findSessionOwner(db, req.params.id);
      if (!userId) throw notFound("Session");
      // As a member's own delete: logs, sets, tags, videos and comments go by cascade in one statement;
      // the video files are collected first and removed after.
      const videoKeys = await findVideoKeys(db, { userId, sessionId: req.params.id });
      const row = await deleteSession(db, { id: req.params.id, userId });
      if (!row) throw notFound("Session");
      await deleteStoredFiles(store, videoKeys, req.log);
      req.log.info({ adminId: me(req).id, sessionId: row.id, ownerId: userId }, "admin deleted a session");
      return ok(`SessionID: ${row.id} has been deleted!`, [row]);
    },
  );
};
