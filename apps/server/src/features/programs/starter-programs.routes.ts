import { programSchema, starterKeyParamSchema, starterProgramSchema, successSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { me } from "../../plugins/auth.js";
import { copyStarterProgram } from "./starter-copy.service.js";
import { STARTER_PROGRAMS } from "./starter-programs.js";

/** Mounted under /api/v1 behind requireUser: the starter programs, the same for everyone, and their copy. */
export const starterProgramsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["programs"];

  app.get(
    "/programs/starters",
    {
      schema: {
        tags,
        summary: "The starter programs a lifter can copy, as data",
        description:
          "Each day names its routine (`key` is unique within the program: one routine may fill several days) " +
          "and the routine's exercises by name, with their planned sets and progression.",
        response: { 200: successSchema(starterProgramSchema) },
      },
    },
    async () => ok("Starter programs", [...STARTER_PROGRAMS]),
  );

  app.post(
    "/programs/starters/:key/copy",
    {
      schema: {
        tags,
        summary: "Copy a starter program: its routines and the program become the member's own",
        description:
          "In one transaction: one routine per starter routine, each exercise matched to the member's own by " +
          "name ignoring case (created, in a category of the starter's name, when they have none), then the " +
          "program over those routines, in no block. Answers the program as `GET /programs/{id}` does.",
        params: starterKeyParamSchema,
        response: { 201: successSchema(programSchema) },
      },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const program = await copyStarterProgram(db, { userId: me(req).id }, req.params.key);
      return reply.status(201).send(ok("Program has been copied!", [program]));
    },
  );
};
