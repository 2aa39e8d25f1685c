import { randomUUID } from "node:crypto";
import fs from "node:fs";
import multipart from "@fastify/multipart";
import { accountMessages, currentUserSchema, idParamSchema, successSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound, tooManyRequests } from "../../lib/http-errors.js";
import { me } from "../../plugins/auth.js";
import { createAccountLimiter } from "../../plugins/rate-limits.js";
import { fileStoreFor } from "../../storage/index.js";
import { pictureMultipartLimits, receivePicture, toSquareWebp } from "./profile-picture.js";
import { findUserById, lockUser, toCurrentUser, updateUserReturning } from "./users.queries.js";
import { assertOwnerOrAdmin } from "./user-access.js";

/** Same ceiling as other media uploads: 30 per 30 minutes per account (docs/product.md, "Validation and limits"). */
const uploadLimit = { max: 30, timeWindow: 30 * 60_000 };

/** Multipart parsing exists only inside this plugin. */
export const profilePictureRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const store = fileStoreFor(deps.config);
  const tags = ["users"];
  await app.register(multipart, { limits: pictureMultipartLimits, throwFileSizeLimit: true });
  const uploads = createAccountLimiter(app, "picture-upload", uploadLimit);

  app.post(
    "/users/update-profile-picture/:id",
    {
      schema: {
        tags,
        params: idParamSchema,
        consumes: ["multipart/form-data"],
        response: { 200: successSchema(currentUserSchema) },
      },
    },
    async (req) => {
      assertOwnerOrAdmin(req, req.params.id);
      if (!(await uploads(req, String(me(req).id)))) throw tooManyRequests();
      const tmp = await receivePicture(req, store.tmpDir);
      const key = `avatars/${randomUUID()}.webp`;
      try {
        await store.put(key, await toSquareWebp(tmp), "image/webp");
      } finally {
        await fs.promises.rm(tmp, { force: true });
      }
      let previous: string | null = null;
      let row;
      try {
        row = await db.transaction(async (tx) => {
          const before = await lockUser(tx, req.params.id);
          if (!before) throw notFound("User");
          previous = before.profilePictureKey;
          return updateUserReturning(tx, req.params.id, { profilePictureKey: key });
        });
      } catch (err) {
        await store.delete(key);
        throw err;
      }
      if (previous) {
        await store
          .delete(previous)
          .catch((err: unknown) => req.log.error({ err }, "old picture not deleted"));
      }
      return ok(accountMessages.pictureUpdated, [toCurrentUser(row)]);
    },
  );

  // Pictures change only with their URL (?v=updated_at), so a browser may keep one for a long time.
  app.addHook("onSend", async (req, reply) => {
    if (req.method === "GET" && reply.statusCode === 200 && req.url.includes("/picture?v=")) {
      reply.header("Cache-Control", "private, max-age=31536000, immutable");
    }
  });

  /** Any logged-in member may see a picture (feeds, comments); a disabled account's only its owner or an admin. */
  app.get("/users/:id/picture", { schema: { tags, params: idParamSchema } }, async (req, reply) => {
    const caller = me(req);
    const user = await findUserById(db, req.params.id);
    const hidden = user?.deleted && caller.id !== user.id && caller.role !== "admin";
    if (!user?.profilePictureKey || hidden) throw notFound("Picture");
    const stat = await store.stat(user.profilePictureKey);
    if (!stat) throw notFound("Picture");
    return reply
      .header("Content-Type", "image/webp")
      .header("Content-Length", stat.size)
      .header("X-Content-Type-Options", "nosniff")
      .send(await store.read(user.profilePictureKey));
  });
};
