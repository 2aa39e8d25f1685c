import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { fileStoreFor } from "../../storage/index.js";
import type { AppDeps } from "../../deps.js";
import { RETRY_AFTER_SECONDS } from "../../lib/dependency-errors.js";
import { ok } from "../../lib/envelope.js";
import { workerNumber } from "../../workers.js";

/** How long /ready waits for each dependency before calling it down. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = "ok" | "down" | "off";

async function check(probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return "ok";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/health`: the process is alive and serving (for a restart policy). `/ready`: this copy can do its
 * work: the database answers (its migrations ran before the port opened), Redis answers when it is
 * configured, and the file store can be written (for a load balancer taking it in or out).
 */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps & { redis?: Redis }> = async (app, deps) => {
  app.get("/health", { schema: { tags: ["health"] } }, async () =>
    // `worker`: which process of a `--workers N` server answered (0 when it runs alone).
    ok("ok", [
      { status: "alive", database: deps.database.kind, version: deps.version, worker: workerNumber() },
    ]),
  );

  const files = fileStoreFor(deps.config);
  app.get("/ready", { schema: { tags: ["health"] } }, async (req, reply) => {
    const [database, redis, store] = await Promise.all([
      check(() => deps.database.ping()),
      deps.redis ? check(() => deps.redis!.ping()) : Promise.resolve<Check>("off"),
      check(() => files.check()),
    ]);
    const checks = { database, redis, store, migrations: "done" as const };
    const down = Object.entries(checks)
      .filter(([, state]) => state === "down")
      .map(([name]) => name);
    if (down.length === 0) return ok("ready", [{ ...checks, version: deps.version }]);
    req.log.error({ checks }, "readiness check failed");
    reply.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return reply
      .status(503)
      .send({ status: "fail", message: `Not ready: ${down.join(", ")} not answering.` });
  });
};
