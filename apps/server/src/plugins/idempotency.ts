import { createHash } from "node:crypto";
import { failureSchema } from "@topset/shared";
import type {
  FastifyInstance,
  FastifyReply,
  onSendHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from "fastify";
import { z } from "zod";
import type { Db } from "../db/client.js";
import { conflict, HttpError } from "../lib/http-errors.js";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findLiveIdempotencyKey,
  releaseIdempotencyKey,
} from "./idempotency.queries.js";

/**
 * `Idempotency-Key` on the member API's creates and other non-idempotent writes (docs/decisions/020,
 * idempotency keys): a route opts in with `config: { idempotent: true }`. The first request with a key
 * runs and its answer is kept for 24 hours; a repeat from the same member with the same request gets
 * that answer again (`Idempotent-Replayed: true`) and changes nothing; the same key on another request
 * answers 422. Without the header a route works as it always did.
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /** Honour `Idempotency-Key` on this route (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: IdempotencyState | null;
  }
}

type IdempotencyState = {
  /** The body as parsed, before validation: the request as the client sent it. */
  rawBody: unknown;
  /** The claim this request holds until its answer is stored. */
  claimId?: number;
};

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
/** How long a key holds its answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A claim still in progress after this long will not finish: its request died between write and answer. */
export const STALE_CLAIM_MS = 60_000;
/** Waits between looks at a claim another request holds (1.5 s in all), before answering 409. */
const WAITS_MS = [25, 50, 100, 200, 300, 400, 425];

export const idempotencyMessages = {
  invalid: "Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID, say).",
  mismatch: "This Idempotency-Key was already used for a different request. Use a new key for a new request.",
  inProgress: "A request with this Idempotency-Key is still being processed. Try again in a moment.",
  unknown:
    "A request with this Idempotency-Key stopped before it answered, so whether it took effect is unknown. Check, then use a new key if it must be sent again.",
} as const;

/** The header as documented (OpenAPI) and validated: a 400 with its field message otherwise. */
const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, idempotencyMessages.invalid)
    .optional()
    .describe(
      "Makes this write safe to retry: a repeat with the same key and body within 24 hours gets the first " +
        "answer again (header `Idempotent-Replayed: true`) and changes nothing; the same key with another " +
        "body answers 422. Keys are per member. A UUID, say.",
    ),
});

const idempotencyFailures = {
  409: failureSchema.describe(
    "The session is completed, or a request with the same Idempotency-Key is still being processed.",
  ),
  422: failureSchema.describe("The Idempotency-Key was already used for a different request."),
} as const;

/** JSON with every object's keys sorted, so the same request always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const object = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((key) => [key, canonical(object[key])]),
    );
  }
  return value;
}

/** `METHOD /route` (a trailing-slash alias counts as its route) and the hash of what the request names. */
export function requestFingerprint(
  method: string,
  route: string,
  parts: { params: unknown; query: unknown; body: unknown },
): string {
  const json = JSON.stringify(canonical(parts)) ?? "null";
  const hash = createHash("sha256").update(json).digest("hex");
  return `${method} ${route.length > 1 ? route.replace(/\/$/, "") : route} ${hash}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : ([] as T[]).concat(hooks);

function replay(reply: FastifyReply, statusCode: number, body: string) {
  return reply
    .status(statusCode)
    .header(REPLAYED_HEADER, "true")
    .type("application/json; charset=utf-8")
    .send(body);
}

export function registerIdempotency(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  app.decorateRequest("idempotency", null);

  // Before validation, so the fingerprint hashes the body as sent (validation strips and defaults).
  const remember: preValidationHookHandler = async (request) => {
    if (request.headers[IDEMPOTENCY_HEADER] !== undefined) request.idempotency = { rawBody: request.body };
  };

  // After validation (an invalid request is answered 400 without touching the key): claim or replay.
  const claimOrReplay: preHandlerHookHandler = async (request, reply) => {
    const state = request.idempotency;
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (!state || typeof key !== "string" || !request.user) return;
    const userId = request.user.id;
    const fingerprint = requestFingerprint(request.method, request.routeOptions.url ?? request.url, {
      params: request.params,
      query: request.query,
      body: state.rawBody,
    });
    for (let attempt = 0; ; attempt++) {
      const claimId = await claimIdempotencyKey(db, { userId, key, fingerprint, ttlMs: IDEMPOTENCY_TTL_MS });
      if (claimId !== undefined) {
        state.claimId = claimId;
        return;
      }
      const held = await findLiveIdempotencyKey(db, { userId, key });
      if (held && held.fingerprint !== fingerprint) throw new HttpError(422, idempotencyMessages.mismatch);
      if (held?.state === "done" && held.statusCode != null && held.responseBody != null) {
        return replay(reply, held.statusCode, held.responseBody);
      }
      // In progress elsewhere (or released or expired meanwhile: claim again). A claim that old will
      // never finish: its request stopped after the write may have committed, so it is never run again.
      if (held && Date.now() - held.createdAt.getTime() > STALE_CLAIM_MS)
        throw conflict(idempotencyMessages.unknown);
      const wait = WAITS_MS[attempt];
      if (wait === undefined) throw conflict(idempotencyMessages.inProgress);
      await sleep(wait);
    }
  };

  // Every answer of a claimed request passes here, thrown errors included (after the error handler).
  const store: onSendHookHandler = async (request, reply, payload) => {
    const claimId = request.idempotency?.claimId;
    if (claimId === undefined) return payload;
    request.idempotency!.claimId = undefined;
    const body =
      typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : null;
    try {
      // A 5xx (the write's transaction rolled back, or the database is away) frees the key for a retry.
      if (reply.statusCode >= 500 || body === null) await releaseIdempotencyKey(db, claimId);
      else await completeIdempotencyKey(db, claimId, { statusCode: reply.statusCode, responseBody: body });
    } catch (err) {
      // The answer still goes out; the claim stays in progress and its repeats answer 409, never run twice.
      request.log.error({ err }, "idempotency key: answer not stored");
    }
    return payload;
  };

  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.config?.idempotent) return;
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    if (schema.headers)
      throw new Error(`${route.url}: idempotent routes declare no headers schema of their own`);
    schema.headers = idempotencyHeaders;
    const response = (schema.response ??= {}) as Record<string, unknown>;
    for (const [status, failure] of Object.entries(idempotencyFailures)) response[status] ??= failure;
    route.preValidation = [...asArray(route.preValidation), remember];
    route.preHandler = [...asArray(route.preHandler), claimOrReplay];
    route.onSend = [...asArray(route.onSend), store];
  });
}
