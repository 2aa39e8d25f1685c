import {
  failureSchema,
  loginOptionsAnswerSchema,
  passkeyLoginAnswerSchema,
  passkeyLoginOptionsInputSchema,
  passkeyLoginSchema,
  passwordsOffMessage,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { forbidden, tooManyRequests } from "../../lib/http-errors.js";
import { createAccountLimiter } from "../../plugins/rate-limits.js";
import { openSession } from "../../sign-in/open-session.js";
import { finishSignIn, PasskeyRefused, startSignIn } from "./passkey-sign-in.service.js";

const MINUTE = 60_000;

/**
 * Mounted under /api/auth (public). A passkey signs in alone, or finishes a password login that asked
 * for a second factor; either way the answer is the login's, with the session cookie (decision 048).
 */
export const passkeySignInRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const svc = { db, config: deps.config };
  const sessionDeps = { db, config: deps.config, version: deps.version };
  const tags = ["auth"];
  // Refused answers per address, over an hour, on top of each step's five and the route's limit.
  const refusals = createAccountLimiter(app, "passkey-refused", { max: 20, timeWindow: 60 * MINUTE });
  // OIDC_ONLY (decision 049): the provider decides who may sign in; a passkey alone would go around it.
  const oidc = deps.config.oidc;
  const providerOnly = async () => {
    if (oidc?.only) throw forbidden(passwordsOffMessage(oidc.name));
  };

  app.post(
    "/passkeys/login-options",
    {
      schema: {
        tags,
        summary:
          "Start a passkey sign-in: alone, or with the mfa_token of a login that asked for a second factor",
        body: passkeyLoginOptionsInputSchema,
        response: { 200: loginOptionsAnswerSchema, 401: failureSchema },
      },
      // Each call stores a five-minute step: bounded per address like the login.
      config: { rateLimit: { max: 20, timeWindow: MINUTE } },
      onRequest: providerOnly,
    },
    async (req) => {
      const started = await startSignIn(svc, {
        mfaToken: req.body.mfa_token,
        remember: req.body.remember_me,
      });
      return ok("Use your passkey.", [started]);
    },
  );

  app.post(
    "/passkeys/login",
    {
      schema: {
        tags,
        summary: "Finish a passkey sign-in with the authenticator's answer; opens the session",
        body: passkeyLoginSchema,
        response: { 200: passkeyLoginAnswerSchema, 401: failureSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: MINUTE } },
      onRequest: providerOnly,
    },
    async (req, reply) => {
      if (!(await refusals(req, req.ip, { increment: false }))) throw tooManyRequests();
      try {
        const { user, remember } = await finishSignIn(svc, {
          token: req.body.challenge_token,
          response: req.body.response,
        });
        return await openSession(sessionDeps, req, reply, user, remember);
      } catch (err) {
        if (err instanceof PasskeyRefused) await refusals(req, req.ip);
        throw err;
      }
    },
  );
};
