import { currentUserSchema, failureSchema, secondFactorLoginSchema, successSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { forbidden, tooManyRequests, unauthorized } from "../../lib/http-errors.js";
import { createAccountLimiter } from "../../plugins/rate-limits.js";
import {
  consumeChallenge,
  countChallengeFailure,
  findChallenge,
  MAX_CHALLENGE_FAILURES,
} from "../../sign-in/auth-challenges.queries.js";
import { openSession } from "../../sign-in/open-session.js";
import { findUserById } from "../users/users.queries.js";
import { acceptSecondFactor } from "./two-factor.service.js";
import { accountMessages } from "../../sign-in/account-messages.js";

const MINUTE = 60_000;
const loginAnswer = successSchema(currentUserSchema).extend({ appVersion: z.string() });

export const secondFactorMessages = {
  stepGone: "This sign-in has expired or was already used. Please log in again.",
  disabled: accountMessages.disabled,
  wrongCode:
    "That code is not right. Enter the newest code from your authenticator app, or an unused recovery code.",
  tooManyWrong: "Too many wrong codes. Please log in again.",
} as const;

/** The code was wrong (the step stands) or the step ended in the meantime: told apart after the transaction. */
class WrongCode extends Error {}
class StepGone extends Error {}

/**
 * Mounted under /api/auth (public): the second step of a password login (decision 047). The step token
 * from the login's 401 and a code; a right one opens the session exactly as a one-step login does.
 */
/** Anything but six digits is read as a recovery code (spaces and dashes aside). */
const isRecoveryShaped = (code: string) => !/^\d{6}$/.test(code.replace(/[\s-]/g, ""));

export const secondFactorLoginRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const sessionDeps = { db, config: deps.config, version: deps.version };
  // Per account, across steps and addresses: a password holder gets a few guesses an hour, not a million.
  // Every code try counts, before it is checked: counted after, guesses sent at once would all pass the
  // check. A recovery code (50 bits: no guessing) is not held back, so the owner gets in regardless.
  const failures = createAccountLimiter(app, "second-factor-fail", { max: 10, timeWindow: 60 * MINUTE });

  app.post(
    "/login/second-factor",
    {
      schema: {
        tags: ["auth"],
        summary: "Finish a login with an authenticator code or a recovery code",
        body: secondFactorLoginSchema,
        response: { 200: loginAnswer, 401: failureSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: MINUTE } },
    },
    async (req, reply) => {
      const step = await findChallenge(db, req.body.mfa_token, "second-factor");
      if (!step?.userId) throw unauthorized(secondFactorMessages.stepGone);
      const user = await findUserById(db, step.userId);
      if (!user || user.deleted) {
        await consumeChallenge(db, step.id);
        throw forbidden(secondFactorMessages.disabled);
      }
      const account = String(user.id);
      if (!isRecoveryShaped(req.body.code) && !(await failures(req, account))) throw tooManyRequests();
      try {
        // Ending the step and taking the code commit together: of two answers to one step, the second
        // waits on the first's DELETE and finds nothing, and a wrong code leaves the step (and codes) as they were.
        await db.transaction(async (tx) => {
          if (!(await consumeChallenge(tx, step.id))) throw new StepGone();
          if (!(await acceptSecondFactor(tx, deps.config, user.id, req.body.code))) throw new WrongCode();
        });
      } catch (err) {
        if (err instanceof StepGone) throw unauthorized(secondFactorMessages.stepGone);
        if (!(err instanceof WrongCode)) throw err;
        await countChallengeFailure(db, step.id);
        const last = step.failures + 1 >= MAX_CHALLENGE_FAILURES;
        throw unauthorized(last ? secondFactorMessages.tooManyWrong : secondFactorMessages.wrongCode);
      }
      req.log.info({ userId: user.id }, "second factor accepted");
      return openSession(sessionDeps, req, reply, user, step.remember);
    },
  );
};
