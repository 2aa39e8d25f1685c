import { idParamSchema, oidcIdentitySchema, successSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound } from "../../lib/http-errors.js";
import { me, requireCookieSession } from "../../plugins/auth.js";
import { deleteIdentity, listIdentities, toOidcIdentity } from "./oidc.queries.js";

const identitiesAnswer = successSchema(oidcIdentitySchema);

/** Mounted under /api/v1 behind requireUser: the caller's own links to the single sign-on provider. */
export const oidcIdentitiesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["oidc"];

  app.get("/oidc/identities", { schema: { tags, response: { 200: identitiesAnswer } } }, async (req) => {
    const rows = await listIdentities(db, me(req).id);
    return ok(
      "Linked sign-ins",
      rows.map((row) => toOidcIdentity(row)),
    );
  });

  app.delete(
    "/oidc/identities/:id",
    {
      schema: { tags, params: idParamSchema, response: { 200: identitiesAnswer } },
      // A change to how the account signs in: the member in person, never an API key.
      onRequest: requireCookieSession,
    },
    async (req) => {
      const removed = await deleteIdentity(db, req.params.id, me(req).id);
      if (!removed) throw notFound("Linked sign-in");
      return ok("The linked sign-in has been removed.");
    },
  );
};
