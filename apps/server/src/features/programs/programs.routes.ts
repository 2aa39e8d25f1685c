import {
  createProgramSchema,
  idParamSchema,
  programSchema,
  programsQuerySchema,
  startedProgramSchema,
  successSchema,
  updateProgramSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound } from "../../lib/http-errors.js";
import { me } from "../../plugins/auth.js";
import { loadSessionDetails } from "../training/session-details.queries.js";
import {
  changeProgram,
  createProgram,
  findOwnProgram,
  listOwnPrograms,
  removeProgram,
  startProgram,
} from "./programs.service.js";

const WORKOUTS =
  "Each week lists its days in order, each with its routine (`routine_name` null: deleted since), the " +
  "session that filled it (`session_id`, `session_date`) and whether that session is completed (`done`). " +
  "`next` is the first workout not done (null when all are), with the session already started for it if any.";

/** Mounted under /api/v1 behind requireUser: a member's own programs only (another's is a 404). */
export const programsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["programs"];
  const programAnswer = successSchema(programSchema);

  app.get(
    "/programs",
    {
      schema: {
        tags,
        summary: "The member's programs; with block_id, those attached to that block (its calendar)",
        description: WORKOUTS,
        querystring: programsQuerySchema,
        response: { 200: programAnswer },
      },
    },
    async (req) => ok("Programs", await listOwnPrograms(db, { userId: me(req).id }, req.query.block_id)),
  );

  app.post(
    "/programs",
    {
      schema: {
        tags,
        summary: "Write a program: the member's routines ordered over weeks, optionally in a block",
        description: WORKOUTS,
        body: createProgramSchema,
        response: { 201: programAnswer },
      },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const program = await createProgram(db, { userId: me(req).id }, req.body);
      return reply.status(201).send(ok("Program has been created!", [program]));
    },
  );

  app.get(
    "/programs/:id",
    { schema: { tags, description: WORKOUTS, params: idParamSchema, response: { 200: programAnswer } } },
    async (req) => ok("Program", [await findOwnProgram(db, { userId: me(req).id }, req.params.id)]),
  );

  app.patch(
    "/programs/:id",
    {
      schema: {
        tags,
        summary: "Modify a program: what is given replaces what is stored (weeks as a whole list)",
        description: "Sessions keep the week and day they filled. " + WORKOUTS,
        params: idParamSchema,
        body: updateProgramSchema,
        response: { 200: programAnswer },
      },
    },
    async (req) => {
      const program = await changeProgram(db, { userId: me(req).id }, req.params.id, req.body);
      return ok("Program has been updated!", [program]);
    },
  );

  app.delete(
    "/programs/:id",
    {
      schema: {
        tags,
        summary: "Delete a program; its routines and the sessions started from it stay",
        params: idParamSchema,
        response: { 200: successSchema(z.object({ id: z.number() })) },
      },
    },
    async (req) =>
      ok("Program has been deleted!", [await removeProgram(db, { userId: me(req).id }, req.params.id)]),
  );

  app.post(
    "/programs/:id/start",
    {
      schema: {
        tags,
        summary:
          "Start the program's next workout: its routine's session, planned as POST /routines/{id}/start does",
        description:
          "The session records the program, week and day it fills and goes in the program's block. 409 when " +
          "every workout is done, or when the next one has a session in progress. Answers the session as " +
          "`GET /sessions/{id}` does.",
        params: idParamSchema,
        response: { 201: successSchema(startedProgramSchema) },
      },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const userId = me(req).id;
      const sessionId = await startProgram(db, { userId }, req.params.id);
      const details = await loadSessionDetails(db, { id: sessionId, userId });
      if (!details) throw notFound("Session");
      return reply.status(201).send(ok("Session has been started from the program!", [details]));
    },
  );
};
