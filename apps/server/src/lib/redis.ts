import { Redis } from "ioredis";
import type { Logger } from "pino";

/** The shared store for rate-limit counters (and later presence and caches) when REDIS_URL is set. */
export function connectRedis(url: string, logger: Logger): Redis {
  // Fail fast rather than queue: a rate-limit check must not hang a request while Redis is away.
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on("error", (err) => logger.error({ err }, "Redis connection error"));
  return redis;
}
