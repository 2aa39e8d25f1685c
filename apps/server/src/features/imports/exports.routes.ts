import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { notFound } from "../../lib/http-errors.js";
import { me } from "../../plugins/auth.js";
import { findUserById } from "../users/users.queries.js";
import { strongExport } from "./strong-export.js";

/** Mounted under /api/v1 behind requireUser. */
export const exportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  app.get(
    "/exports/strong.csv",
    {
      schema: {
        tags: ["imports"],
        summary: "The member's whole history as a Strong CSV (one row per done set), for other apps",
        description:
          "Weights in the account's unit, dates in the account's time zone (UTC when unset). " +
          "Importing it back (POST /imports) recreates every session and set.",
        produces: ["text/csv"],
      },
    },
    async (req, reply) => {
      const user = await findUserById(db, me(req).id);
      if (!user) throw notFound("User");
      const day = new Date().toISOString().slice(0, 10);
      const account = { id: user.id, weightUnit: user.weightUnit, timezone: user.timezone };
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="topset-strong-${day}.csv"`)
        .header("X-Content-Type-Options", "nosniff")
        .send(Readable.from(strongExport(db, account)));
    },
  );
};
