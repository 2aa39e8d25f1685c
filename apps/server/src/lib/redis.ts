import { Redis } from "ioredis";
import type { Logger } from "pino";

/**
 * The shared store for rate-limit counters (and presence) when REDIS_URL is set. Resolves once the
 * connection is ready: with the offline queue off, a command sent while still connecting fails, so the
 * app must not take requests before then (it would answer 500). A Redis that cannot be reached at
 * start stops the process with a clear message; one that goes away later only degrades the service
 * (rate limits count per copy, presence calls answer 503) until ioredis reconnects by itself.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  // Fail fast rather than queue: a rate-limit check must not hang a request while Redis is away.
  const redis = new Redis(url, {
    connectTimeout: 1000,
    // A Redis that accepts the connection but stops answering must not hold a request either.
    commandTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
    // Once connected, a lost Redis is retried for ever (every 2 s at most): the server never gives up.
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  watchConnection(redis, logger, "Redis");
  // The socket's own error ("connect ECONNREFUSED ...") says more than connect()'s "Connection is closed."
  let socketError: Error | undefined;
  const remember = (err: Error) => void (socketError ??= err);
  redis.on("error", remember);
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    const reason = socketError ?? (err as Error);
    throw new Error(`Cannot reach Redis at REDIS_URL (${reason.message})`, { cause: err });
  } finally {
    redis.off("error", remember);
  }
  return redis;
}

/**
 * Logs a lost connection once per outage (ioredis emits an error at every reconnect attempt) and its
 * return. Without an 'error' listener, ioredis would report each failure as unhandled.
 */
export function watchConnection(redis: Redis, logger: Logger, name: string): void {
  let down = false;
  redis.on("error", (err) => {
    if (down) return logger.debug({ err }, `${name} still unreachable`);
    down = true;
    logger.error({ err }, `${name} connection error; reconnecting`);
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    logger.info(`${name} connection restored`);
  });
}

/**
 * Options for a duplicate connection used fire-and-forget (the socket.io adapter's publisher and
 * subscriber): commands wait for the reconnect instead of failing, because the adapter does not catch
 * a failed publish and a rejected promise nobody handles would end the process.
 */
export const queueingOptions = {
  enableOfflineQueue: true,
  maxRetriesPerRequest: null,
  commandTimeout: undefined,
} as const;
