import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { athleteProgramsRoutes } from "./athlete-programs.routes.js";
import { coachActivityRoutes } from "./coach-activity.routes.js";
import { coachCommentsRoutes } from "./coach-comments.routes.js";
import { complianceRoutes } from "./compliance.routes.js";
import { rosterRoutes } from "./roster.routes.js";

/**
 * Mounted under /api/v1 behind requireUser: the coach workspace (docs/decisions/045-coach-workspace.md).
 * Each part registers its own routes; every one asks `requireGrant` (coach-guard.ts) or the owner check.
 */
export const coachingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(coachCommentsRoutes, deps);
  await app.register(athleteProgramsRoutes, deps);
  await app.register(coachActivityRoutes, deps);
  await app.register(rosterRoutes, deps);
  await app.register(complianceRoutes, deps);
};
