import {
  ACCESS_CODE_DAYS_DEFAULT,
  accessCodeSchema,
  athleteSchema,
  createAccessCodeSchema,
  createdAccessCodeSchema,
  idParamSchema,
  redeemAccessCodeSchema,
  successSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { badRequest, conflict, notFound, tooManyRequests } from "../../lib/http-errors.js";
import { me, requireCookieSession } from "../../plugins/auth.js";
import { createAccountLimiter } from "../../plugins/rate-limits.js";
import {
  insertAccessCode,
  listAccessCodes,
  listAthletes,
  redeemAccessCode,
  revokeAccessCode,
} from "./access-codes.queries.js";

const MINUTE = 60_000;
/** Redeem attempts per member and per address: codes are 256-bit, this only keeps a scanner slow. */
export const redeemLimit = { max: 10, timeWindow: 15 * MINUTE };
export const accessCodeMessages = {
  invalid: "This code is wrong, already used, expired or revoked.",
  own: "This is your own code: give it to your coach.",
  already: "You already coach this member.",
} as const;

const revokedSchema = successSchema(z.object({ id: z.number() }));

/**
 * Mounted under /api/v1 behind requireUser (docs/decisions/033-coach-access.md). A member makes codes
 * and revokes them; another member redeems one and becomes a read-only coach. Who may read what is
 * `canRead` in access-codes.queries.ts, used by the read routes themselves.
 */
export const accessCodesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["access-codes"];
  const redeems = createAccountLimiter(app, "access-code-redeem", redeemLimit);

  app.post(
    "/access-codes",
    {
      schema: {
        tags,
        summary: "Make a one-time code for a coach; the code is in this answer only",
        body: createAccessCodeSchema,
        response: { 201: successSchema(createdAccessCodeSchema) },
      },
      // Handing out access is the owner in person: a leaked API key must not mint a way in that outlives it.
      onRequest: requireCookieSession,
    },
    async (req, reply) => {
      const label = req.body?.label || null;
      const days = req.body?.expires_in_days ?? ACCESS_CODE_DAYS_DEFAULT;
      const scope = req.body?.scope ?? "read";
      const { row, code } = await insertAccessCode(db, { userId: me(req).id, label, days, scope });
      const created = {
        id: row.id,
        code,
        label: row.label,
        expires_at: row.expiresAt.toISOString(),
        scope: row.scope,
      };
      return reply
        .status(201)
        .send(ok("Your access code. Copy it now: it will not be shown again.", [created]));
    },
  );

  app.get(
    "/access-codes",
    {
      schema: {
        tags,
        summary: "My access codes and the coaches who redeemed them (never the codes)",
        response: { 200: successSchema(accessCodeSchema) },
      },
    },
    async (req) => ok("Access codes", await listAccessCodes(db, me(req).id)),
  );

  app.delete(
    "/access-codes/:id",
    {
      schema: {
        tags,
        summary: "Revoke a code and the coach access it gave, at once",
        params: idParamSchema,
        response: { 200: revokedSchema },
      },
    },
    async (req) => {
      const row = await revokeAccessCode(db, { id: req.params.id, userId: me(req).id });
      if (!row) throw notFound("Access code");
      return ok("The access code has been revoked.", [{ id: row.id }]);
    },
  );

  app.post(
    "/access-codes/redeem",
    {
      schema: {
        tags,
        summary: "Redeem a member's code: become their coach, with the scope the code was made with",
        body: redeemAccessCodeSchema,
        response: { 200: successSchema(athleteSchema) },
      },
      config: { rateLimit: { ...redeemLimit, keyGenerator: (req) => `redeem-ip:${req.ip}` } },
    },
    async (req) => {
      const coach = me(req);
      if (!(await redeems(req, String(coach.id)))) throw tooManyRequests();
      const result = await redeemAccessCode(db, { code: req.body.code, coachId: coach.id });
      if (result === "invalid")
        throw badRequest(accessCodeMessages.invalid, [{ msg: accessCodeMessages.invalid, path: "code" }]);
      if (result === "own")
        throw badRequest(accessCodeMessages.own, [{ msg: accessCodeMessages.own, path: "code" }]);
      if (result === "already") throw conflict(accessCodeMessages.already);
      const athlete = (await listAthletes(db, coach.id)).find((a) => a.grant_id === result.grantId);
      if (!athlete) throw notFound("Athlete");
      return ok(`You now coach ${athlete.username}.`, [athlete]);
    },
  );

  app.get(
    "/coaching/athletes",
    {
      schema: {
        tags,
        summary: "The members I coach: their training is mine to read, never to change",
        response: { 200: successSchema(athleteSchema) },
      },
    },
    async (req) => {
      const rows = await listAthletes(db, me(req).id);
      return ok(rows.length ? "Athletes" : "You coach nobody yet.", rows);
    },
  );
};
