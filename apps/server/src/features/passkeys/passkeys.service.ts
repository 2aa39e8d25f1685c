import { creationOptionsSchema, PASSKEYS_MAX, type RegistrationResponseInput } from "@topset/shared";
import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";
import type { Db } from "../../db/client.js";
import type { AppDeps } from "../../deps.js";
import { badRequest, conflict, notFound } from "../../lib/http-errors.js";
import { verifyPassword } from "../../lib/passwords.js";
import { passkeyChangedMail } from "../../mail/templates.js";
import {
  consumeChallenge,
  countChallengeFailure,
  findChallenge,
  issueChallenge,
} from "../../sign-in/auth-challenges.queries.js";
import { findUserById, lockUser } from "../users/users.queries.js";
import {
  countPasskeys,
  deletePasskey,
  insertPasskey,
  knownTransports,
  listCredentialDescriptors,
  type PasskeyRow,
} from "./passkeys.queries.js";
import { relyingParty, userHandle } from "./relying-party.js";

type Deps = Pick<AppDeps, "config" | "mailer"> & { db: Db };

export const passkeyMessages = {
  wrongPassword: "The password is wrong!",
  limit: `You have ${PASSKEYS_MAX} passkeys, the most an account can hold: remove one to add another.`,
  stepGone: "This passkey request has expired. Start again.",
  notVerified: "The passkey could not be verified. Start again.",
  duplicate: "This passkey is already registered.",
} as const;

const limitError = () => badRequest(passkeyMessages.limit, [{ msg: passkeyMessages.limit }]);
const stepGone = () =>
  badRequest(passkeyMessages.stepGone, [{ msg: passkeyMessages.stepGone, path: "challenge_token" }]);

/** The account's password, asked again so a session left open cannot add or remove a passkey. */
export async function passwordMatches(db: Db, userId: number, password: string): Promise<boolean> {
  const user = await findUserById(db, userId);
  return Boolean(user && (await verifyPassword(user.passwordHash, password)));
}

export const wrongPassword = () =>
  badRequest(passkeyMessages.wrongPassword, [{ msg: passkeyMessages.wrongPassword, path: "password" }]);

/**
 * Starts adding a passkey: options for `navigator.credentials.create()` and a five-minute step that
 * holds their challenge. Discoverable (resident) keys only, so every passkey also signs in alone; the
 * member's own credentials are excluded, so one authenticator is not registered twice.
 */
export async function startRegistration(deps: Deps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound("User");
  if ((await countPasskeys(deps.db, userId)) >= PASSKEYS_MAX) throw limitError();
  const rp = relyingParty(deps.config);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userID: userHandle(rp, userId),
    userName: user.email,
    userDisplayName: user.username,
    attestationType: "none",
    excludeCredentials: await listCredentialDescriptors(deps.db, userId),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  const token = await issueChallenge(deps.db, {
    purpose: "passkey-register",
    userId,
    data: { challenge: options.challenge },
  });
  // The library types the descriptors loosely; the wire shape is the shared schema's.
  return { challenge_token: token, options: creationOptionsSchema.parse(options) };
}

/**
 * Checks the authenticator's answer against the step's challenge and this origin, then stores the
 * credential. The step is spent, the ceiling checked and the row written in one transaction, under
 * the member's row lock, so two answers to one step or twenty-one parallel adds cannot get through.
 */
export async function finishRegistration(
  deps: Deps,
  input: { userId: number; token: string; name: string; response: RegistrationResponseInput },
): Promise<PasskeyRow> {
  const step = await findChallenge(deps.db, input.token, "passkey-register");
  if (!step || step.userId !== input.userId || !step.data.challenge) throw stepGone();
  const rp = relyingParty(deps.config);
  const verified = await verifyRegistrationResponse({
    response: { ...input.response, clientExtensionResults: {} },
    expectedChallenge: step.data.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    // Asked as "preferred": a security key without a PIN is still a second factor. Signing in with
    // a passkey alone asks for user verification at that moment (passkey-sign-in.service.ts).
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verified?.verified) {
    await countChallengeFailure(deps.db, step.id);
    throw badRequest(passkeyMessages.notVerified, [{ msg: passkeyMessages.notVerified, path: "response" }]);
  }
  const info = verified.registrationInfo;
  const row = await deps.db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, step.id))) throw stepGone();
    if (!(await lockUser(tx, input.userId))) throw notFound("User");
    if ((await countPasskeys(tx, input.userId)) >= PASSKEYS_MAX) throw limitError();
    return insertPasskey(tx, {
      userId: input.userId,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString("base64url"),
      signCount: info.credential.counter,
      transports: knownTransports(input.response.response.transports),
      name: input.name,
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    });
  });
  if (!row) throw conflict(passkeyMessages.duplicate);
  await tellOwner(deps, input.userId, row.name, "added");
  return row;
}

export async function removePasskey(deps: Deps, input: { id: number; userId: number }) {
  const row = await deletePasskey(deps.db, input);
  if (!row) throw notFound("Passkey");
  await tellOwner(deps, input.userId, row.name, "removed");
}

/** A change to how the account signs in is mailed to its owner (ASVS 2.5.5), after the answer. */
async function tellOwner(deps: Deps, userId: number, name: string, change: "added" | "removed") {
  const user = await findUserById(deps.db, userId);
  if (!user) return;
  deps.mailer.send({
    to: user.email,
    ...passkeyChangedMail({ username: user.username, appUrl: deps.config.appUrl, name, change }),
  });
}
