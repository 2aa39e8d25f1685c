import {
  addPasskeySchema,
  idParamSchema,
  passkeyPasswordSchema,
  passkeySchema,
  registrationOptionsAnswerSchema,
  renamePasskeySchema,
  successSchema,
} from "@topset/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound, tooManyRequests } from "../../lib/http-errors.js";
import { me, requireCookieSession } from "../../plugins/auth.js";
import { createAccountLimiter } from "../../plugins/rate-limits.js";
import { listPasskeys, renamePasskey, toPasskey } from "./passkeys.queries.js";
import {
  finishRegistration,
  passwordMatches,
  removePasskey,
  startRegistration,
  wrongPassword,
} from "./passkeys.service.js";

const MINUTE = 60_000;
const passkeysAnswer = successSchema(passkeySchema);
/** Each member's own: a ceremony started or finished, ten a minute (per member, not per address). */
const ceremonyLimit = {
  max: 10,
  timeWindow: MINUTE,
  keyGenerator: (req: FastifyRequest) => `passkey-ceremony:${req.user?.id ?? req.ip}`,
};

/**
 * Mounted under /api/v1 behind requireUser. The member's passkeys, managed in person: an API key can
 * neither list nor change them (requireCookieSession), and adding or removing one asks for the password.
 */
export const passkeysRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const svc = { db, config: deps.config, mailer: deps.mailer };
  const tags = ["passkeys"];
  // Wrong passwords, per member: a stolen session cannot try the password more than this.
  const wrongPasswords = createAccountLimiter(app, "passkey-password", { max: 10, timeWindow: 15 * MINUTE });
  const checkPassword = async (req: FastifyRequest, password: string) => {
    const key = String(me(req).id);
    if (!(await wrongPasswords(req, key, { increment: false }))) throw tooManyRequests();
    if (await passwordMatches(db, me(req).id, password)) return;
    await wrongPasswords(req, key);
    throw wrongPassword();
  };

  app.get(
    "/passkeys",
    { schema: { tags, response: { 200: passkeysAnswer } }, onRequest: requireCookieSession },
    async (req) => {
      const rows = await listPasskeys(db, me(req).id);
      return ok(
        "Passkeys",
        rows.map((row) => toPasskey(row)),
      );
    },
  );

  app.post(
    "/passkeys/registration-options",
    {
      schema: {
        tags,
        summary:
          "Start adding a passkey: the password again, then options for navigator.credentials.create()",
        body: passkeyPasswordSchema,
        response: { 200: registrationOptionsAnswerSchema },
      },
      onRequest: requireCookieSession,
      config: { rateLimit: ceremonyLimit },
    },
    async (req) => {
      await checkPassword(req, req.body.password);
      return ok("Create the passkey on your device.", [await startRegistration(svc, me(req).id)]);
    },
  );

  app.post(
    "/passkeys",
    {
      schema: {
        tags,
        summary: "Finish adding a passkey with the authenticator's answer",
        body: addPasskeySchema,
        response: { 201: passkeysAnswer },
      },
      onRequest: requireCookieSession,
      config: { rateLimit: ceremonyLimit },
    },
    async (req, reply) => {
      const row = await finishRegistration(svc, {
        userId: me(req).id,
        token: req.body.challenge_token,
        name: req.body.name,
        response: req.body.response,
      });
      return reply.status(201).send(ok("The passkey has been added.", [toPasskey(row)]));
    },
  );

  app.patch(
    "/passkeys/:id",
    {
      schema: { tags, params: idParamSchema, body: renamePasskeySchema, response: { 200: passkeysAnswer } },
      onRequest: requireCookieSession,
    },
    async (req) => {
      const row = await renamePasskey(db, { id: req.params.id, userId: me(req).id, name: req.body.name });
      if (!row) throw notFound("Passkey");
      return ok("The passkey has been renamed.", [toPasskey(row)]);
    },
  );

  app.delete(
    "/passkeys/:id",
    {
      schema: { tags, params: idParamSchema, body: passkeyPasswordSchema, response: { 200: passkeysAnswer } },
      onRequest: requireCookieSession,
    },
    async (req) => {
      await checkPassword(req, req.body.password);
      await removePasskey(svc, { id: req.params.id, userId: me(req).id });
      return ok("The passkey has been removed.");
    },
  );
};
