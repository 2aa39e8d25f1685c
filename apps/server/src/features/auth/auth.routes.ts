import {
  currentUserSchema,
  emailOnlySchema,
  loginSchema,
  passwordsOffMessage,
  resetPasswordSchema,
  secondFactorRequiredSchema,
  signupSchema,
  successSchema,
  verifyEmailParamsSchema,
  verifyEmailQuerySchema,
} from "@topset/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { forbidden, tooManyRequests } from "../../lib/http-errors.js";
import { refuseCrossSiteGet, sessionCookieName } from "../../plugins/auth.js";
import { accountLimits, createAccountLimiter, limits } from "../../plugins/rate-limits.js";
import { deleteAuthSession } from "../../sign-in/auth-sessions.queries.js";
import { issueChallenge } from "../../sign-in/auth-challenges.queries.js";
import { openSession } from "../../sign-in/open-session.js";
import { secondFactorsOf } from "../../sign-in/second-factors.queries.js";
import * as auth from "./auth.service.js";

const loginResponseSchema = successSchema(currentUserSchema).extend({ appVersion: z.string() });

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const svc = { config: deps.config, mailer: deps.mailer, db };
  const cookieName = sessionCookieName(deps.config);
  const sessionDeps = { db, config: deps.config, version: deps.version };
  const loginFailures = createAccountLimiter(app, "login-fail", accountLimits.loginFailures);
  const emailFlow = createAccountLimiter(app, "email-flow", accountLimits.emailFlow);
  const tags = ["auth"];
  // OIDC_ONLY (decision 049): the provider is the only way in, so password sign-in, signup and resets
  // are refused before their body is even read.
  const oidc = deps.config.oidc;
  const passwordsOff = async () => {
    if (oidc?.only) throw forbidden(passwordsOffMessage(oidc.name));
  };

  app.post(
    "/signup",
    { schema: { tags, body: signupSchema }, config: { rateLimit: limits.signup }, onRequest: passwordsOff },
    async (req, reply) => {
      await auth.signUp(svc, req.body);
      return reply.status(201).send(ok(auth.authMessages.signup(req.body.email)));
    },
  );

  app.get(
    "/verify-email/:uid",
    {
      schema: { tags, params: verifyEmailParamsSchema, querystring: verifyEmailQuerySchema },
      config: { rateLimit: limits.emailFlow },
    },
    async (req) => {
      await auth.verifyEmail(svc, { uid: req.params.uid, token: req.query.token });
      return ok(auth.authMessages.verified);
    },
  );

  app.get(
    "/reverify",
    { schema: { tags, querystring: emailOnlySchema }, config: { rateLimit: limits.emailFlow } },
    async (req) => {
      if (await emailFlow(req, req.query.email)) auth.resendVerification(svc, req.query.email);
      return ok(auth.authMessages.reverify);
    },
  );

  app.post(
    "/login",
    {
      // appVersion beside the envelope: the spec's clients read it at login to notice a new release.
      schema: {
        tags,
        body: loginSchema,
        response: { 200: loginResponseSchema, 401: secondFactorRequiredSchema },
      },
      config: { rateLimit: limits.login },
      onRequest: passwordsOff,
    },
    async (req, reply) => {
      if (!(await loginFailures(req, req.body.email, { increment: false }))) throw tooManyRequests();
      let user;
      try {
        user = await auth.logIn(svc, req.body);
      } catch (err) {
        await loginFailures(req, req.body.email);
        throw err;
      }
      // The password was right; with a second factor set up no session opens yet (decision 047).
      const factors = await secondFactorsOf(db, user.id);
      if (factors.length > 0) {
        const token = await issueChallenge(db, {
          purpose: "second-factor",
          userId: user.id,
          remember: req.body.remember_me,
        });
        return reply.status(401).send({
          status: "fail" as const,
          message: auth.authMessages.secondFactor,
          mfa_required: true as const,
          mfa_token: token,
          mfa_methods: factors,
        });
      }
      return openSession(sessionDeps, req, reply, user, req.body.remember_me);
    },
  );

  const logout = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.authSessionId) await deleteAuthSession(db, req.authSessionId);
    reply.clearCookie(cookieName, { path: "/" });
    return ok("You have been logged out.");
  };
  // The web app logs out with the POST (a cookie write: own origin only). The GET stays for clients of the
  // published API; a link or redirect from another site must not end the session, so it is refused there.
  app.get("/logout", { schema: { tags }, onRequest: refuseCrossSiteGet(deps.config) }, logout);
  app.post("/logout", { schema: { tags } }, logout);

  app.post(
    "/forget-password",
    {
      schema: { tags, body: emailOnlySchema },
      config: { rateLimit: limits.emailFlow },
      onRequest: passwordsOff,
    },
    async (req) => {
      if (await emailFlow(req, req.body.email)) auth.requestPasswordReset(svc, req.body.email);
      return ok(auth.authMessages.forgot);
    },
  );

  app.post(
    "/reset-password",
    {
      schema: { tags, body: resetPasswordSchema },
      config: { rateLimit: limits.emailFlow },
      onRequest: passwordsOff,
    },
    async (req) => {
      await auth.resetPassword(svc, req.body);
      return ok(auth.authMessages.resetDone);
    },
  );
};
