import { idParamSchema, issuesAnswerSchema, successSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { actingUserId } from "../../plugins/auth.js";
import { trackerItems } from "./issue-tracker.js";

/** Mounted under /api/v1 behind requireUser: the issues list and "clear my cache". */
export const appInfoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    "/app/issues",
    { schema: { tags: ["app"], response: { 200: issuesAnswerSchema } } },
    async (req) => {
      const url = deps.config.issueTrackerUrl;
      if (!url) return { ...ok("No issue tracker is configured.", []), available: false };
      const items = await trackerItems(url);
      if (!items) {
        req.log.warn("issue tracker could not be reached");
        return { ...ok("The issue tracker could not be reached right now.", []), available: false };
      }
      return { ...ok("Issues and pull requests", items), available: true };
    },
  );

  app.post(
    "/cache/user/:id",
    { schema: { tags: ["app"], params: idParamSchema, response: { 200: successSchema(z.never()) } } },
    async (req) => {
      await req.server.clearCaches(actingUserId(req, req.params.id));
      return ok("Cache has been cleared!");
    },
  );
};
