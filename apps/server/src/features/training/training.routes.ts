import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { logsRoutes } from "./logs.routes.js";
import { sessionsRoutes } from "./sessions.routes.js";
import { setsRoutes } from "./sets.routes.js";
import { tagsRoutes } from "./tags.routes.js";

/**
 * The training aggregate's routes (sessions, logs, sets, tags and notes), mounted under /api/v1 behind
 * requireUser. One plugin per resource, registered in the order they always were.
 */
export const trainingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(sessionsRoutes, deps);
  await app.register(logsRoutes, deps);
  await app.register(setsRoutes, deps);
  await app.register(tagsRoutes, deps);
};
