import {
  athleteParamSchema,
  type RosterAthlete,
  type RosterFlag,
  rosterAthleteSchema,
  rosterQuerySchema,
  roundTo,
  successSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound } from "../../lib/http-errors.js";
import { pageOf, totalOf } from "../../lib/pagination.js";
import { me } from "../../plugins/auth.js";
import { leaveAthlete } from "../access-codes/access-codes.queries.js";
import { countRoster, listRosterPage, type RosterRow } from "./roster.queries.js";

/** At or above this mean RPE overshoot, the week ran hot. */
const RPE_HOT = 1;

/** The wire shape of one roster row: this week's figures and why the coach should look. */
export function toRosterAthlete(row: RosterRow): RosterAthlete {
  const rpe = row.weekSets.rpe === null ? null : roundTo(row.weekSets.rpe, 1);
  const flags: RosterFlag[] = [];
  if (row.programWeeks.missed > 0) flags.push("missed_sessions");
  if (rpe !== null && rpe >= RPE_HOT) flags.push("rpe_hot");
  if (row.newPr) flags.push("new_pr");
  if (row.painNotes) flags.push("pain_notes");
  return {
    id: row.id,
    username: row.username,
    grant_id: row.grantId,
    scope: row.scope,
    since: (row.since ?? new Date(0)).toISOString(),
    last_session_at: row.lastSessionAt?.toISOString() ?? null,
    planned_sessions: row.programWeeks.planned,
    done_sessions: row.doneSessions,
    planned_sets: row.weekSets.planned,
    done_sets: row.weekSets.done,
    rpe_deviation: rpe,
    flags,
    unread_comments: row.unreadComments,
  };
}

/**
 * The coach's roster (the coach workspace, docs/decisions/045-coach-workspace.md): every athlete who
 * gave the caller a live grant, this week at a glance, and leaving one. Mounted by coaching.routes.
 */
export const rosterRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["coaching"];

  app.get(
    "/coach/athletes",
    {
      schema: {
        tags,
        summary: "The athletes who gave you access, oldest grant first, with this week in their time zone",
        querystring: rosterQuerySchema,
        response: { 200: successSchema(rosterAthleteSchema) },
      },
    },
    async (req) => {
      const coachId = me(req).id;
      const { perPage, currentPage } = req.query;
      const offset = (currentPage - 1) * perPage;
      const rows = await listRosterPage(db, { coachId, limit: perPage, offset });
      const total = await totalOf(rows[0]?.total, offset, () => countRoster(db, coachId));
      const page = pageOf(total, perPage, currentPage, rows.length);
      return ok(total ? "Your athletes" : "No athletes yet", rows.map(toRosterAthlete), page);
    },
  );

  app.delete(
    "/coach/athletes/:athleteId",
    {
      schema: {
        tags,
        summary: "Stop coaching an athlete: ends your grant from them",
        params: athleteParamSchema,
        response: { 200: successSchema(z.object({ athlete_id: z.number() })) },
      },
    },
    async (req) => {
      const athleteId = req.params.athleteId;
      const left = await leaveAthlete(db, { coachId: me(req).id, athleteId });
      if (!left) throw notFound("Athlete");
      return ok("You no longer coach this athlete.", [{ athlete_id: athleteId }]);
    },
  );
};
