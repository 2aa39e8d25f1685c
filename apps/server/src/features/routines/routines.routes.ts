import {
  createRoutineSchema,
  idParamSchema,
  routineSchema,
  startedRoutineSchema,
  successSchema,
  updateRoutineSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound } from "../../lib/http-errors.js";
import { me } from "../../plugins/auth.js";
import { loadSessionDetails } from "../training/session-details.queries.js";
import {
  changeRoutine,
  createRoutine,
  findPlannedRoutine,
  listPlannedRoutines,
  removeRoutine,
  startRoutine,
} from "./routines.service.js";

const PLANNED_LOADS =
  "Each set comes with the load and reps the next start would plan (`planned_weight` in `planned_unit`, " +
  "`planned_reps`), and each exercise with the `reason` its loads moved since last time. A percent or RPE set " +
  "is planned from the lifter's best e1RM of the exercise over the last 6 weeks (null without one), rounded " +
  "to the nearest load the plate settings allow (ties down). A fixed weight without `weight_unit` is in the " +
  "account's unit. An RPE set is read off the lifter's own chart when their e1RM method is `personal`, and " +
  "moves when their last two sessions of the lift both ran 0.5 RPE or more hot (lighter) or easy (heavier) " +
  "against the plan; `planned_reason` then says why (docs/decisions/044-training-intelligence.md).";

/** Mounted under /api/v1 behind requireUser: a member's own routines only (another's is a 404). */
export const routinesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["routines"];
  const routineAnswer = successSchema(routineSchema);

  app.get(
    "/routines",
    { schema: { tags, description: PLANNED_LOADS, response: { 200: routineAnswer } } },
    async (req) => ok("Routines", await listPlannedRoutines(db, { userId: me(req).id })),
  );

  app.post(
    "/routines",
    {
      schema: {
        tags,
        summary: "Write a routine: a workout template of exercises and their planned sets",
        description: PLANNED_LOADS,
        body: createRoutineSchema,
        response: { 201: routineAnswer },
      },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const routine = await createRoutine(db, { userId: me(req).id }, req.body);
      return reply.status(201).send(ok("Routine has been created!", [routine]));
    },
  );

  app.get(
    "/routines/:id",
    { schema: { tags, description: PLANNED_LOADS, params: idParamSchema, response: { 200: routineAnswer } } },
    async (req) => ok("Routine", [await findPlannedRoutine(db, { userId: me(req).id }, req.params.id)]),
  );

  app.patch(
    "/routines/:id",
    {
      schema: {
        tags,
        summary: "Modify a routine: what is given replaces what is stored (exercises as a whole list)",
        description: "An exercise left exactly as it was keeps its progression; an edited one starts over.",
        params: idParamSchema,
        body: updateRoutineSchema,
        response: { 200: routineAnswer },
      },
    },
    async (req) => {
      const routine = await changeRoutine(db, { userId: me(req).id }, req.params.id, req.body);
      return ok("Routine has been updated!", [routine]);
    },
  );

  app.delete(
    "/routines/:id",
    {
      schema: {
        tags,
        summary: "Delete a routine; the sessions started from it stay",
        params: idParamSchema,
        response: { 200: successSchema(z.object({ id: z.number() })) },
      },
    },
    async (req) =>
      ok("Routine has been deleted!", [await removeRoutine(db, { userId: me(req).id }, req.params.id)]),
  );

  app.post(
    "/routines/:id/start",
    {
      schema: {
        tags,
        summary: "Start a session from a routine, its sets planned (done: false) with the loads of the plan",
        description:
          "The routine's progression first moves on by the last session started from it. The session is named " +
          "after the routine and starts now; each exercise becomes a log and each planned set a set with " +
          "`done: false` and its `prescription` (a percent or RPE set without an e1RM gets weight 0). " +
          "`PATCH /api/v1/sets/{id} { done: true }` marks one done. Answers the session as `GET /sessions/{id}` does.",
        params: idParamSchema,
        response: { 201: successSchema(startedRoutineSchema) },
      },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const userId = me(req).id;
      const sessionId = await startRoutine(db, { userId }, req.params.id);
      const details = await loadSessionDetails(db, { id: sessionId, userId });
      if (!details) throw notFound("Session");
      return reply.status(201).send(ok("Session has been started from the routine!", [details]));
    },
  );
};
