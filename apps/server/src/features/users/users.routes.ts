import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { unauthorized } from "../../lib/http-errors.js";
import { me } from "../../plugins/auth.js";
import { findUserById, toCurrentUser } from "./users.queries.js";

/** Mounted under /api/v1 behind requireUser. */
export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get("/users/check-authentication", { schema: { tags: ["users"] } }, async (req) => {
    const user = await findUserById(deps.database.db, me(req).id);
    if (!user) throw unauthorized();
    return ok("Authenticated", [toCurrentUser(user)]);
  });
};
