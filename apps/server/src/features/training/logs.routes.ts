import {
  createLogSchema,
  createLogsSchema,
  idParam,
  idParamSchema,
  logNoteSchema,
  logSchema,
  successSchema,
  updateLogPrivacySchema,
  updateLogSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound } from "../../lib/http-errors.js";
import { actingUserId, writerUserId } from "../../plugins/auth.js";
import { deleteStoredFiles, fileStoreFor } from "../../storage/index.js";
import { findVideoKeys } from "../../storage/stored-files.queries.js";
import { loadLogChildren, noChildren, toLog, type LogRow } from "./log-children.queries.js";
import { updateLogRow } from "./logs.queries.js";
import { addLogs, removeLog, writeLogNote } from "./logs.service.js";

const logAnswer = { response: { 200: successSchema(logSchema) } };
const noteParamsSchema = z.object({
  exerciseId: idParam,
  sessionId: idParam,
  logId: idParam,
});

/** Mounted under /api/v1 behind requireUser. */
export const logsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const store = fileStoreFor(deps.config);
  const tags = ["logs"];
  const withChildren = async (row: LogRow) =>
    toLog(row, await loadLogChildren(db, { logId: row.id, userId: row.userId }));

  app.post(
    "/logs",
    {
      schema: { tags, body: createLogSchema, response: { 201: successSchema(logSchema) } },
      config: { idempotent: true },
    },
    async (req, reply) => {
      const { body } = req;
      const userId = writerUserId(req, body.user_id);
      const [row] = await addLogs(db, { userId }, body.session_id, [
        {
          exerciseId: body.exercise_id,
          collapsed: body.collapsed,
          private: body.private,
          setsNotesVisibility: body.sets_notes_visibility,
        },
      ]);
      return reply.status(201).send(ok("Log has been created!", row ? [toLog(row, noChildren)] : []));
    },
  );

  app.post(
    "/logs/multiple",
    {
      schema: { tags, body: createLogsSchema, response: { 201: successSchema(logSchema) } },
      config: { idempotent: true },
    },
    async (req, reply) => {
      // The top-level and per-row user_id of the client's body only repeat who is acting; the session decides.
      const userId = writerUserId(req, req.body.user_id);
      const items = req.body.logs.map((l) => ({ exerciseId: l.exercise_id, collapsed: l.collapsed }));
      const rows = await addLogs(db, { userId }, req.body.session_id, items);
      return reply.status(201).send(
        ok(
          "Logs have been created!",
          rows.map((r) => toLog(r, noChildren)),
        ),
      );
    },
  );

  app.delete(
    "/logs/:id",
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: successSchema(z.object({ id: z.number(), name: z.string() })) },
      },
    },
    async (req) => {
      const userId = actingUserId(req);
      // Rows of its video go by cascade; their files are collected first and removed after the commit.
      const videoKeys = await findVideoKeys(db, { userId, logId: req.params.id });
      const row = await removeLog(db, { userId }, req.params.id);
      await deleteStoredFiles(store, videoKeys, req.log);
      return ok(`Log for ${row.name} has been deleted!`, [row]);
    },
  );

  // View state and sharing stay editable after completion: the UI keeps collapse, the notes column
  // and Share/Unshare on a completed session (the community feed shows completed sessions only).
  app.patch(
    "/logs/:id",
    { schema: { tags, params: idParamSchema, body: updateLogSchema, ...logAnswer } },
    async (req) => {
      const where = { id: req.params.id, userId: actingUserId(req) };
      const { collapsed, sets_notes_visibility: setsNotesVisibility } = req.body;
      const row = await updateLogRow(db, where, { collapsed, setsNotesVisibility });
      if (!row) throw notFound("Log");
      return ok("Log has been updated!", [await withChildren(row)]);
    },
  );

  app.patch(
    "/logs/:id/update-private-state",
    { schema: { tags, params: idParamSchema, body: updateLogPrivacySchema, ...logAnswer } },
    async (req) => {
      const where = { id: req.params.id, userId: actingUserId(req) };
      const row = await updateLogRow(db, where, { private: req.body.private });
      if (!row) throw notFound("Log");
      return ok(row.private ? "Log is private!" : "Log is shared!", [await withChildren(row)]);
    },
  );

  app.patch(
    "/exercises/:exerciseId/sessions/:sessionId/update-exercise-note/:logId",
    { schema: { tags, params: noteParamsSchema, body: logNoteSchema, ...logAnswer } },
    async (req) => {
      const { exerciseId, sessionId, logId } = req.params;
      const userId = writerUserId(req, req.body.user_id);
      const row = await writeLogNote(db, { id: logId, sessionId, exerciseId, userId }, req.body.notes);
      return ok("Note has been updated!", [await withChildren(row)]);
    },
  );
};
