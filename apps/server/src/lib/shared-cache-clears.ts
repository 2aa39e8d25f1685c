import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { clearCaches } from "./cache.js";
import { queueingOptions, watchConnection } from "./redis.js";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Empties the read caches (all, or one member's entries) on this copy and, with Redis, on every
     * other copy too. Returns how many caches there are.
     */
    clearCaches(userId?: number): Promise<number>;
  }
}

export const CACHE_CLEAR_CHANNEL = "topset:cache-clear";

/** A clear announced by any copy, as it travels on the channel. */
export function readClearMessage(message: string): { userId?: number } | undefined {
  try {
    const parsed = JSON.parse(message) as { userId?: unknown };
    if (parsed.userId === null || parsed.userId === undefined) return {};
    return Number.isSafeInteger(parsed.userId) ? { userId: parsed.userId as number } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Read caches live in each copy's memory (they hold only what can be fetched again); what must be
 * shared is the order to forget. With Redis, a clear is published and every copy, this one included
 * through its own subscription, empties its caches; without Redis it is local, as there is one copy.
 */
export async function registerCacheClears(
  app: FastifyInstance,
  { redis, logger }: { redis?: Redis; logger: Logger },
): Promise<void> {
  if (!redis) {
    app.decorate("clearCaches", async (userId?: number) => clearCaches(userId));
    return;
  }
  const sub = redis.duplicate({ lazyConnect: true, ...queueingOptions });
  watchConnection(sub, logger, "cache-clear Redis");
  await sub.connect();
  await sub.subscribe(CACHE_CLEAR_CHANNEL);
  sub.on("message", (_channel: string, message: string) => {
    const clear = readClearMessage(message);
    if (clear) clearCaches(clear.userId);
  });
  app.addHook("onClose", async () => void (await sub.quit().catch(() => sub.disconnect())));
  app.decorate("clearCaches", async (userId?: number) => {
    // Cleared here at once, so this copy's answer never waits on the message's round trip.
    const count = clearCaches(userId);
    await redis.publish(CACHE_CLEAR_CHANNEL, JSON.stringify({ userId: userId ?? null }));
    return count;
  });
}
