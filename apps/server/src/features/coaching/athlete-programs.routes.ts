import {
  assignedProgramSchema,
  assignProgramSchema,
  athleteParamSchema,
  athleteProgramParamSchema,
  athleteWorkoutParamSchema,
  athleteWorkoutSchema,
  changeWorkoutSchema,
  exerciseSchema,
  idParamSchema,
  programSchema,
  successSchema,
  updateAthleteProgramSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { me } from "../../plugins/auth.js";
import { assignProgram } from "./assign-program.service.js";
import { listExercisesWithCategory } from "./athlete-programs.queries.js";
import {
  changeAthleteProgram,
  changeAthleteWorkout,
  findAthleteProgram,
  findAthleteWorkout,
  listAthletePrograms,
  removeAthleteProgram,
} from "./athlete-programs.service.js";
import { requireGrant } from "./coach-guard.js";

const GRANT =
  "Without a live grant from the athlete: 404. Reads need a read or coach grant; writes need a coach grant (403 with a read one).";
const OWN_WRITES =
  "Only programs this coach wrote into the account (the athlete's own and another coach's are a 404). " +
  GRANT;

/**
 * Programs a coach writes into an athlete's account (docs/decisions/045-coach-workspace.md). They
 * write programs and routines (named with the coach) and the activity row the athlete sees, nothing else.
 */
export const athleteProgramsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["coaching"];
  const pair = (req: { params: { athleteId: number } }, coachId: number) => ({
    coachId,
    athleteId: req.params.athleteId,
  });

  app.post(
    "/coach/programs/:id/assign",
    {
      schema: {
        tags,
        summary: "Write the caller's program into each athlete's account, with their maxes",
        description:
          "One transaction: each athlete gets the routines (exercises matched by name, or created) and the " +
          "program, with the caller as its coach. Every athlete needs a coach grant (404 without a grant, " +
          "403 with a read one); a max names an exercise of the program (400).",
        params: idParamSchema,
        body: assignProgramSchema,
        response: { 201: successSchema(assignedProgramSchema) },
      },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const assigned = await assignProgram(db, me(req).id, req.params.id, req.body);
      return reply.status(201).send(ok("Program has been assigned!", assigned));
    },
  );

  app.get(
    "/coach/athletes/:athleteId/programs",
    {
      schema: {
        tags,
        summary: "The athlete's programs, their own and their coaches' (`coach`)",
        description: GRANT,
        params: athleteParamSchema,
        response: { 200: successSchema(programSchema) },
      },
    },
    async (req) => ok("Programs", await listAthletePrograms(db, pair(req, me(req).id))),
  );

  app.get(
    "/coach/athletes/:athleteId/exercises",
    {
      schema: {
        tags,
        summary: "The athlete's exercises, by category then name (for the workout editor)",
        description: GRANT,
        params: athleteParamSchema,
        response: { 200: successSchema(exerciseSchema) },
      },
    },
    async (req) => {
      const where = pair(req, me(req).id);
      await requireGrant(db, where, "read");
      return ok("Exercises", await listExercisesWithCategory(db, { userId: where.athleteId }));
    },
  );

  app.get(
    "/coach/athletes/:athleteId/programs/:programId",
    {
      schema: {
        tags,
        description: GRANT,
        params: athleteProgramParamSchema,
        response: { 200: successSchema(programSchema) },
      },
    },
    async (req) => ok("Program", [await findAthleteProgram(db, pair(req, me(req).id), req.params.programId)]),
  );

  app.patch(
    "/coach/athletes/:athleteId/programs/:programId",
    {
      schema: {
        tags,
        summary: "Rename a program the coach wrote, change its notes or the athlete's maxes",
        description: "`maxes` replaces the stored list; each names an exercise of the program. " + OWN_WRITES,
        params: athleteProgramParamSchema,
        body: updateAthleteProgramSchema,
        response: { 200: successSchema(programSchema) },
      },
    },
    async (req) => {
      const { programId } = req.params;
      const program = await changeAthleteProgram(db, pair(req, me(req).id), programId, req.body);
      return ok("Program has been updated!", [program]);
    },
  );

  app.delete(
    "/coach/athletes/:athleteId/programs/:programId",
    {
      schema: {
        tags,
        summary: "Delete a program the coach wrote; its routines and the athlete's sessions stay",
        description: OWN_WRITES,
        params: athleteProgramParamSchema,
        response: { 200: successSchema(z.object({ id: z.number() })) },
      },
    },
    async (req) => {
      const removed = await removeAthleteProgram(db, pair(req, me(req).id), req.params.programId);
      return ok("Program has been deleted!", [removed]);
    },
  );

  app.get(
    "/coach/athletes/:athleteId/programs/:programId/weeks/:week/days/:day",
    {
      schema: {
        tags,
        summary: "One workout of the athlete's program as written, for the editor",
        description: GRANT,
        params: athleteWorkoutParamSchema,
        response: { 200: successSchema(athleteWorkoutSchema) },
      },
    },
    async (req) => {
      const { programId, week, day } = req.params;
      return ok("Workout", [await findAthleteWorkout(db, pair(req, me(req).id), { programId, week, day })]);
    },
  );

  app.put(
    "/coach/athletes/:athleteId/programs/:programId/weeks/:week/days/:day",
    {
      schema: {
        tags,
        summary: "Change one workout of a program the coach wrote, from that day on",
        description:
          "409 once the workout has a session. When its routine also fills other days (or programs), the day " +
          "gets a routine of its own and the others keep theirs. Exercises are the athlete's (404 otherwise). " +
          OWN_WRITES,
        params: athleteWorkoutParamSchema,
        body: changeWorkoutSchema,
        response: { 200: successSchema(athleteWorkoutSchema) },
      },
    },
    async (req) => {
      const { programId, week, day } = req.params;
      const workout = await changeAthleteWorkout(
        db,
        pair(req, me(req).id),
        { programId, week, day },
        req.body,
      );
      return ok("Workout has been updated!", [workout]);
    },
  );
};
