import {
  averageSleepSchema,
  recentPrSchema,
  setFigures,
  successSchema,
  userIdParamSchema,
  WEIGH_INS_LIMIT,
  weighInSchema,
  type BodyweightEntry,
  type RecentPr,
  type WeighIn,
} from "@topset/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { forbidden, notFound } from "../../lib/http-errors.js";
import { me } from "../../plugins/auth.js";
import { canRead } from "../access-codes/access-codes.queries.js";
import { findActiveUser } from "../follows/follows.queries.js";
import { listBodyweight } from "../variables/variables.queries.js";
import { averageSleep, recentPrs } from "./profile-stats.queries.js";

type PrRow = Awaited<ReturnType<typeof recentPrs>>[number];

function toRecentPr(row: PrRow): RecentPr {
  // rpe is never null here: the query keeps RPE 7–10 only.
  const rpe = row.rpe ?? 10;
  const figures = setFigures(
    { weight: row.weight, reps: row.reps, rpe },
    row.e1rmMethod,
    row.personalRpeChart,
  );
  return {
    id: row.id,
    exercise_id: row.exerciseId,
    name: row.name,
    reps: row.reps,
    weight: row.weight,
    weight_unit: row.weightUnit,
    rpe,
    // Always set: a qualifying set is inside the e1RM band and on the RPE chart.
    e1rm: figures.e1rm ?? 0,
    ri: figures.ri,
    volume: figures.volume,
    session_id: row.sessionId,
    date: row.createdAt.toISOString(),
  };
}

/** The API's weigh-in row (id, date, body_weight, trend) from a bodyweight tracker entry. */
function toWeighIn(entry: BodyweightEntry): WeighIn {
  const { id, created_at, body_weight, body_weight_unit, trend } = entry;
  return { id, date: created_at, body_weight, body_weight_unit, trend };
}

/**
 * Mounted under /api/v1 behind requireUser. Who sees what (docs/decisions/007-profile-stats.md): any
 * member sees an active member's recent ePRs (the profile shows them), counted from shared logs only
 * unless the viewer is the owner, an admin or their coach; bodyweight and sleep only those three.
 */
export const profileStatsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["variables"];

  async function readable(req: FastifyRequest, userId: number, { private: isPrivate }: { private: boolean }) {
    const caller = me(req);
    if (isPrivate && !(await canRead(db, caller, userId))) throw forbidden("Only the owner can see this.");
    if (caller.id !== userId && !(await findActiveUser(db, userId))) throw notFound("User");
  }

  app.get(
    "/variables/recent-prs/:userId",
    {
      schema: { tags, params: userIdParamSchema, response: { 200: successSchema(recentPrSchema) } },
      config: { etag: true },
    },
    async (req) => {
      await readable(req, req.params.userId, { private: false });
      // The owner, admins and the owner's coach count every log; other members shared logs only.
      const sharedOnly = !(await canRead(db, me(req), req.params.userId));
      const rows = await recentPrs(db, req.params.userId, { sharedOnly });
      return ok("Recent PRs", rows.map(toRecentPr));
    },
  );

  app.get(
    "/variables/weekly-weight-in/:userId",
    { schema: { tags, params: userIdParamSchema, response: { 200: successSchema(weighInSchema) } } },
    async (req) => {
      await readable(req, req.params.userId, { private: true });
      // The trackers' list computes the trend over the whole history, so the 8th row has one too.
      const { entries } = await listBodyweight(db, req.params.userId, { limit: WEIGH_INS_LIMIT, offset: 0 });
      return ok("Weekly weigh-in", entries.map(toWeighIn));
    },
  );

  app.get(
    "/variables/average-sleep/:userId",
    { schema: { tags, params: userIdParamSchema, response: { 200: successSchema(averageSleepSchema) } } },
    async (req) => {
      await readable(req, req.params.userId, { private: true });
      const { average, entries } = await averageSleep(db, req.params.userId);
      return ok("Average sleep", [{ average_sleep: average, entries }]);
    },
  );
};
