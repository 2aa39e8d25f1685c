import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { tooManyRequests } from "../lib/http-errors.js";

const MINUTE = 60_000;

/**
 * Per-route limits (architecture §4; figures from security-targets §1.6). Counters live in Redis when
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
} as const;

/** Per-account ceilings, keyed by the e-mail in the body rather than the caller's IP. */
export const accountLimits = {
  loginFailures: { max: 25, timeWindow: 60 * MINUTE },
  emailFlow: { max: 5, timeWindow: 30 * MINUTE },
} as const;

export async function registerRateLimits(app: FastifyInstance, redis?: Redis) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
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
