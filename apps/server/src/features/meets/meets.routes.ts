import {
  createMeetSchema,
  currentPageSchema,
  meetEvidenceSchema,
  meetFromOpenPowerliftingSchema,
  meetIdParamsSchema,
  meetSchema,
  perPageSchema,
  successSchema,
  updateMeetSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound } from "../../lib/http-errors.js";
import { pageOf } from "../../lib/pagination.js";
import { me } from "../../plugins/auth.js";
import { meetEvidence } from "./meet-evidence.js";
import { countMeets, deleteMeet, findMeet, listMeets } from "./meets.queries.js";
import {
  changeMeet,
  createMeet,
  meetFromOpenPowerlifting,
  presentMeet,
  presentMeets,
} from "./meets.service.js";

// NOTE: the shared contract has no query schema for this list; it pages like the sessions list.
const listMeetsQuerySchema = z.object({ perPage: perPageSchema(20), currentPage: currentPageSchema });

const COMPUTED =
  "Every meet carries `best_kg` (the best made attempt of each lift of the event, in kg), `total_kg` " +
  "(null until every lift of the event has a made attempt), `dots`, `ipf_gl` (classic for Raw, Wraps and " +
  "Straps, equipped otherwise) and `wilks` (two decimals, null without a total or a bodyweight), and " +
  "`placement`: 1 + the OpenPowerlifting entries of the same federation (any case), sex, weight class, " +
  "equipment, event and year with a higher total, of those with a total; null without the data, a total, " +
  "a federation or a class.";

/** Mounted under /api/v1 behind requireUser: a member's own meets only (another's is a 404). */
export const meetsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["meets"];
  const meetAnswer = successSchema(meetSchema);

  app.get(
    "/meets",
    {
      schema: {
        tags,
        summary: "The member's meets, newest date first",
        description: COMPUTED,
        querystring: listMeetsQuerySchema,
        response: { 200: meetAnswer },
      },
    },
    async (req) => {
      const userId = me(req).id;
      const { perPage, currentPage } = req.query;
      const [total, rows] = await Promise.all([
        countMeets(db, userId),
        listMeets(db, userId, { limit: perPage, offset: (currentPage - 1) * perPage }),
      ]);
      const meets = await presentMeets(db, rows);
      return ok(
        meets.length ? "Meets" : "There are no meets yet!",
        meets,
        pageOf(total, perPage, currentPage, rows.length),
      );
    },
  );

  app.post(
    "/meets",
    {
      schema: {
        tags,
        summary:
          "Add a meet: its division, bodyweight and attempts (at most one per lift and attempt number)",
        description: `Weights are in \`weight_unit\` (the account's unit when left out). ${COMPUTED}`,
        body: createMeetSchema,
        response: { 201: meetAnswer },
      },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const meet = await createMeet(db, { userId: me(req).id }, req.body);
      return reply.status(201).send(ok("Meet has been created!", [meet]));
    },
  );

  app.post(
    "/meets/from-open-powerlifting",
    {
      schema: {
        tags,
        summary: "Add a meet from an OpenPowerlifting result: its bests become third attempts",
        description:
          "Date, federation, sex, equipment, event (SBD or B, else 400), bodyweight and class (kg) come from the " +
          "row; each best of the event becomes a made third attempt, a negative best a missed one at its size. " +
          `404 when the row does not exist. ${COMPUTED}`,
        body: meetFromOpenPowerliftingSchema,
        response: { 201: meetAnswer },
      },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const meet = await meetFromOpenPowerlifting(db, { userId: me(req).id }, req.body.result_id);
      return reply.status(201).send(ok("Meet has been created!", [meet]));
    },
  );

  app.get(
    "/meets/:id",
    { schema: { tags, description: COMPUTED, params: meetIdParamsSchema, response: { 200: meetAnswer } } },
    async (req) => {
      const row = await findMeet(db, { id: req.params.id, userId: me(req).id });
      if (!row) throw notFound("Meet");
      return ok("Meet", [await presentMeet(db, row)]);
    },
  );

  app.patch(
    "/meets/:id",
    {
      schema: {
        tags,
        summary: "Modify a meet: what is given replaces what is stored (attempts as a whole list)",
        description: COMPUTED,
        params: meetIdParamsSchema,
        body: updateMeetSchema,
        response: { 200: meetAnswer },
      },
    },
    async (req) =>
      ok("Meet has been updated!", [await changeMeet(db, { userId: me(req).id }, req.params.id, req.body)]),
  );

  app.delete(
    "/meets/:id",
    {
      schema: {
        tags,
        summary: "Delete a meet",
        params: meetIdParamsSchema,
        response: { 200: successSchema(z.object({ id: z.number() })) },
      },
    },
    async (req) => {
      const row = await deleteMeet(db, { id: req.params.id, userId: me(req).id });
      if (!row) throw notFound("Meet");
      return ok("Meet has been deleted!", [row]);
    },
  );

  app.get(
    "/meets/:id/evidence",
    {
      schema: {
        tags,
        summary: "The attempt planner's inputs: each lift's heavy sets, weekly best e1RM and RPE error",
        description:
          "Per lift of the event, from the member's exercise the lift maps to (docs/decisions/029-reports-and-meets.md): " +
          "done, non-warm-up sets of 1 to 5 reps with an RPE in sessions started in the 16 weeks before the meet " +
          "day (before now, for a meet ahead), newest first, at most 30, in kg with their e1RM in the member's " +
          "method; the best of those e1RMs per week (Monday, account zone), oldest first; and the mean " +
          "|RPE given − RPE prescribed| over the window's done planned sets with an RPE target (null: none).",
        params: meetIdParamsSchema,
        response: { 200: successSchema(meetEvidenceSchema) },
      },
    },
    async (req) => {
      const row = await findMeet(db, { id: req.params.id, userId: me(req).id });
      if (!row) throw notFound("Meet");
      return ok("Meet evidence", [await meetEvidence(db, row)]);
    },
  );
};
