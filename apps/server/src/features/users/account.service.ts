import type { AdminUpdateUser, UpdateAccountInfo, UpdatePersonalInfo } from "@topset/shared";
import type { Db } from "../../db/client.js";
import type { AppDeps } from "../../deps.js";
import { isUniqueViolation } from "../../lib/db-errors.js";
import { badRequest, notFound } from "../../lib/http-errors.js";
import { hashPassword, verifyPassword } from "../../lib/passwords.js";
import { tokenLink } from "../../mail/links.js";
import { emailChangedMail, passwordChangedMail, verifyEmailMail } from "../../mail/templates.js";
import { deleteUserAuthSessions } from "../../sign-in/auth-sessions.queries.js";
import { issueOneTimeToken } from "../../sign-in/one-time-tokens.queries.js";
import { refreshPersonalChart } from "../insights/insights.service.js";
import {
  findUserById,
  lockUser,
  moveChangelogEmail,
  updateUserReturning,
  usernameTakenByOther,
  type UserChanges,
  type UserRow,
} from "./users.queries.js";

type Deps = Pick<AppDeps, "config" | "mailer"> & { db: Db };
type Personal = UpdatePersonalInfo;
type Account = UpdateAccountInfo;
type AdminChanges = AdminUpdateUser;

const USERNAME_TAKEN = "Username is already taken!";
const EMAIL_TAKEN = "This e-mail address cannot be used. Please choose another one.";
const WRONG_PASSWORD = "The current password is wrong!";
const PASSWORD_FOR_EMAIL = "Please enter your current password to change your e-mail";
const WRONG_DELETE_PASSWORD = "The password is wrong!";
const PASSWORD_FOR_DELETE = "Please enter your password to delete your account";

const currentPasswordError = (msg: string) => badRequest(msg, [{ msg, path: "current_password" }]);

const usernameTaken = () => badRequest(USERNAME_TAKEN, [{ msg: USERNAME_TAKEN, path: "username" }]);
const emailTaken = () => badRequest(EMAIL_TAKEN, [{ msg: EMAIL_TAKEN, path: "email" }]);

async function existing(db: Db, id: number): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw notFound("User");
  return row;
}

/** Names, bio, birth date, weight, time zone and e1RM method; `undefined` leaves a field alone, `null` clears it. */
export async function updatePersonalInfo(db: Db, id: number, input: Personal): Promise<UserRow> {
  const before = await existing(db, id);
  const values: UserChanges = {
    firstName: input.first_name,
    lastName: input.last_name,
    bio: input.bio,
    birthDate: input.birth_date,
    weight: input.weight,
    weightUnit: input.weight_unit,
    timezone: input.timezone,
    e1rmMethod: input.e1rm_method,
  };
  // A body of only unknown fields (role, verified...) is stripped to nothing: nothing to write.
  if (Object.values(values).every((v) => v === undefined)) return before;
  if (input.e1rm_method !== "personal") return updateUserReturning(db, id, values);
  // Choosing the personal chart fits it at once, so the first figures in that method are already on
  // the member's own chart (later sessions refit it in the background); one transaction, so a fit that
  // fails leaves the method as it was.
  return db.transaction(async (tx) => {
    const row = await updateUserReturning(tx, id, values);
    return { ...row, personalRpeChart: await refreshPersonalChart(tx, id) };
  });
}

/**
 * Username, e-mail and password. A new e-mail makes the account unverified and gets a verification
 * link (the current session stays; the next login needs the link). A new password needs the current
 * one and ends every other session of the account. A new e-mail needs the current password too when
 * the owner asks (a stolen session must not move the account's recovery address); an admin editing
 * another account has no password for it, so their e-mail change goes through as before.
 */
