import { Redis } from "ioredis";
import type { Logger } from "pino";

/**
 * The shared store for rate-limit counters (and presence) when REDIS_URL is set. Resolves once the
 * connection is ready: with the offline queue off, a command sent while still connecting fails, so the
 * app must not take requests before then (it would answer 500). A Redis that cannot be reached at
 * start stops the process with a clear message.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  // Fail fast rather than queue: a rate-limit check must not hang a request while Redis is away.
  const redis = new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on("error", (err) => logger.error({ err }, "Redis connection error"));
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL (${(err as Error).message})`, { cause: err });
  }
  return redis;
}
