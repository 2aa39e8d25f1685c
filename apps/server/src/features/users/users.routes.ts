import {
  accountMessages,
  adminUpdateUserSchema,
  currentUserSchema,
  deleteAccountSchema,
  deleteDataSchema,
  idParamSchema,
  publicProfileSchema,
  successSchema,
  updateAccountInfoSchema,
  updatePersonalInfoSchema,
  usernameParamSchema,
  userExportParamsSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { forbidden, HttpError, notFound, tooManyRequests, unauthorized } from "../../lib/http-errors.js";
import {
  me,
  refuseCrossSiteGet,
  requireAdmin,
  requireCookieSession,
  sessionCookieName,
} from "../../plugins/auth.js";
import { createAccountLimiter } from "../../plugins/rate-limits.js";
import { fileStoreFor } from "../../storage/index.js";
import { deleteAccountPermanently, deleteTrainingData } from "./account-deletion.js";
import {
  adminUpdateUser,
  assertDeletePassword,
  updateAccountInfo,
  updatePersonalInfo,
} from "./account.service.js";
import { profilePictureRoutes } from "./profile-picture.routes.js";
import { assertOwnerOrAdmin, ONLY_OWN } from "./user-access.js";
import { enqueueExportJobs } from "./user-export.job.js";
import {
  EXPORT_INTERVAL_MS,
  findExportByPublicId,
  insertExport,
  latestExportSince,
} from "./user-exports.queries.js";
import {
  findUserById,
  findUserByUsername,
  lockUser,
  toCurrentUser,
  toPublicProfile,
} from "./users.queries.js";

const PASSWORD_FOR_DATA = "Please enter your password to delete all your training data";

/** Mounted under /api/v1 behind requireUser. */
export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const store = fileStoreFor(deps.config);
  const tags = ["users"];
  const userResponse = { 200: successSchema(currentUserSchema) };
  await app.register(profilePictureRoutes, deps);
  const accountEdits = createAccountLimiter(app, "account-information", { max: 10, timeWindow: 15 * 60_000 });

  app.get("/users/check-authentication", { schema: { tags, response: userResponse } }, async (req) => {
    const user = await findUserById(db, me(req).id);
    if (!user) throw unauthorized();
    return ok("Authenticated", [toCurrentUser(user)]);
  });

  // A member's public profile by username (links and reloads of /dashboard/profile/{username}).
  app.get(
    "/users/profile/:username",
    {
      schema: {
        tags,
        params: usernameParamSchema,
        response: { 200: successSchema(publicProfileSchema) },
      },
    },
    async (req) => {
      const user = await findUserByUsername(db, req.params.username);
      if (!user || user.deleted) throw notFound("User");
      return ok("Profile", [toPublicProfile(user)]);
    },
  );

  app.get("/users/:id", { schema: { tags, params: idParamSchema, response: userResponse } }, async (req) => {
    assertOwnerOrAdmin(req, req.params.id);
    const user = await findUserById(db, req.params.id);
    if (!user) throw notFound("User");
    return ok("User", [toCurrentUser(user)]);
  });

  app.patch(
    "/users/:id/update-personal-information",
    {
      schema: {
        tags,
        summary: "Update names, bio, birth date, weight, unit, time zone or e1RM method; absent fields stay",
        description:
          "`weight_unit` may be sent alone. It is the unit of every weight sent without one (sets, sessions' " +
          "bodyweight), so a client that keeps its unit on the device sends it here first and its unit-less " +
          "weights are read right.",
        params: idParamSchema,
        body: updatePersonalInfoSchema,
        response: userResponse,
      },
    },
    async (req) => {
      assertOwnerOrAdmin(req, req.params.id);
      const row = await updatePersonalInfo(db, req.params.id, req.body);
      return ok(accountMessages.personalUpdated, [toCurrentUser(row)]);
    },
  );

  app.patch(
    "/users/:id/update-account-information",
    {
      schema: { tags, params: idParamSchema, body: updateAccountInfoSchema, response: userResponse },
      onRequest: requireCookieSession,
    },
    async (req) => {
      const caller = assertOwnerOrAdmin(req, req.params.id);
      // Each try costs an argon2 verify and guesses the current password: keep it rare.
      if (!(await accountEdits(req, String(caller.id)))) throw tooManyRequests();
      const row = await updateAccountInfo(
        { db, config: deps.config, mailer: deps.mailer },
        {
          id: req.params.id,
          byOwner: caller.id === req.params.id,
          // Only the caller's own session survives a password change (an admin's is another account's).
          currentSessionId: caller.id === req.params.id ? req.authSessionId : null,
          changes: req.body,
        },
      );
      // Sockets of the sessions that just ended close now, not at the next periodic check.
      if (req.body.password !== undefined) {
        app.presence.checkSessions().catch((err: unknown) => req.log.error({ err }, "socket check failed"));
      }
      return ok(accountMessages.accountUpdated, [toCurrentUser(row)]);
    },
  );

  /** The admin's edit of another account (only the changed fields are sent); a member gets 403. */
  app.patch(
    "/users/:id",
    {
      schema: { tags, params: idParamSchema, body: adminUpdateUserSchema, response: userResponse },
      onRequest: requireAdmin,
    },
    async (req) => {
      const caller = me(req);
      const { row, changes } = await adminUpdateUser(db, {
        adminId: caller.id,
        targetId: req.params.id,
        changes: req.body,
      });
      if (Object.keys(changes).length > 0) {
        req.log.info({ adminId: caller.id, targetId: row.id, changes }, "admin updated a user");
      }
      // A disabled account's open sockets end at once; a changed role reconnects with its new rights
      // (a demoted admin must stop hearing the online list).
      if (changes.deleted === true || changes.role !== undefined) app.presence.disconnectUser(row.id);
      return ok(accountMessages.userUpdated, [toCurrentUser(row)]);
    },
  );

  /**
   * The owner: permanent deletion of the account, its data and files; the session cookie goes.
   * The owner sends {password} and it is checked again. An admin on another account: disable in
   * place (as PATCH deleted:true), no body. Anyone else: 403.
   */
  app.delete(
    "/users/:id",
    { schema: { tags, params: idParamSchema, body: deleteAccountSchema }, onRequest: requireCookieSession },
    async (req, reply) => {
      const caller = me(req);
      const targetId = req.params.id;
      if (caller.id === targetId) {
        await assertDeletePassword(db, targetId, req.body?.password);
        await deleteAccountPermanently(db, store, targetId, req.log);
        app.presence.disconnectUser(targetId);
        req.log.info({ userId: targetId }, "account deleted by its owner");
        reply.clearCookie(sessionCookieName(deps.config), { path: "/" });
        return ok(accountMessages.accountDeleted);
      }
      if (caller.role !== "admin") throw forbidden(ONLY_OWN);
      const { row, changes } = await adminUpdateUser(db, {
        adminId: caller.id,
        targetId,
        changes: { deleted: true },
      });
      app.presence.disconnectUser(targetId);
      req.log.info({ adminId: caller.id, targetId, changes }, "admin disabled a user");
      return ok(accountMessages.userDisabled, [toCurrentUser(row)]);
    },
  );

  /**
   * "Delete all data": the caller's current password in the body, checked again (an open session or a
   * key is not enough). An admin clearing another account's data confirms with their own password.
   */
  app.delete(
    "/users/:id/data",
    { schema: { tags, params: idParamSchema, body: deleteDataSchema }, onRequest: requireCookieSession },
    async (req) => {
      const caller = assertOwnerOrAdmin(req, req.params.id);
      await assertDeletePassword(db, caller.id, req.body?.password, PASSWORD_FOR_DATA);
      await deleteTrainingData(db, store, req.params.id, req.log);
      if (caller.id !== req.params.id) {
        req.log.info({ adminId: caller.id, targetId: req.params.id }, "admin deleted a user's training data");
      }
      return ok(accountMessages.dataDeleted);
    },
  );

  /** Queues the ZIP; the owner only (the link goes to their inbox), at most once a day. */
  // A GET in the API that queues work and mails: refused when another site triggers it.
  app.get(
    "/users/:id/download-user-data",
    { schema: { tags, params: idParamSchema }, onRequest: refuseCrossSiteGet(deps.config) },
    async (req) => {
      if (me(req).id !== req.params.id) throw forbidden("You can only download your own data.");
      await db.transaction(async (tx) => {
        // The row lock makes two simultaneous requests take turns, so only one passes the daily check.
        if (!(await lockUser(tx, req.params.id))) throw notFound("User");
        const since = new Date(Date.now() - EXPORT_INTERVAL_MS);
        if (await latestExportSince(tx, req.params.id, since)) {
          throw tooManyRequests(accountMessages.exportTooSoon);
        }
        await enqueueExportJobs(tx, await insertExport(tx, req.params.id));
      });
      return ok(accountMessages.exportRequested);
    },
  );

  /** The mailed link: its owner only, logged in; 404 for anyone else so ids reveal nothing. */
  app.get(
    "/users/:id/exports/:exportId",
    { schema: { tags, params: userExportParamsSchema } },
    async (req, reply) => {
      const row = await findExportByPublicId(db, req.params.exportId);
      if (!row || row.userId !== me(req).id || row.userId !== req.params.id) throw notFound("Export");
      if (row.expiresAt.getTime() <= Date.now()) {
        throw new HttpError(410, "This download link has expired. Please ask for a new copy of your data.");
      }
      if (row.status !== "ready" || !row.storageKey) {
        throw new HttpError(409, "Your data is still being prepared. Please try again in a few minutes.");
      }
      const stat = await store.stat(row.storageKey);
      if (!stat) throw notFound("Export");
      const day = row.createdAt.toISOString().slice(0, 10);
      return reply
        .header("Content-Type", "application/zip")
        .header("Content-Length", stat.size)
        .header("Content-Disposition", `attachment; filename="topset-data-${day}.zip"`)
        .send(await store.read(row.storageKey));
    },
  );
};
