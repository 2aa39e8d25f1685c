import {
  bodyweightEntrySchema,
  caloriesEntrySchema,
  createVariableSchema,
  deletedVariableSchema,
  idParam,
  idParamSchema,
  recoveryEntrySchema,
  successSchema,
  TRACKER_MAX_PER_PAGE,
  trackerEntrySchema,
  trackerQuerySchema,
  userIdParamSchema,
  type TrackerKind,
  type TrackerQuery,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import type { Db } from "../../db/client.js";
import { ok } from "../../lib/envelope.js";
import { notFound } from "../../lib/http-errors.js";
import { pageOf, totalOf } from "../../lib/pagination.js";
import { readerUserId, writerUserId } from "../../plugins/auth.js";
import {
  countEntries,
  deleteEntry,
  insertEntry,
  listBodyweight,
  listCalories,
  listRecovery,
  type TrackerPage,
  type TrackerRows,
} from "./variables.queries.js";

export const variablesMessages = {
  /** An empty table (docs/product.md, "Messages"). */
  empty: "No relevant data available yet!",
  list: { bodyweight: "Bodyweight entries", calories: "Calorie entries", recovery: "Recovery entries" },
  added: { bodyweight: "Bodyweight added!", calories: "Calories added!", recovery: "Recovery added!" },
  removed: (id: number) => `Entry ${id} was removed!`,
} as const;

const tags = ["variables"];
const deleteQuery = z.object({ user_id: idParam.optional() });

/**
 * A tracker page from perPage/currentPage; a perPage above the cap (a client's download-all sends
 * 999999999999999) means every row, answered as one page.
 */
async function pageThrough<T>(
  db: Db,
  kind: TrackerKind,
  userId: number,
  query: TrackerQuery,
  list: (db: Db, userId: number, page: TrackerPage) => Promise<TrackerRows<T>>,
) {
  const { perPage, currentPage } = query;
  if (perPage > TRACKER_MAX_PER_PAGE) {
    const { entries: rows } = await list(db, userId, { offset: 0 });
    const page = pageOf(rows.length, Math.max(1, rows.length), 1, rows.length);
    return ok(rows.length ? variablesMessages.list[kind] : variablesMessages.empty, rows, page);
  }
  const offset = (currentPage - 1) * perPage;
  const { entries: rows, total: carried } = await list(db, userId, { limit: perPage, offset, total: true });
  const total = await totalOf(carried, offset, () => countEntries(db, kind, userId));
  return ok(
    total ? variablesMessages.list[kind] : variablesMessages.empty,
    rows,
    pageOf(total, perPage, currentPage, rows.length),
  );
}

/**
 * Mounted under /api/v1 behind requireUser. Trackers are private: a list names its owner in the path
 * and only that user, an admin or their coach may read it; writes act for the caller.
 */
export const variablesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const listSchema = <T extends z.ZodType>(entry: T) => ({
    tags,
    params: userIdParamSchema,
    querystring: trackerQuerySchema,
    response: { 200: successSchema(entry) },
  });

  app.get("/variables/bodyweight/:userId", { schema: listSchema(bodyweightEntrySchema) }, async (req) =>
    pageThrough(db, "bodyweight", await readerUserId(db, req, req.params.userId), req.query, listBodyweight),
  );

  app.get("/variables/calories/:userId", { schema: listSchema(caloriesEntrySchema) }, async (req) =>
    pageThrough(db, "calories", await readerUserId(db, req, req.params.userId), req.query, listCalories),
  );

  app.get("/variables/recovery/:userId", { schema: listSchema(recoveryEntrySchema) }, async (req) =>
    pageThrough(db, "recovery", await readerUserId(db, req, req.params.userId), req.query, listRecovery),
  );

  app.post(
    "/variables",
    {
      schema: {
        tags,
        body: createVariableSchema,
        response: { 201: successSchema(trackerEntrySchema) },
      },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const userId = writerUserId(req, req.body.user_id);
      const created = await insertEntry(db, userId, req.body);
      return reply.status(201).send(ok(variablesMessages.added[created.kind], [created.entry]));
    },
  );

  app.delete(
    "/variables/:id",
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: deleteQuery,
        response: { 200: successSchema(deletedVariableSchema) },
      },
    },
    async (req) => {
      const userId = writerUserId(req, req.query.user_id);
      // Someone else's entry answers like a missing one: ids of other users' data are not confirmed.
      const row = await deleteEntry(db, { id: req.params.id, userId });
      if (!row) throw notFound("Entry");
      return ok(variablesMessages.removed(row.id), [row]);
    },
  );
};
