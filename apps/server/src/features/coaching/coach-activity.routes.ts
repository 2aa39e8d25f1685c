import {
  coachActivityQuerySchema,
  coachActivitySchema,
  successSchema,
  type CoachActivity,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { pageOf } from "../../lib/pagination.js";
import { me } from "../../plugins/auth.js";
import { listCoachActivity } from "./coach-activity.queries.js";

type ActivityRow = Awaited<ReturnType<typeof listCoachActivity>>["rows"][number];

function toCoachActivity(row: ActivityRow): CoachActivity {
  return {
    id: row.id,
    coach: { id: row.coachId, username: row.coachName },
    action: row.action,
    text: `Coach ${row.coachName} ${row.summary}`,
    program_id: row.programId,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The athlete's view of every write a coach made in their account (docs/decisions/045-coach-workspace.md).
 * The caller is always the athlete: whose activity comes from the session, never from the request.
 */
export const coachActivityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    "/coach-activity",
    {
      schema: {
        tags: ["coaching"],
        summary: "What coaches wrote in the caller's account (programs, workouts, comments), newest first",
        description:
          '`text` is the whole sentence, coach named: `Coach ana changed Week 3 Day 2 of "Peaking"`.',
        querystring: coachActivityQuerySchema,
        response: { 200: successSchema(coachActivitySchema) },
      },
    },
    async (req) => {
      const { perPage, currentPage } = req.query;
      const { rows, total } = await listCoachActivity(db, {
        athleteId: me(req).id,
        limit: perPage,
        offset: (currentPage - 1) * perPage,
      });
      return ok(
        "Coach activity",
        rows.map(toCoachActivity),
        pageOf(total, perPage, currentPage, rows.length),
      );
    },
  );
};
