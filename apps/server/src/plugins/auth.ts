import type { IncomingHttpHeaders } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { canRead } from "../features/access-codes/access-codes.queries.js";
import { findKeyOwner, isApiKeyShaped } from "../features/api-keys/api-keys.queries.js";
import { findLiveSession } from "../sign-in/auth-sessions.queries.js";
import { forbidden, unauthorized } from "../lib/http-errors.js";

export type AuthUser = { id: number; role: "user" | "admin"; username: string };

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
    authSessionId: number | null;
    /** How the caller proved who they are; null when anonymous. */
    authMethod: "session" | "api-key" | null;
  }
}

export function sessionCookieName(config: Pick<Config, "secureCookies">) {
  // The __Host- prefix pins the cookie to this exact origin, but browsers accept it only over https.
  return config.secureCookies ? "__Host-topset_session" : "topset_session";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).host;
  } catch {
    return "invalid";
  }
}

/**
 * Whether the Origin header (else, unless `referer` is false, the Referer) names this app: the
 * request's own host or the configured one. Undefined when neither header names anything.
 */
export function namesOwnOrigin(
  headers: IncomingHttpHeaders,
  appHost: string,
  { referer = true }: { referer?: boolean } = {},
): boolean | undefined {
  const origin = originOf(headers.origin) ?? (referer ? originOf(headers.referer) : undefined);
  if (!origin) return undefined;
  return origin === headers.host || origin === appHost;
}

/**
 * CSRF defence for cookie-authenticated writes (docs/product.md, "API conventions"): SameSite=Lax plus an Origin check.
 * A write carrying the session cookie must come from our own origin; so must any write that names an origin.
 */
function isCrossSiteWrite(request: FastifyRequest, appHost: string, hasCookie: boolean): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const own = namesOwnOrigin(request.headers, appHost);
  return own === undefined ? hasCookie : !own;
}

/**
 * A few GET routes of the API have side effects (admin cache clear and reindex, the data-export
 * request). SameSite=Lax still sends the cookie on a cross-site top-level navigation, so these refuse a
 * request the browser marks as coming from another site, or whose Origin or Referer names another host
 * (a GET that changes state must not be something a link on another site can trigger).
 */
export function refuseCrossSiteGet(config: Pick<Config, "appUrl">) {
  const appHost = new URL(config.appUrl).host;
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const site = request.headers["sec-fetch-site"];
    if (site === "cross-site" || site === "same-site") throw forbidden("Cross-site request refused.");
    if (namesOwnOrigin(request.headers, appHost) === false) throw forbidden("Cross-site request refused.");
  };
}

export function registerAuth(app: FastifyInstance, deps: { config: Config; db: Db }) {
  const cookieName = sessionCookieName(deps.config);
  const appHost = new URL(deps.config.appUrl).host;
  app.decorateRequest("user", null);
  app.decorateRequest("authSessionId", null);
  app.decorateRequest("authMethod", null);

  app.addHook("onRequest", async (request) => {
    const bearer = bearerToken(request);
    if (bearer !== undefined) {
      await authenticateApiKey(request, deps.db, bearer);
      return;
    }
    const token = request.cookies[cookieName];
    if (isCrossSiteWrite(request, appHost, Boolean(token))) {
      throw forbidden("Cross-site request refused.");
    }
    // Only the API reads who is signed in: pages, files and probes skip the lookup.
    if (!token || token.length > 100 || !request.url.startsWith("/api/")) return;
    const session = await findLiveSession(deps.db, token);
    if (session) {
      request.user = session.user;
      request.authSessionId = session.sessionId;
      request.authMethod = "session";
    }
  });
}

/**
 * `Authorization: Bearer <key>` on the member API (/api/v1) only; elsewhere the header is ignored, so
 * a key never opens /api/auth or /api/admin. Undefined when the request does not use a key.
 */
function bearerToken(request: FastifyRequest): string | undefined {
  if (!request.url.startsWith("/api/v1/")) return undefined;
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== "bearer") return undefined;
  return rest.length === 0 && token ? token : "";
}

/**
 * A key request carries no cookie (the cookie is not even read), so it needs no CSRF check: a browser
 * never attaches this header on its own. A key that is unknown, revoked or expired, or whose owner is
 * disabled, is refused at once rather than treated as anonymous.
 * The caller gets member rights whatever the owner's role (docs/decisions/ on API keys): an admin's
 * key cannot act for other users nor reach the admin API.
 */
async function authenticateApiKey(request: FastifyRequest, db: Db, key: string) {
  const owner = isApiKeyShaped(key) ? await findKeyOwner(db, key) : undefined;
  if (!owner) throw unauthorized("Invalid, expired or revoked API key.");
  request.user = { ...owner, role: "user" };
  request.authMethod = "api-key";
}

/** Route-group hooks: auth is enforced where a group is registered, never inside handlers. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
  if (request.authMethod === "api-key") throw forbidden("API keys cannot use the admin API.");
  if (request.user.role !== "admin") throw forbidden("Unauthorized to access this route");
}

/**
 * Route hook for what only the owner in person may do: delete training data or the account, change
 * the e-mail or password, create or revoke API keys. A logged-in browser session passes; a personal
 * API key gets 403 before the body is even read, so a leaked key cannot wipe the account, take it
 * over, or mint keys that outlive its own revocation.
 */
export async function requireCookieSession(request: FastifyRequest, _reply: FastifyReply) {
  if (request.authMethod === "api-key") {
    throw forbidden("An API key cannot do this: log in to the app to change or delete your account or keys.");
  }
}

/** The caller, for handlers behind requireUser. */
export function me(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The user a read acts for. Queries and paths of the API carry `user_id` for compatibility: it may
 * only name the caller, unless the caller is an admin (docs/product.md, "API conventions"). Writes
 * use `writerUserId`.
 */
export function actingUserId(request: FastifyRequest, claimed?: number | null): number {
  const user = me(request);
  if (claimed == null || claimed === user.id) return user.id;
  if (user.role === "admin") return claimed;
  throw forbidden("You can only act for your own account.");
}

/**
 * The user whose training a read shows: the caller, or the member `claimed` names when `canRead` allows
 * it (an admin, or that member's coach: docs/decisions/033-coach-access.md). Only the read routes a
 * coach may use call this; every other read keeps `actingUserId`, every write `writerUserId`.
 */
export async function readerUserId(
  db: Db,
  request: FastifyRequest,
  claimed?: number | null,
): Promise<number> {
  const user = me(request);
  if (claimed == null || claimed === user.id) return user.id;
  if (await canRead(db, user, claimed)) return claimed;
  throw forbidden("You can only read your own training, or that of a member you coach.");
}

/**
 * The user a write acts for. A write body's `user_id` only repeats who is acting (existing clients send a
 * stored one, which may be stale), so from a member a mismatch is no error: the write is for the caller,
 * and the resources the body names (a session, a log) still decide access. An admin who names another
 * member explicitly acts for them, as with `actingUserId`.
 */
export function writerUserId(request: FastifyRequest, claimed?: number | null): number {
  const user = me(request);
  if (claimed != null && claimed !== user.id && user.role === "admin") return claimed;
  return user.id;
}
