import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { Mailer } from "../../mail/mailer.js";
import { badRequest, conflict, notFound } from "../../lib/http-errors.js";
import { verifyPassword } from "../../lib/passwords.js";
import { openSecret, sealSecret } from "../../lib/secret-box.js";
import {
  recoveryCodesRenewedMail,
  twoFactorDisabledMail,
  twoFactorEnabledMail,
  twoFactorResetMail,
} from "../../mail/templates.js";
import { secondFactorsOf } from "../../sign-in/second-factors.queries.js";
import { findUserById, type UserRow } from "../users/users.queries.js";
import { enrolmentOf, hashRecoveryCode, newRecoveryCodes, newTotpSeed, stepOfCode } from "./totp.js";
import {
  confirmTotp,
  deleteAllPasskeys,
  deleteTotpAndCodes,
  findTotp,
  readRequireAdmin2fa,
  replaceRecoveryCodes,
  takeTotpStep,
  twoFactorSummary,
  upsertPendingTotp,
  useRecoveryCode,
} from "./two-factor.queries.js";

export type TwoFactorDeps = { db: Db; config: Config; mailer: Mailer };

export const twoFactorMessages = {
  wrongPassword: "The password is wrong!",
  wrongCode: "That code is not right. Check the time on your phone and try the newest code.",
  alreadyOn: "An authenticator app is already set up. Turn it off first to set up another one.",
  noPending: "Start the set-up again: no authenticator is waiting for its first code.",
  needsTotp: "Set up an authenticator app first: recovery codes come with it.",
} as const;

const fieldError = (msg: string, path: string) => badRequest(msg, [{ msg, path }]);

/** The password again before any change to how the account signs in: a session left open is not enough. */
export async function assertPassword(db: Db, userId: number, password: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound("User");
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldError(twoFactorMessages.wrongPassword, "password");
  }
  return user;
}

/** Whether the admins' requirement applies to `user` and they have no second factor yet. */
export async function lacksRequiredFactor(db: Db, user: { id: number; role: string }): Promise<boolean> {
  if (user.role !== "admin" || !(await readRequireAdmin2fa(db))) return false;
  return (await secondFactorsOf(db, user.id)).length === 0;
}

export async function twoFactorStatus(db: Db, user: { id: number; role: string }) {
  const summary = await twoFactorSummary(db, user.id);
  return {
    totp_enabled: summary.confirmedAt !== null,
    totp_confirmed_at: summary.confirmedAt?.toISOString() ?? null,
    recovery_codes_left: summary.confirmedAt ? summary.codesLeft : 0,
    passkeys: summary.passkeys,
    required: await lacksRequiredFactor(db, user),
  };
}

/** A new seed, stored sealed and unconfirmed; 409 while a confirmed authenticator exists. */
export async function startTotpEnrolment(deps: TwoFactorDeps, user: UserRow) {
  const seed = newTotpSeed();
  const row = await upsertPendingTotp(deps.db, user.id, sealSecret(deps.config, seed));
  if (!row) throw conflict(twoFactorMessages.alreadyOn);
  const { uri, qr } = await enrolmentOf(seed, user.email);
  return { secret: seed, otpauth_uri: uri, qr_code: qr };
}

/** The first code turns the authenticator on and makes the ten recovery codes, shown this once. */
export async function confirmTotpEnrolment(deps: TwoFactorDeps, userId: number, code: string) {
  const pending = await findTotp(deps.db, userId);
  if (!pending) throw conflict(twoFactorMessages.noPending);
  if (pending.confirmedAt) throw conflict(twoFactorMessages.alreadyOn);
  const step = stepOfCode(openSecret(deps.config, pending.secretSealed), code);
  if (step === undefined) throw fieldError(twoFactorMessages.wrongCode, "code");
  const { codes, hashes } = newRecoveryCodes();
  const confirmed = await deps.db.transaction(async (tx) => {
    if (!(await confirmTotp(tx, userId, step, pending.secretSealed))) return false;
    await replaceRecoveryCodes(tx, userId, hashes);
    return true;
  });
  if (!confirmed) throw conflict(twoFactorMessages.alreadyOn);
  await mailOwner(deps, userId, twoFactorEnabledMail);
  return codes;
}

export async function turnOffTotp(deps: TwoFactorDeps, userId: number) {
  const removed = await deps.db.transaction((tx) => deleteTotpAndCodes(tx, userId));
  if (!removed) throw notFound("Authenticator");
  await mailOwner(deps, userId, twoFactorDisabledMail);
}

export async function renewRecoveryCodes(deps: TwoFactorDeps, userId: number) {
  const { codes, hashes } = newRecoveryCodes();
  const renewed = await deps.db.transaction(async (tx) => {
    const totp = await findTotp(tx, userId);
    if (!totp?.confirmedAt) return false;
    await replaceRecoveryCodes(tx, userId, hashes);
    return true;
  });
  if (!renewed) throw conflict(twoFactorMessages.needsTotp);
  await mailOwner(deps, userId, recoveryCodesRenewedMail);
  return codes;
}

/**
 * The login's second step: a 6-digit code takes its 30-second step (each step once), anything else is
 * tried as a recovery code (each code once). Both are guarded UPDATEs inside the caller's transaction.
 */
export async function acceptSecondFactor(db: Db, config: Config, userId: number, code: string) {
  const compact = code.replace(/\s+/g, "");
  if (/^\d{6}$/.test(compact)) {
    const totp = await findTotp(db, userId);
    if (!totp?.confirmedAt) return false;
    const step = stepOfCode(openSecret(config, totp.secretSealed), compact);
    return step !== undefined && (await takeTotpStep(db, userId, step));
  }
  return useRecoveryCode(db, userId, hashRecoveryCode(code));
}

/** An admin's reset for a member who lost their factors: authenticator, codes and passkeys, together. */
export async function resetSecondFactors(deps: TwoFactorDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound("User");
  const removed = await deps.db.transaction(async (tx) => {
    const totp = await deleteTotpAndCodes(tx, userId);
    const keys = await deleteAllPasskeys(tx, userId);
    return { totp, passkeys: keys };
  });
  if (removed.totp || removed.passkeys > 0) await mailOwner(deps, userId, twoFactorResetMail);
  return removed;
}

type SecurityMail = typeof twoFactorEnabledMail;

/** After the change is stored; the mail itself leaves later (the mailer never blocks the answer). */
async function mailOwner(deps: TwoFactorDeps, userId: number, template: SecurityMail) {
  const user = await findUserById(deps.db, userId);
  if (!user) return;
  deps.mailer.send({ to: user.email, ...template({ username: user.username, appUrl: deps.config.appUrl }) });
}
