import {
  localReturnPath,
  OIDC_LANDING_PATH,
  oidcCallbackQuerySchema,
  oidcSettingsSchema,
  oidcStartQuerySchema,
  successSchema,
  type SsoErrorCode,
} from "@topset/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound } from "../../lib/http-errors.js";
import { safeEqual } from "../../lib/tokens.js";
import { consumeChallenge, findChallenge, issueChallenge } from "../../sign-in/auth-challenges.queries.js";
import { openSession } from "../../sign-in/open-session.js";
import { createOidcClient, freshChecks, OidcUnavailableError } from "./oidc-client.js";
import { resolveOidcMember } from "./oidc.service.js";

const MINUTE = 60_000;
/** Per address: a person signs in a few times; more is a script filling auth_challenges or guessing states. */
const startLimit = { max: 20, timeWindow: MINUTE };
const callbackLimit = { max: 20, timeWindow: MINUTE };
const STATE_COOKIE_SECONDS = 10 * 60;

/** The provider's error codes that mean the person stopped, rather than something broke. */
const CANCELLED = new Set(["access_denied", "login_required", "consent_required", "interaction_required"]);
const providerError = (error: string): SsoErrorCode =>
  CANCELLED.has(error) ? "cancelled" : error === "temporarily_unavailable" ? "unavailable" : "failed";

/** Every failed sign-in lands on the login page with a short code it explains (never a 500 page). */
const refuse = (reply: FastifyReply, code: SsoErrorCode) => reply.redirect(`/login?sso_error=${code}`, 302);

/**
 * Mounted under /api/auth, public (decision 049). The settings answer always; start and callback are
 * 404 unless OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set.
 */
export const oidcRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const settings = deps.config.oidc;
  const redirectUri = `${deps.config.appUrl}/api/auth/oidc/callback`;
  const oidc = settings ? createOidcClient(settings, redirectUri) : undefined;
  const sessionDeps = { db, config: deps.config, version: deps.version };
  // The state again, in a cookie of the browser that started: a callback URL (code and state) carried
  // to another browser cannot sign that browser in to the account it names (login CSRF).
  const stateCookie = deps.config.secureCookies ? "__Host-topset_oidc" : "topset_oidc";
  const cookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: deps.config.secureCookies,
  } as const;
  const limiter = (name: string, rule: { max: number; timeWindow: number }) => {
    const check = app.createRateLimit({ ...rule, keyGenerator: (req) => `${name}:${req.ip}` });
    // A redirect to the login page with a reason, rather than the plugin's JSON 429 in a browser tab.
    return async (req: FastifyRequest) => {
      const result = await check(req);
      return result.isAllowed || !result.isExceeded;
    };
  };
  const startAllowed = limiter("oidc-start", startLimit);
  const callbackAllowed = limiter("oidc-callback", callbackLimit);
  const tags = ["auth"];

  app.get("/oidc", { schema: { tags, response: { 200: successSchema(oidcSettingsSchema) } } }, async () =>
    ok("Single sign-on", [
      { enabled: Boolean(settings), name: settings?.name ?? "", only: settings?.only ?? false },
    ]),
  );

  app.get(
    "/oidc/start",
    {
      schema: {
        tags,
        description: "Redirects (302) to the provider's sign-in page: authorization code flow with PKCE.",
        querystring: oidcStartQuerySchema,
      },
    },
    async (req, reply) => {
      if (!oidc) throw notFound("Single sign-on");
      if (!(await startAllowed(req))) return refuse(reply, "too_many");
      const checks = freshChecks();
      const returnTo = localReturnPath(req.query.return_to) ?? "";
      const state = await issueChallenge(db, {
        purpose: "oidc",
        remember: req.query.remember_me === "true",
        data: { ...checks, returnTo },
      });
      let target: URL;
      try {
        target = await oidc.authorizationUrl({ state, ...checks });
      } catch (err) {
        req.log.warn({ err }, "single sign-on: the provider's discovery failed");
        return refuse(reply, "unavailable");
      }
      reply.setCookie(stateCookie, state, { ...cookieOptions, maxAge: STATE_COOKIE_SECONDS });
      return reply.redirect(target.href, 302);
    },
  );

  app.get(
    "/oidc/callback",
    {
      schema: {
        tags,
        description:
          "The provider's redirect back: signs in and redirects (302) into the app, or to /login?sso_error=<code>.",
        querystring: oidcCallbackQuerySchema,
      },
    },
    async (req, reply) => {
      if (!oidc) throw notFound("Single sign-on");
      const browserState = req.cookies[stateCookie];
      reply.clearCookie(stateCookie, cookieOptions);
      if (!(await callbackAllowed(req))) return refuse(reply, "too_many");
      const { state, code, error } = req.query;
      // Single use: whatever follows, this state is spent (one DELETE decides between two callbacks).
      const challenge = state ? await findChallenge(db, state, "oidc") : undefined;
      if (!state || !challenge || !(await consumeChallenge(db, challenge.id))) {
        return refuse(reply, error ? providerError(error) : "expired");
      }
      if (!browserState || !safeEqual(browserState, state)) return refuse(reply, "other_browser");
      if (error) return refuse(reply, providerError(error));
      if (!code) return refuse(reply, "failed");

      // The URL exactly as received: openid-client reads every parameter (iss included) from it.
      const query = req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
      const { nonce = "", verifier = "", returnTo = "" } = challenge.data;
      let claims;
      try {
        claims = await oidc.exchange(new URL(`${redirectUri}${query}`), { state, nonce, verifier });
      } catch (err) {
        req.log.warn({ err }, "single sign-on: the provider's answer was refused");
        return refuse(reply, err instanceof OidcUnavailableError ? "unavailable" : "failed");
      }
      const outcome = await resolveOidcMember(db, claims);
      if ("refused" in outcome) return refuse(reply, outcome.refused);
      // The provider's sign-in is the proof of identity, second factors included (decision 049).
      await openSession(sessionDeps, req, reply, outcome.user, challenge.remember);
      req.log.info({ userId: outcome.user.id, created: outcome.created }, "single sign-on");
      const landing = returnTo
        ? `${OIDC_LANDING_PATH}?return_to=${encodeURIComponent(returnTo)}`
        : OIDC_LANDING_PATH;
      return reply.redirect(landing, 302);
    },
  );
};
