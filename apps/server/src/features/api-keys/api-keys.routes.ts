import { API_KEYS_MAX, apiKeySchema, createApiKeySchema, idParamSchema, successSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { badRequest, forbidden, notFound } from "../../lib/http-errors.js";
import { actingUserId, me, requireCookieSession, writerUserId } from "../../plugins/auth.js";
import { deleteApiKey, insertApiKey, listApiKeys, toApiKey } from "./api-keys.queries.js";

const keysAnswer = successSchema(apiKeySchema);

/** Mounted under /api/v1 behind requireUser. Keys are listed masked; the full key appears only once. */
export const apiKeysRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["api-keys"];

  app.get(
    "/api-keys/user/:id",
    { schema: { tags, params: idParamSchema, response: { 200: keysAnswer } } },
    async (req) => {
      const userId = actingUserId(req, req.params.id);
      const rows = await listApiKeys(db, userId);
      return ok(
        "API keys",
        rows.map((row) => toApiKey(row)),
      );
    },
  );

  // Clients write the path with a trailing slash; both spellings are accepted.
  for (const url of ["/api-keys", "/api-keys/"]) {
    app.post(
      url,
      {
        schema: { tags, body: createApiKeySchema, response: { 201: keysAnswer } },
        // A leaked key must not be able to mint others that outlive its revocation, nor revoke the owner's.
        onRequest: requireCookieSession,
      },
      async (req, reply) => {
        // Only for oneself, admins included: a key minted for another account would let whoever holds
        // it act as that member with no trace of who did (minting one by naming a user_id is refused).
        // A member's stale user_id is ignored (the key is theirs); an admin naming another is refused.
        const userId = me(req).id;
        if (writerUserId(req, req.body.user_id) !== userId) {
          throw forbidden("You can only create API keys for your own account.");
        }
        const created = await insertApiKey(db, userId, API_KEYS_MAX);
        if (created === "no-user") throw notFound("User");
        if (created === "limit") {
          // The product's words (docs/product.md, "Messages"); the UI shows the same text and disables its button at the ceiling.
          throw badRequest("You've reached maximum api keys request!", [
            { msg: `You've reached maximum api keys request! (${API_KEYS_MAX} keys at most)` },
          ]);
        }
        return reply
          .status(201)
          .send(
            ok("Your new API key. Copy it now: it will not be shown again.", [
              toApiKey(created.row, created.key),
            ]),
          );
      },
    );
  }

  app.delete(
    "/api-keys/:id",
    {
      schema: { tags, params: idParamSchema, response: { 200: keysAnswer } },
      onRequest: requireCookieSession,
    },
    async (req) => {
      const removed = await deleteApiKey(db, req.params.id, me(req).id);
      if (!removed) throw notFound("API key");
      return ok("The API key has been deleted.");
    },
  );
};
