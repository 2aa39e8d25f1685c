import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.js";
import type { AppDeps } from "../../deps.js";
import { isUniqueViolation } from "../../lib/db-errors.js";
import { badRequest, notFound } from "../../lib/http-errors.js";
import { hashPassword } from "../../lib/passwords.js";
import { tokenLink } from "../../mail/links.js";
import { accountCreatedMail, resetPasswordMail } from "../../mail/templates.js";
import { issueOneTimeToken } from "../../sign-in/one-time-tokens.queries.js";
import { seedDefaultExercises } from "../exercises/default-exercises.queries.js";
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  type UserRow,
} from "../users/users.queries.js";

type Deps = Pick<AppDeps, "config" | "mailer"> & { db: Db };

const taken = (path: "username" | "email", msg: string) => badRequest(msg, [{ msg, path }]);

/** The reset-password page of the auth feature, with a fresh one-hour token. */
async function setPasswordLink(deps: Deps, userId: number) {
  const token = await issueOneTimeToken(deps.db, userId, "reset_password");
  return tokenLink(deps.config.appUrl, "reset-password", userId, token);
}

/**
 * An account added by an admin: verified (the admin vouches for the address, and choosing the
 * password through the mailed link proves it anyway) with a random password nobody knows, so the
 * only way in is the link. Its default exercises are seeded as a verified signup's are.
 */
export async function createUserByAdmin(
  deps: Deps,
  input: { username: string; email: string; role: "user" | "admin" },
): Promise<UserRow> {
  if (await findUserByEmail(deps.db, input.email)) throw taken("email", "Email is already registered!");
  if (await findUserByUsername(deps.db, input.username))
    throw taken("username", "Username is already taken!");
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  let user: UserRow;
  try {
    user = await deps.db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        username: input.username,
        email: input.email,
        role: input.role,
        passwordHash,
        verified: true,
        verifiedAt: new Date(),
      });
      await seedDefaultExercises(tx, row.id);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err, "users_email_unique")) throw taken("email", "Email is already registered!");
    if (isUniqueViolation(err)) throw taken("username", "Username is already taken!");
    throw err;
  }
  const link = await setPasswordLink(deps, user.id);
  deps.mailer.send({ to: user.email, ...accountCreatedMail({ username: user.username, link }) });
  return user;
}

/** The admin's "Send reset password email": the same mail and link as forgot-password. */
export async function sendResetByAdmin(deps: Deps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound("User");
  if (user.deleted)
    throw badRequest("This account is disabled. Re-activate it before resetting its password.");
  const link = await setPasswordLink(deps, user.id);
  deps.mailer.send({ to: user.email, ...resetPasswordMail({ username: user.username, link }) });
  return user;
}
