import fs from "node:fs";
import multipart from "@fastify/multipart";
import {
  idParamSchema,
  importJobSchema,
  importListQuerySchema,
  importQueuedSchema,
  successSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound, tooManyRequests } from "../../lib/http-errors.js";
import { pageOf } from "../../lib/pagination.js";
import { me } from "../../plugins/auth.js";
import { createAccountLimiter } from "../../plugins/rate-limits.js";
import { fileStoreFor } from "../../storage/index.js";
import { confirmImport, queueUploadedImport } from "./import-upload.service.js";
import { findImport, listImports, toImportJob } from "./imports.queries.js";
import { importMultipartLimits, receiveImport } from "./receive-import.js";

/** Imports per member: 30 an hour (uploads and confirmations together). */
export const importLimit = { max: 30, timeWindow: 60 * 60_000 };

export const importMessages = {
  queued: "Your import has been queued.",
  one: "Import",
  list: "Your imports",
  empty: "No imports yet",
} as const;

/** Mounted under /api/v1 behind requireUser; multipart parsing exists only inside this plugin. */
export const importsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const store = fileStoreFor(deps.config);
  const tags = ["imports"];
  await app.register(multipart, { limits: importMultipartLimits, throwFileSizeLimit: true });
  const limiter = createAccountLimiter(app, "imports", importLimit);
  const queued = { 202: successSchema(importQueuedSchema) };

  app.post(
    "/imports",
    {
      schema: {
        tags,
        summary: "Import a training history (Strong, Hevy, FitNotes, or a Topset Strong-layout export)",
        description:
          "multipart/form-data: `file` (CSV, at most 20 MB) and the optional text fields `weight_unit`, " +
          "`timezone`, `source` and `dry_run` (before or after the file). Answers 202 at once; follow the job " +
          "with GET /imports/{id}. 400 empty or unknown layout, 413 too large, 415 not CSV.",
        consumes: ["multipart/form-data"],
        response: queued,
      },
    },
    async (req, reply) => {
      const userId = me(req).id;
      if (!(await limiter(req, String(userId)))) throw tooManyRequests();
      const upload = await receiveImport(req, store.tmpDir);
      try {
        const id = await queueUploadedImport({ db, store }, userId, upload);
        return reply.status(202).send(ok(importMessages.queued, [{ id, status: "queued" as const }]));
      } finally {
        await fs.promises.rm(upload.tmpPath, { force: true });
      }
    },
  );

  app.get(
    "/imports",
    {
      schema: {
        tags,
        summary: "The member's imports, newest first",
        querystring: importListQuerySchema,
        response: { 200: successSchema(importJobSchema) },
      },
    },
    async (req) => {
      const { perPage, currentPage } = req.query;
      const { rows, total } = await listImports(db, me(req).id, {
        limit: perPage,
        offset: (currentPage - 1) * perPage,
      });
      const message = total ? importMessages.list : importMessages.empty;
      return ok(message, rows.map(toImportJob), pageOf(total, perPage, currentPage, rows.length));
    },
  );

  app.get(
    "/imports/:id",
    {
      schema: {
        tags,
        summary: "One import: its status, progress, counts and errors",
        params: idParamSchema,
        response: { 200: successSchema(importJobSchema) },
      },
    },
    async (req) => {
      const row = await findImport(db, { id: req.params.id, userId: me(req).id });
      if (!row) throw notFound(importMessages.one);
      return ok(importMessages.one, [toImportJob(row)]);
    },
  );

  app.post(
    "/imports/:id/confirm",
    {
      schema: {
        tags,
        summary: "Turn a finished dry run into the real import (same id, queued again)",
        params: idParamSchema,
        response: queued,
      },
    },
    async (req, reply) => {
      const userId = me(req).id;
      const id = req.params.id;
      if (!(await findImport(db, { id, userId }))) throw notFound(importMessages.one);
      if (!(await limiter(req, String(userId)))) throw tooManyRequests();
      await confirmImport(db, { id, userId });
      return reply.status(202).send(ok(importMessages.queued, [{ id, status: "queued" as const }]));
    },
  );
};
