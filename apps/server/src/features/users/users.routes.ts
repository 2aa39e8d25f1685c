import { publicProfileSchema, successSchema, usernameParamSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound, unauthorized } from "../../lib/http-errors.js";
import { me } from "../../plugins/auth.js";
import { findUserById, findUserByUsername, toCurrentUser, toPublicProfile } from "./users.queries.js";

/** Mounted under /api/v1 behind requireUser. */
export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get("/users/check-authentication", { schema: { tags: ["users"] } }, async (req) => {
    const user = await findUserById(deps.database.db, me(req).id);
    if (!user) throw unauthorized();
    return ok("Authenticated", [toCurrentUser(user)]);
  });

  // A member's public profile by username (links and reloads of /dashboard/profile/{username}).
  app.get(
    "/users/profile/:username",
    {
      schema: {
        tags: ["users"],
        params: usernameParamSchema,
        response: { 200: successSchema(publicProfileSchema) },
      },
    },
    async (req) => {
      const user = await findUserByUsername(deps.database.db, req.params.username);
      if (!user || user.deleted) throw notFound("User");
      return ok("Profile", [toPublicProfile(user)]);
    },
  );
};
