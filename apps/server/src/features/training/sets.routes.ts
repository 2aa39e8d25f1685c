import {
  idParamSchema,
  idSchema,
  setInputSchema,
  setSchema,
  successSchema,
  updateSetSchema,
  userIdField,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { writerUserId } from "../../plugins/auth.js";
import { findOwnerE1rm, toSet } from "./sets.queries.js";
import { addSet, changeSet, removeSet } from "./sets.service.js";

/** How a weight sent without a unit is read (the OpenAPI description of the writes that take one). */
const UNITLESS_WEIGHTS =
  "A weight sent without `weight_unit` is in the account's unit (the user's `weight_unit`, kg by default). " +
  "A client that keeps its unit on the device sets the account's unit first with " +
  "`PATCH /api/v1/users/{id}/update-personal-information { weight_unit }`, so its unit-less weights are read right.";

/** DELETE carries the client's { id, user_id, session_id }, all optional. */
const deleteSetBodySchema = z.object({ user_id: userIdField, session_id: idSchema.optional() }).nullish();

/** Mounted under /api/v1 behind requireUser. */
export const setsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["sets"];

  app.post(
    "/sets",
    {
      schema: {
        tags,
        summary: "Add a set after the log's last one",
        description: UNITLESS_WEIGHTS,
        body: setInputSchema,
        response: { 201: successSchema(setSchema) },
      },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const userId = writerUserId(req, req.body.user_id);
      const row = await addSet(db, { userId }, req.body);
      return reply
        .status(201)
        .send(ok("Set has been added!", [toSet(row, await findOwnerE1rm(db, row.userId))]));
    },
  );

  app.patch(
    "/sets/:id",
    {
      schema: {
        tags,
        params: idParamSchema,
        summary: "Modify a set: absent fields (its kind too) stay; `done: true` marks a planned set done",
        description: UNITLESS_WEIGHTS,
        body: updateSetSchema,
        response: { 200: successSchema(setSchema) },
      },
    },
    async (req) => {
      const userId = writerUserId(req, req.body.user_id);
      const row = await changeSet(db, { userId }, req.params.id, req.body);
      return ok("Set has been updated!", [toSet(row, await findOwnerE1rm(db, row.userId))]);
    },
  );

  app.delete(
    "/sets/:id",
    {
      schema: {
        tags,
        params: idParamSchema,
        body: deleteSetBodySchema,
        response: { 200: successSchema(z.object({ id: z.number() })) },
      },
    },
    async (req) => {
      const userId = writerUserId(req, req.body?.user_id);
      const row = await removeSet(db, { userId }, req.params.id, req.body ?? {});
      return ok("Set has been deleted!", [row]);
    },
  );
};
