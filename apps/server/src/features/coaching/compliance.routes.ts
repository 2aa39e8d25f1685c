import {
  athleteParamSchema,
  complianceCsvQuerySchema,
  complianceQuerySchema,
  complianceWeekSchema,
  successSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { me } from "../../plugins/auth.js";
import { complianceCsv } from "./compliance-csv.service.js";
import { readComplianceWeek } from "./compliance.service.js";

/**
 * An athlete's week, planned beside done, and the same as a CSV (the coach workspace,
 * docs/decisions/045-coach-workspace.md). Open to a coach holding a live grant of either scope and
 * to the athlete themselves. Mounted under /api/v1 behind requireUser by coaching.routes.
 */
export const complianceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["coaching"];

  app.get(
    "/coach/athletes/:athleteId/week",
    {
      schema: {
        tags,
        summary:
          "An athlete's week (Monday to Sunday, their time zone): sessions planned beside done, open workouts, e1RM trends",
        params: athleteParamSchema,
        querystring: complianceQuerySchema,
        response: { 200: successSchema(complianceWeekSchema) },
      },
    },
    async (req) => {
      const week = await readComplianceWeek(db, {
        viewerId: me(req).id,
        athleteId: req.params.athleteId,
        day: req.query.week,
      });
      return ok("Compliance week", [week]);
    },
  );

  app.get(
    "/coach/athletes/:athleteId/compliance.csv",
    {
      schema: {
        tags,
        summary: "An athlete's sets planned beside done as CSV (default: the last 12 weeks; at most a year)",
        description: "One row a set; dates in the athlete's time zone, weights in each set's unit.",
        params: athleteParamSchema,
        querystring: complianceCsvQuerySchema,
        produces: ["text/csv"],
      },
    },
    async (req, reply) => {
      const { csv, from, to } = await complianceCsv(db, {
        viewerId: me(req).id,
        athleteId: req.params.athleteId,
        from: req.query.from,
        to: req.query.to,
      });
      const name = `topset-compliance-${req.params.athleteId}-${from}-${to}.csv`;
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${name}"`)
        .header("X-Content-Type-Options", "nosniff")
        .send(csv);
    },
  );
};
