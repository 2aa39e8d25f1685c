import { nutritionWeekSchema, reportQuerySchema, successSchema, trainingWeekSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { readerUserId } from "../../plugins/auth.js";
import { nutritionReport, trainingReport } from "./reports.service.js";

const WEEKS =
  "Exactly `weeks` rows, one a week (Monday first, in the account's time zone, UTC when none is set), " +
  "oldest first, the current week last; a week without anything is a row of zeros and nulls. Only done " +
  "sets that are not warm-ups count, weights in kg whatever unit they were entered in; a week's sessions " +
  "are the sessions started in it with at least one such set. The competition lifts are the member's " +
  'exercises named "Back squat", "Bench press", "Conventional deadlift" (or the other names of ' +
  "docs/decisions/029-reports-and-meets.md).";

/** Mounted under /api/v1 behind requireUser: the signed-in member's own reports, or (`?user_id=`) an athlete's for their coach. */
export const reportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["reports"];

  app.get(
    "/reports/training",
    {
      schema: {
        tags,
        summary: "Weekly training: sessions, sets, reps, volume, session load, the lifts' best e1RM",
        description: WEEKS,
        querystring: reportQuerySchema,
        response: { 200: successSchema(trainingWeekSchema) },
      },
    },
    async (req) => {
      const userId = await readerUserId(db, req, req.query.user_id);
      const report = await trainingReport(db, userId, req.query.weeks);
      return ok("Training report", report.weeks);
    },
  );

  app.get(
    "/reports/nutrition",
    {
      schema: {
        tags,
        summary: "Weekly trackers: mean calories and bodyweight, its weekly change, beside training",
        description:
          `${WEEKS} A day's calories are the latest total recorded that day; bodyweights are averaged in kg, ` +
          "and the change compares with the previous week that has one (before the window too).",
        querystring: reportQuerySchema,
        response: { 200: successSchema(nutritionWeekSchema) },
      },
    },
    async (req) => {
      const userId = await readerUserId(db, req, req.query.user_id);
      return ok("Nutrition report", await nutritionReport(db, userId, req.query.weeks));
    },
  );
};
