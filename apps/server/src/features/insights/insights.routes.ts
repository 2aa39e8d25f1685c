import {
  calibrationRowSchema,
  convertWeight,
  exerciseInsightsQuerySchema,
  insightsQuerySchema,
  methodAccuracySchema,
  plateauSchema,
  prChanceQuerySchema,
  prChanceSchema,
  readinessSchema,
  rpeDriftSchema,
  successSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { readerUserId } from "../../plugins/auth.js";
import {
  e1rmAccuracy,
  plateaus,
  prChanceOf,
  readiness,
  rpeCalibration,
  rpeDriftOf,
} from "./insights.service.js";

const OWN =
  "From the member's own done, non-warm-up sets (weights in kg whatever unit they were logged in), " +
  "days in the account's time zone; a coach may name an athlete with `user_id`. The models and their " +
  "priors: docs/decisions/044-training-intelligence.md.";

/** Mounted under /api/v1 behind requireUser: the signed-in member's training insights, or an athlete's for their coach. */
export const insightsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["insights"];

  app.get(
    "/insights/rpe-calibration",
    {
      schema: {
        tags,
        summary: "The member's RPE chart beside the standard one: reps 1–10 × RPE 6–10, with 95 % intervals",
        description:
          `${OWN} Learnt from sets whose true max a heavier single or double soon after revealed, and from ` +
          "sets taken to failure; shrunk toward the standard chart as if 50 sets at each RPE agreed with it.",
        querystring: insightsQuerySchema,
        response: { 200: successSchema(calibrationRowSchema) },
      },
    },
    async (req) => {
      const userId = await readerUserId(db, req, req.query.user_id);
      return ok("RPE calibration", await rpeCalibration(db, userId));
    },
  );

  app.get(
    "/insights/e1rm-accuracy",
    {
      schema: {
        tags,
        summary: "How well each e1RM method predicted this lift's heavy singles and AMRAPs, walking forward",
        description:
          `${OWN} Each top single or AMRAP is predicted from the sets of the 28 days before its day alone, ` +
          "by Epley's line, the standard RPE chart and the member's personal chart (fitted on what was known then).",
        querystring: exerciseInsightsQuerySchema,
        response: { 200: successSchema(methodAccuracySchema) },
      },
    },
    async (req) => {
      const userId = await readerUserId(db, req, req.query.user_id);
      return ok("e1RM accuracy", await e1rmAccuracy(db, userId, req.query.exercise_id));
    },
  );

  app.get(
    "/insights/readiness",
    {
      schema: {
        tags,
        summary: "Fitness–fatigue model of one lift: fitted parameters, walk-forward error, today's band",
        description:
          `${OWN} \`today\` is null when the model did not predict better than "no change" (the last ` +
          "performance carried forward) on the member's own history.",
        querystring: exerciseInsightsQuerySchema,
        response: { 200: successSchema(readinessSchema) },
      },
    },
    async (req) => {
      const userId = await readerUserId(db, req, req.query.user_id);
      return ok("Readiness", [await readiness(db, userId, req.query.exercise_id)]);
    },
  );

  app.get(
    "/insights/plateaus",
    {
      schema: {
        tags,
        summary:
          "The member's most logged lifts, each with its e1RM trend over the last weeks and whether it is flat",
        description: OWN,
        querystring: insightsQuerySchema,
        response: { 200: successSchema(plateauSchema) },
      },
    },
    async (req) => {
      const userId = await readerUserId(db, req, req.query.user_id);
      return ok("Plateaus", await plateaus(db, userId));
    },
  );

  app.get(
    "/insights/rpe-drift",
    {
      schema: {
        tags,
        summary: "RPE logged against RPE prescribed, one point a session of this lift, oldest first",
        description: OWN,
        querystring: exerciseInsightsQuerySchema,
        response: { 200: successSchema(rpeDriftSchema) },
      },
    },
    async (req) => {
      const userId = await readerUserId(db, req, req.query.user_id);
      return ok("RPE against plan", await rpeDriftOf(db, userId, req.query.exercise_id));
    },
  );

  app.get(
    "/insights/pr-chance",
    {
      schema: {
        tags,
        summary: "The chance of making a weight on this lift today, from the readiness model",
        description: `${OWN} No row when the lift has no performance to go on.`,
        querystring: prChanceQuerySchema,
        response: { 200: successSchema(prChanceSchema) },
      },
    },
    async (req) => {
      const userId = await readerUserId(db, req, req.query.user_id);
      const kg = convertWeight(req.query.weight, req.query.unit, "kg");
      return ok("PR chance", await prChanceOf(db, userId, req.query.exercise_id, kg));
    },
  );
};
