import { plateSettingsResponseSchema, putPlateSettingsSchema, successSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { me, writerUserId } from "../../plugins/auth.js";
import { findPlateSettings, savePlateSettings } from "./plate-settings.queries.js";

/** Mounted under /api/v1 behind requireUser. Always the caller's own settings (keyed by the session). */
export const plateSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["plate-settings"];
  const response = { 200: successSchema(plateSettingsResponseSchema) };

  app.get("/plate-settings", { schema: { tags, response } }, async (req) =>
    ok("Plate settings", [await findPlateSettings(db, me(req).id)]),
  );

  app.put("/plate-settings", { schema: { tags, body: putPlateSettingsSchema, response } }, async (req) => {
    const userId = writerUserId(req, req.body.user_id);
    return ok("Plate settings have been saved!", [await savePlateSettings(db, userId, req.body)]);
  });
};
