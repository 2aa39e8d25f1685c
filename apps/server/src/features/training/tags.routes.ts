import { createTagSchema, idParamSchema, successSchema, tagSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { actingUserId, writerUserId } from "../../plugins/auth.js";
import { toTag } from "./tags.queries.js";
import { addTag, removeTag } from "./tags.service.js";

/** Mounted under /api/v1 behind requireUser. */
export const tagsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["tags"];

  // Clients write this call "POST /api/v1/tags/": both spellings answer, the second kept out of the docs.
  for (const [url, hide] of [
    ["/tags", false],
    ["/tags/", true],
  ] as const) {
    app.post(
      url,
      {
        schema: { tags, hide, body: createTagSchema, response: { 201: successSchema(tagSchema) } },
        config: { idempotent: true },
      },
      async (req, reply) => {
        const userId = writerUserId(req, req.body.user_id);
        const row = await addTag(db, { userId }, { logId: req.body.log_id, name: req.body.name });
        return reply.status(201).send(ok("Tag has been added!", [toTag(row)]));
      },
    );
  }

  // Our addition: the original API had no way to take a tag off again.
  app.delete(
    "/tags/:id",
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: successSchema(z.object({ id: z.number() })) },
      },
    },
    async (req) => {
      const row = await removeTag(db, { userId: actingUserId(req) }, req.params.id);
      return ok("Tag has been deleted!", [row]);
    },
  );
};