export async function updateAccountInfo(
  deps: Deps,
  input: { id: number; byOwner: boolean; currentSessionId: number | null; changes: Account },
): Promise<UserRow> {
  const { changes } = input;
  const before = await existing(deps.db, input.id);
  const usernameChanged = changes.username !== undefined && changes.username !== before.username;
  const emailChanged = changes.email !== undefined && changes.email !== before.email;
  // Only the server knows whether the address really changed, so this check lives here, not in zod.
  if (emailChanged && input.byOwner && (changes.current_password ?? "") === "") {
    throw currentPasswordError(PASSWORD_FOR_EMAIL);
  }
  if (changes.password !== undefined || (emailChanged && input.byOwner)) {
    if (!(await verifyPassword(before.passwordHash, changes.current_password ?? ""))) {
      throw currentPasswordError(WRONG_PASSWORD);
    }
  }
  if (usernameChanged && (await usernameTakenByOther(deps.db, changes.username!, input.id))) {
    throw usernameTaken();
  }
  const passwordHash = changes.password !== undefined ? await hashPassword(changes.password) : undefined;

  let row: UserRow;
  let verifyToken: string | undefined;
  try {
    ({ row, verifyToken } = await deps.db.transaction(async (tx) => {
      const values: UserChanges = {};
      if (usernameChanged) values.username = changes.username;
      if (emailChanged) Object.assign(values, { email: changes.email, verified: false, verifiedAt: null });
      if (passwordHash) values.passwordHash = passwordHash;
      // Nothing changed (an empty or same-value body): drizzle refuses an empty SET, so keep the row.
      const updated =
        Object.keys(values).length === 0 ? before : await updateUserReturning(tx, input.id, values);
      if (passwordHash) await deleteUserAuthSessions(tx, input.id, input.currentSessionId);
      if (emailChanged) await moveChangelogEmail(tx, input.id, changes.email!);
      const token = emailChanged ? await issueOneTimeToken(tx, input.id, "verify_email") : undefined;
      return { row: updated, verifyToken: token };
    }));
  } catch (err) {
    if (isUniqueViolation(err, "users_email_unique")) throw emailTaken();
    if (isUniqueViolation(err, "users_username_lower_unique")) throw usernameTaken();
    throw err;
  }

  if (verifyToken) {
    const link = tokenLink(deps.config.appUrl, "verify-email", row.id, verifyToken);
    deps.mailer.send({ to: row.email, ...verifyEmailMail({ username: row.username, link }) });
  }
  if (emailChanged) {
    // The old address hears of it: a stolen session must not move the account away unnoticed.
    deps.mailer.send({
      to: before.email,
      ...emailChangedMail({ username: row.username, appUrl: deps.config.appUrl }),
    });
  }
  if (passwordHash) {
    deps.mailer.send({
      to: row.email,
      ...passwordChangedMail({ username: row.username, appUrl: deps.config.appUrl }),
    });
  }
  return row;
}

/** The owner's deletion needs the password again: a session left open must not erase the account. */
export async function assertDeletePassword(
  db: Db,
  id: number,
  password: string | undefined,
  missing: string = PASSWORD_FOR_DELETE,
) {
  if (!password) throw badRequest(missing, [{ msg: missing, path: "password" }]);
  const row = await existing(db, id);
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw badRequest(WRONG_DELETE_PASSWORD, [{ msg: WRONG_DELETE_PASSWORD, path: "password" }]);
  }
}

export type AdminEditResult = { row: UserRow; changes: Record<string, unknown> };

/**
 * An admin's edit of an account: only fields whose value differs are written. `deleted: true`
 * disables the account in place (its sessions end, its data stays); `deleted: false` re-activates it.
 */
export async function adminUpdateUser(
  db: Db,
  input: { adminId: number; targetId: number; changes: AdminChanges },
): Promise<AdminEditResult> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, input.targetId);
    if (!before) throw notFound("User");
    const wanted = {
      firstName: input.changes.first_name,
      lastName: input.changes.last_name,
      bio: input.changes.bio,
      verified: input.changes.verified,
      deleted: input.changes.deleted,
      role: input.changes.role,
    };
    const changes: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(wanted)) {
      if (value !== undefined && value !== before[key as keyof typeof wanted]) changes[key] = value;
    }
    if (input.adminId === input.targetId && (changes.deleted === true || changes.role === "user")) {
      throw badRequest("You cannot disable or demote your own account.");
    }
    if (Object.keys(changes).length === 0) return { row: before, changes };
    if (changes.verified === true) changes.verifiedAt = new Date();
    const row = await updateUserReturning(tx, input.targetId, changes);
    if (changes.deleted === true) await deleteUserAuthSessions(tx, input.targetId);
    return { row, changes };
  });
}
