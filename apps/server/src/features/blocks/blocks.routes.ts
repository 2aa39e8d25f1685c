import {
  blockDetailsSchema,
  blockSchema,
  createBlockSchema,
  idParam,
  idParamSchema,
  successSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound } from "../../lib/http-errors.js";
import { actingUserId, me, writerUserId } from "../../plugins/auth.js";
import { insertBlock, listBlocks } from "./blocks.queries.js";
import { blockDetails } from "./blocks.service.js";

export const blockMessages = { none: "There are no blocks yet!" } as const;

// NOTE: the shared contract has no query schema for this list (only user_id, as clients send it).
const listBlocksQuerySchema = z.object({ user_id: idParam.optional() });

const tags = ["blocks"];

/** Mounted under /api/v1 behind requireUser. */
export const blocksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;

  app.get(
    "/blocks",
    { schema: { tags, querystring: listBlocksQuerySchema, response: { 200: successSchema(blockSchema) } } },
    async (req) => {
      const rows = await listBlocks(db, actingUserId(req, req.query.user_id));
      return ok(rows.length ? "Blocks" : blockMessages.none, rows);
    },
  );

  app.post(
    "/blocks",
    { schema: { tags, body: createBlockSchema, response: { 201: successSchema(blockSchema) } } },
    async (req, reply) => {
      const { user_id, name, description, start_date, end_date } = req.body;
      const block = await insertBlock(db, {
        userId: writerUserId(req, user_id),
        name,
        description: description || null,
        startDate: start_date,
        endDate: end_date,
      });
      return reply.status(201).send(ok("Block has been created!", [block]));
    },
  );

  app.get(
    "/blocks/:id",
    { schema: { tags, params: idParamSchema, response: { 200: successSchema(blockDetailsSchema) } } },
    async (req) => {
      const details = await blockDetails(db, { id: req.params.id, userId: me(req).id });
      if (!details) throw notFound("Block");
      return ok("Block", [details]);
    },
  );
};
