import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps.js";
import { notFound, unauthorized } from "../../lib/http-errors.js";
import { createAppMetrics } from "./metrics-registry.js";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares hashes of equal length, so the time taken tells nothing about the token. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? "");
  return Boolean(match && timingSafeEqual(digest(match[1]!), digest(token)));
}

/**
 * `GET /metrics` in Prometheus text: off (404) unless METRICS_TOKEN is set, then only with
 * `Authorization: Bearer <token>`. Request figures are recorded only while it is on.
 * NOTE: called on the root instance (not through `register`, which would fence the hook in), before
 * any route, so its hook times every route of the app.
 */
export function registerMetrics(app: FastifyInstance, deps: Pick<AppDeps, "config" | "database">): void {
  const token = deps.config.metricsToken;
  if (!token) {
    // Answered here rather than left unrouted: the web app would serve its page for an unknown path.
    app.get("/metrics", { schema: { hide: true } }, async () => {
      throw notFound("Page");
    });
    return;
  }
  const metrics = createAppMetrics(deps.database);
  app.addHook("onResponse", async (request, reply) => {
    metrics.observeRequest(
      {
        method: request.method,
        // Unmatched paths share one label: a scanner's URLs must not each make a series.
        route: request.routeOptions.url ?? "unmatched",
        status: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!hasToken(request, token)) throw unauthorized("A valid metrics token is required.");
    return reply
      .header("Content-Type", metrics.registry.contentType)
      .header("Cache-Control", "no-store")
      .send(await metrics.registry.metrics());
  });
}
