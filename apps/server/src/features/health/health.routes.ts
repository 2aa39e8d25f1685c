import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { RETRY_AFTER_SECONDS } from "../../lib/dependency-errors.js";
import { ok } from "../../lib/envelope.js";

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get("/health", { schema: { tags: ["health"] } }, async (req, reply) => {
    try {
      await deps.database.ping();
      return ok("ok", [{ database: deps.database.kind, version: deps.version }]);
    } catch (err) {
      req.log.error({ err }, "health check: database did not answer");
      reply.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ status: "fail", message: "The database is not answering." });
    }
  });
};
