import {
  recoveryCodesSchema,
  successSchema,
  totpConfirmSchema,
  totpEnrolmentSchema,
  twoFactorPasswordSchema,
  twoFactorStatusSchema,
} from "@topset/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { tooManyRequests } from "../../lib/http-errors.js";
import { me, requireCookieSession } from "../../plugins/auth.js";
import { createAccountLimiter } from "../../plugins/rate-limits.js";
import {
  assertPassword,
  confirmTotpEnrolment,
  renewRecoveryCodes,
  startTotpEnrolment,
  turnOffTotp,
  twoFactorStatus,
} from "./two-factor.service.js";

const MINUTE = 60_000;
const statusAnswer = successSchema(twoFactorStatusSchema);
const codesAnswer = successSchema(recoveryCodesSchema);
/**
 * Mounted under /api/v1 behind requireUser: the member's own authenticator and recovery codes. Every
 * change needs a cookie session (an API key gets 403) and, except the confirming code, the password.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const svc = { db, config: deps.config, mailer: deps.mailer };
  const tags = ["two-factor"];
  // Each try costs an argon2 verify (or checks a code): a stolen session must not guess its way through.
  const tries = createAccountLimiter(app, "two-factor-settings", { max: 10, timeWindow: 15 * MINUTE });
  const limited = async (req: FastifyRequest) => {
    if (!(await tries(req, String(me(req).id)))) throw tooManyRequests();
  };

  app.get("/two-factor", { schema: { tags, response: { 200: statusAnswer } } }, async (req) =>
    ok("Two-factor sign-in", [await twoFactorStatus(db, me(req))]),
  );

  app.post(
    "/two-factor/totp",
    {
      schema: {
        tags,
        summary:
          "Start setting up an authenticator app: a new seed, its otpauth URI and QR code (shown once)",
        body: twoFactorPasswordSchema,
        response: { 200: successSchema(totpEnrolmentSchema) },
      },
      onRequest: requireCookieSession,
    },
    async (req) => {
      await limited(req);
      const user = await assertPassword(db, me(req).id, req.body.password);
      const enrolment = await startTotpEnrolment(svc, user);
      return ok("Scan the QR code with your authenticator app, then enter the code it shows.", [enrolment]);
    },
  );

  app.post(
    "/two-factor/totp/confirm",
    {
      schema: {
        tags,
        summary: "Turn the authenticator on with its first code; answers the ten recovery codes (shown once)",
        body: totpConfirmSchema,
        response: { 200: codesAnswer },
      },
      onRequest: requireCookieSession,
    },
    async (req) => {
      await limited(req);
      const codes = await confirmTotpEnrolment(svc, me(req).id, req.body.code);
      return ok("Two-factor sign-in is on. Save your recovery codes now: they are shown only once.", [
        { codes },
      ]);
    },
  );

  app.delete(
    "/two-factor/totp",
    {
      schema: { tags, body: twoFactorPasswordSchema },
      onRequest: requireCookieSession,
    },
    async (req) => {
      await limited(req);
      await assertPassword(db, me(req).id, req.body.password);
      await turnOffTotp(svc, me(req).id);
      req.log.info({ userId: me(req).id }, "member turned off their authenticator");
      return ok("The authenticator app and its recovery codes have been removed.");
    },
  );

  app.post(
    "/two-factor/recovery-codes",
    {
      schema: {
        tags,
        summary: "Ten new recovery codes; the earlier ones stop working",
        body: twoFactorPasswordSchema,
        response: { 200: codesAnswer },
      },
      onRequest: requireCookieSession,
    },
    async (req) => {
      await limited(req);
      await assertPassword(db, me(req).id, req.body.password);
      const codes = await renewRecoveryCodes(svc, me(req).id);
      return ok("New recovery codes. Save them now: they are shown only once.", [{ codes }]);
    },
  );
};
