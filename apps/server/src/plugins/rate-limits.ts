import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { tooManyRequests } from "../lib/http-errors.js";

const MINUTE = 60_000;

/**
 * Per-route limits (the figures: docs/product.md, "Validation and limits"). Counters live in Redis when
 * configured so several copies share them, in memory otherwise.
 */
export const limits = {
  login: { max: 10, timeWindow: MINUTE },
  signup: { max: 5, timeWindow: 30 * MINUTE },
  emailFlow: { max: 10, timeWindow: 60 * MINUTE },
  contact: { max: 5, timeWindow: 30 * MINUTE },
  /** Search over a large table (OpenPowerlifting): per member, so one client cannot load the database. */
  search: {
    max: 60,
    timeWindow: MINUTE,
    keyGenerator: (req: FastifyRequest) => `search:${req.user?.id ?? req.ip}`,
  },
  /** The header search, asked as the member types (debounced): per member, twice the room of the above. */
  siteSearch: {
    max: 120,
    timeWindow: MINUTE,
    keyGenerator: (req: FastifyRequest) => `site-search:${req.user?.id ?? req.ip}`,
  },
} as const;

/** Per-account ceilings, keyed by the e-mail in the body rather than the caller's IP. */
export const accountLimits = {
  loginFailures: { max: 25, timeWindow: 60 * MINUTE },
  emailFlow: { max: 5, timeWindow: 30 * MINUTE },
} as const;

type Store = InstanceType<typeof RedisStore>;
type StoreMethod = "incr" | "read";

/**
 * Counts in Redis, and in this process's memory while Redis cannot answer (down, restarting, too slow).
 * The limits stay enforced during an outage, per copy instead of shared, rather than failing every
 * login with an error or letting guesses through unlimited; Redis takes over again once it answers.
 */
function fallbackStore(shared: Store, local: Store, onFallback: (err: Error) => void): Store {
  const call =
    (method: StoreMethod): Store[StoreMethod] =>
    (key, cb, timeWindow, max) =>
      shared[method](
        key,
        (err, res) => {
          if (!err) return cb(null, res);
          onFallback(err);
          local[method](key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
  return {
    incr: call("incr"),
    read: call("read"),
    child: (routeOptions) => fallbackStore(shared.child(routeOptions), local.child(routeOptions), onFallback),
  };
}

export async function registerRateLimits(app: FastifyInstance, redis?: Redis) {
  let warnedAt = 0;
  const onFallback = (err: Error) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    app.log.warn({ err }, "Redis unavailable: rate limits count in this process until it is back");
  };
  // The plugin builds the store with `new`; each route gets its own child of it.
  function RateLimitStore(
    this: unknown,
    params: { continueExceeding: boolean; exponentialBackoff: boolean },
  ) {
    const { continueExceeding, exponentialBackoff } = params;
    return fallbackStore(
      new RedisStore(continueExceeding, exponentialBackoff, redis!),
      new LocalStore(continueExceeding, exponentialBackoff),
      onFallback,
    );
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: RateLimitStore as unknown as FastifyRateLimitStoreCtor } : {}),
    errorResponseBuilder: (_req, ctx) =>
      tooManyRequests(`Too many requests. Please try again in ${ctx.after}.`),
  });
}

export type AccountLimiter = (
  request: FastifyRequest,
  key: string,
  opts?: { increment?: boolean },
) => Promise<boolean>;

/** A limiter keyed by something other than the IP (an e-mail); resolves to false once at or over the ceiling. */
export function createAccountLimiter(
  app: FastifyInstance,
  name: string,
  rule: { max: number; timeWindow: number },
): AccountLimiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    ...rule,
    keyGenerator: (req) => `${name}:${keys.get(req) ?? ""}`,
  });
  return async (request, key, opts) => {
    keys.set(request, key);
    const result = await check(request, opts);
    if (result.isAllowed) return true;
    // A peek (increment: false) must already refuse at the ceiling; a counted hit refuses past it.
    return opts?.increment === false ? result.remaining > 0 : !result.isExceeded;
  };
}
