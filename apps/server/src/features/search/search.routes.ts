import { searchQuerySchema, searchResultSchema, successSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { me } from "../../plugins/auth.js";
import { limits } from "../../plugins/rate-limits.js";
import { searchEverything } from "./search.queries.js";

/** Mounted under /api/v1 behind requireUser: the header search box. */
export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  app.get(
    "/search",
    {
      schema: {
        tags: ["search"],
        summary:
          "Members by username or name, and the caller's own exercises, sessions, blocks and categories, best match first",
        querystring: searchQuerySchema,
        response: { 200: successSchema(searchResultSchema) },
      },
      config: { rateLimit: limits.siteSearch },
    },
    async (req) => {
      const results = await searchEverything(db, { userId: me(req).id, q: req.query.q });
      return ok(results.length > 0 ? `Found ${results.length} result(s).` : "No results.", results);
    },
  );
};
