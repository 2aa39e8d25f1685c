import type { Db } from "../../db/client.js";
import type { AppDeps } from "../../deps.js";
import { tokenLink } from "../../mail/links.js";
import type { MailMessage } from "../../mail/mailer.js";
import {
  accountExistsMail,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
} from "../../mail/templates.js";
import { badRequest, forbidden, HttpError } from "../../lib/http-errors.js";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "../../lib/passwords.js";
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUserIfNew,
  updateUser,
  type UserRow,
} from "../users/users.queries.js";
import { seedDefaultExercises } from "../exercises/default-exercises.queries.js";
import { deleteUserAuthSessions } from "../../sign-in/auth-sessions.queries.js";
import { consumeOneTimeToken, issueOneTimeToken } from "../../sign-in/one-time-tokens.queries.js";
import { accountMessages } from "../../sign-in/account-messages.js";

type Deps = Pick<AppDeps, "config" | "mailer"> & { db: Db };

export const authMessages = {
  signup: (email: string) =>
    `We have sent an e-mail to ${email} with a link to complete your signup. If it does not arrive, please check your spam folder.`,
  wrongCredentials: "The email or password is wrong!",
  secondFactor: "Enter the code from your authenticator app, a recovery code, or use your passkey.",
  unverified: accountMessages.unverified,
  disabled: accountMessages.disabled,
  reverify:
    "If you have an unverified account with us, we have sent a new re-verification link to your email!",
  forgot: "If you have an account with us, we will send a link to reset your password to your email!",
  resetDone:
    "Your password has been successfully changed. We will redirect you to login page in a few seconds!",
  resetInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  verified:
    "Thank you for your support, we have successfully verified your email address, You can now proceed to login to Topset!",
  verifyInvalid: "This verification link is invalid or has expired. Please ask for a new one.",
} as const;

/** Issues a fresh verification token (earlier links stop working) and composes its mail. */
async function verificationMail(deps: Deps, user: UserRow): Promise<MailMessage> {
  const token = await issueOneTimeToken(deps.db, user.id, "verify_email");
  const link = tokenLink(deps.config.appUrl, "verify-email", user.id, token);
  return { to: user.email, ...verifyEmailMail({ username: user.username, link }) };
}

const usernameTaken = () =>
  badRequest("Username is already taken!", [{ msg: "Username is already taken!", path: "username" }]);

/**
 * Same answer, and the same work before it, whether or not the e-mail has an account: one hash, the
 * username check and one insert that the unique indexes may turn down (the same statement either way),
 * so an acknowledged signup is stored before the answer. What depends on the outcome (the verification
 * token and mail, or a mail telling the e-mail's owner they already have an account) runs after it.
 * A taken username is refused whatever the e-mail, so the pair tells nothing either.
 */
export async function signUp(deps: Deps, input: { username: string; email: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  if (await findUserByUsername(deps.db, input.username)) throw usernameTaken();
  const values = { username: input.username, email: input.email, passwordHash };
  const user = await insertUserIfNew(deps.db, values);
  deps.mailer.queue(async () => {
    if (user) return verificationMail(deps, user);
    const existing = await findUserByEmail(deps.db, input.email);
    // NOTE: no such e-mail means another signup took the username in the meantime; signing up again says so.
    if (!existing) return undefined;
    return { to: existing.email, ...accountExistsMail({ link: `${deps.config.appUrl}/login` }) };
  });
}

export async function verifyEmail(deps: Deps, input: { uid: number; token: string }) {
  const ok = await deps.db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx, { userId: input.uid, purpose: "verify_email", token: input.token })))
      return false;
    await updateUser(tx, input.uid, { verified: true, verifiedAt: new Date() });
    await seedDefaultExercises(tx, input.uid);
    return true;
  });
  if (!ok) throw badRequest(authMessages.verifyInvalid);
}

/** The lookup and the token happen in the queued mail, after the answer: unknown e-mails cost the same. */
export function resendVerification(deps: Deps, email: string) {
  deps.mailer.queue(async () => {
    const user = await findUserByEmail(deps.db, email);
    if (user && !user.verified && !user.deleted) return verificationMail(deps, user);
    return undefined;
  });
}

export async function logIn(deps: Deps, input: { email: string; password: string }): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw new HttpError(401, authMessages.wrongCredentials);
  if (user.deleted) throw forbidden(authMessages.disabled);
  if (!user.verified) throw forbidden(authMessages.unverified);
  if (needsRehash(user.passwordHash)) {
    await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.password) });
  }
  return user;
}

/**
 * The answer does no work that depends on the e-mail: the lookup, the token and the mail happen in the
 * queued mail after it, so an address with an account answers as fast as one without.
 */
export function requestPasswordReset(deps: Deps, email: string) {
  deps.mailer.queue(async () => {
    const user = await findUserByEmail(deps.db, email);
    if (!user || user.deleted) return undefined;
    if (!user.verified) return verificationMail(deps, user);
    const token = await issueOneTimeToken(deps.db, user.id, "reset_password");
    const link = tokenLink(deps.config.appUrl, "reset-password", user.id, token);
    return { to: user.email, ...resetPasswordMail({ username: user.username, link }) };
  });
}

/** One use, one hour; every open session of the account ends. */
export async function resetPassword(deps: Deps, input: { uid: number; token: string; newPassword: string }) {
  const passwordHash = await hashPassword(input.newPassword);
  const ok = await deps.db.transaction(async (tx) => {
    if (
      !(await consumeOneTimeToken(tx, { userId: input.uid, purpose: "reset_password", token: input.token }))
    )
      return false;
    await updateUser(tx, input.uid, { passwordHash });
    await deleteUserAuthSessions(tx, input.uid);
    return true;
  });
  if (!ok) throw badRequest(authMessages.resetInvalid);
  const user = await findUserById(deps.db, input.uid);
  if (user)
    deps.mailer.send({
      to: user.email,
      ...passwordChangedMail({ username: user.username, appUrl: deps.config.appUrl }),
    });
}
