import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";

/**
 * Mounted under /api/v1 behind requireUser: the coach workspace (docs/decisions/045-coach-workspace.md).
 * Each part registers its own routes; every one asks `requireGrant` (coach-guard.ts) or the owner check.
 */
export const coachingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  void app;
  void deps;
};
