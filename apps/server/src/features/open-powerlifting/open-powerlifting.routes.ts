import {
  OPEN_POWERLIFTING_NO_RESULTS,
  openPowerliftingQuerySchema,
  openPowerliftingResultSchema,
  successSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { limits } from "../../plugins/rate-limits.js";
import { searchOpenPowerlifting } from "./open-powerlifting.queries.js";

/** Mounted under /api/v1 behind requireUser: the local copy of the public OpenPowerlifting data set. */
export const openPowerliftingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  app.get(
    "/variables/open-powerlifting",
    {
      schema: {
        tags: ["variables"],
        summary: "Meet results of the lifters whose name contains q (best first, at most 50)",
        querystring: openPowerliftingQuerySchema,
        response: { 200: successSchema(openPowerliftingResultSchema) },
      },
      config: { rateLimit: limits.search },
    },
    async (req) => {
      const rows = await searchOpenPowerlifting(db, req.query.q);
      return ok(rows.length > 0 ? `Found ${rows.length} result(s).` : OPEN_POWERLIFTING_NO_RESULTS, rows);
    },
  );
};
