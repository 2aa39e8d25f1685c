import { requestOptionsSchema, type AuthenticationResponseInput } from "@topset/shared";
import { generateAuthenticationOptions, verifyAuthenticationResponse } from "@simplewebauthn/server";
import type { Db } from "../../db/client.js";
import type { AppDeps } from "../../deps.js";
import { badRequest, forbidden, HttpError } from "../../lib/http-errors.js";
import { safeEqual } from "../../lib/tokens.js";
import {
  consumeChallenge,
  countChallengeFailure,
  findChallenge,
  issueChallenge,
  type Challenge,
} from "../../sign-in/auth-challenges.queries.js";
import { findUserById, type UserRow } from "../users/users.queries.js";
import {
  findPasskeyByCredentialId,
  listCredentialDescriptors,
  recordPasskeyUse,
} from "./passkeys.queries.js";
import { relyingParty, userHandle } from "./relying-party.js";
import { accountMessages } from "../../sign-in/account-messages.js";

type Deps = Pick<AppDeps, "config"> & { db: Db };

export const signInMessages = {
  stepGone: "This sign-in has expired. Start again.",
  refused: "That passkey was not accepted. Try again, or use another way to sign in.",
  noPasskey: "This account has no passkey. Use another way to sign in.",
  disabled: accountMessages.disabled,
  unverified: accountMessages.unverified,
} as const;

/** A refused answer: 401, and the caller counts it against the step and the limits. */
export class PasskeyRefused extends HttpError {
  constructor(message: string = signInMessages.refused) {
    super(401, message);
  }
}

/**
 * Starts a passkey ceremony. With the step of a login that asked for a second factor, only that
 * member's passkeys are offered and the step's "remember me" carries over. Without one, any passkey
 * of this site may answer (discoverable credentials) and the authenticator must verify the person
 * (PIN, fingerprint): a passkey alone then stands for both factors.
 */
export async function startSignIn(deps: Deps, input: { mfaToken?: string; remember: boolean }) {
  const rp = relyingParty(deps.config);
  if (input.mfaToken) {
    const step = await findChallenge(deps.db, input.mfaToken, "second-factor");
    if (!step?.userId) throw new PasskeyRefused(signInMessages.stepGone);
    const allowCredentials = await listCredentialDescriptors(deps.db, step.userId);
    if (allowCredentials.length === 0) throw badRequest(signInMessages.noPasskey);
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      allowCredentials,
      userVerification: "preferred",
    });
    const token = await issueChallenge(deps.db, {
      purpose: "passkey-login",
      userId: step.userId,
      remember: step.remember,
      data: { challenge: options.challenge, step: String(step.id) },
    });
    return { challenge_token: token, options: requestOptionsSchema.parse(options) };
  }
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: [],
    userVerification: "required",
  });
  const token = await issueChallenge(deps.db, {
    purpose: "passkey-login",
    remember: input.remember,
    data: { challenge: options.challenge },
  });
  return { challenge_token: token, options: requestOptionsSchema.parse(options) };
}

/** The step this passkey answers, when it finishes a password login (its id in the ceremony's data). */
const loginStepOf = (ceremony: Challenge) => (ceremony.data.step ? Number(ceremony.data.step) : undefined);

/**
 * Checks an assertion and answers who signs in. Every refusal counts against the ceremony and, for
 * a second factor, against the login's step too: five wrong answers end it and the login starts over.
 * The ceremony (and the login's step) are spent in one transaction before the session opens, so an
 * answer works once, and two concurrent copies of it cannot both sign in.
 */
export async function finishSignIn(
  deps: Deps,
  input: { token: string; response: AuthenticationResponseInput },
): Promise<{ user: UserRow; remember: boolean }> {
  const ceremony = await findChallenge(deps.db, input.token, "passkey-login");
  if (!ceremony?.data.challenge) throw new PasskeyRefused(signInMessages.stepGone);
  const stepId = loginStepOf(ceremony);
  const refuse = async () => {
    await countChallengeFailure(deps.db, ceremony.id);
    if (stepId) await countChallengeFailure(deps.db, stepId);
    return new PasskeyRefused();
  };

  const passkey = await findPasskeyByCredentialId(deps.db, input.response.id);
  // As a second factor the passkey must be the member's who gave the password.
  if (!passkey || (ceremony.userId !== null && passkey.userId !== ceremony.userId)) throw await refuse();
  const rp = relyingParty(deps.config);
  const result = await verifyAuthenticationResponse({
    response: { ...input.response, clientExtensionResults: {} },
    expectedChallenge: ceremony.data.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
      // The library refuses an answer whose counter does not exceed this one (a cloned authenticator).
      counter: passkey.signCount,
    },
    requireUserVerification: stepId === undefined,
  }).catch(() => undefined);
  if (!result?.verified) throw await refuse();
  // A discoverable credential names its account too: it must be the one the credential belongs to.
  const handle = input.response.response.userHandle;
  const expected = Buffer.from(userHandle(rp, passkey.userId)).toString("base64url");
  if (stepId === undefined && handle !== undefined && !safeEqual(handle, expected)) throw await refuse();

  await deps.db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, ceremony.id))) throw new PasskeyRefused(signInMessages.stepGone);
    if (stepId && !(await consumeChallenge(tx, stepId))) throw new PasskeyRefused(signInMessages.stepGone);
  });
  const user = await findUserById(deps.db, passkey.userId);
  if (!user || user.deleted) throw forbidden(signInMessages.disabled);
  if (!user.verified) throw forbidden(signInMessages.unverified);
  await recordPasskeyUse(deps.db, {
    id: passkey.id,
    signCount: result.authenticationInfo.newCounter,
    backedUp: result.authenticationInfo.credentialBackedUp,
  });
  return { user, remember: ceremony.remember };
}
