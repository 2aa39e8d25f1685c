import type { AdminUpdateUser, UpdateAccountInfo, UpdatePersonalInfo } from "@topset/shared";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { authSessions, users } from "../../db/schema/index.js";
import type { AppDeps } from "../../deps.js";
import { isUniqueViolation } from "../../lib/db-errors.js";
import { badRequest, notFound } from "../../lib/http-errors.js";
import { hashPassword, verifyPassword } from "../../lib/passwords.js";
import { passwordChangedMail, verifyEmailMail } from "../../mail/templates.js";
import { deleteUserAuthSessions } from "../auth/auth-sessions.queries.js";
import { issueOneTimeToken } from "../auth/one-time-tokens.queries.js";
import { findUserById, lockUser, usernameTakenByOther, type UserRow } from "./users.queries.js";

type Deps = Pick<AppDeps, "config" | "mailer"> & { db: Db };
type Personal = UpdatePersonalInfo;
type Account = UpdateAccountInfo;
type AdminChanges = AdminUpdateUser;

const USERNAME_TAKEN = "Username is already taken!";
const EMAIL_TAKEN = "This e-mail address cannot be used. Please choose another one.";
const WRONG_PASSWORD = "The current password is wrong!";

const usernameTaken = () => badRequest(USERNAME_TAKEN, [{ msg: USERNAME_TAKEN, path: "username" }]);
const emailTaken = () => badRequest(EMAIL_TAKEN, [{ msg: EMAIL_TAKEN, path: "email" }]);

async function existing(db: Db, id: number): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw notFound("User");
  return row;
}

/** Names, bio, birth date and weight; `undefined` leaves a field alone, `null` clears it. */
export async function updatePersonalInfo(db: Db, id: number, input: Personal): Promise<UserRow> {
  await existing(db, id);
  const values: Partial<typeof users.$inferInsert> = {
    firstName: input.first_name,
    lastName: input.last_name,
    bio: input.bio,
    birthDate: input.birth_date,
    weight: input.weight,
    weightUnit: input.weight_unit,
  };
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

/**
 * Username, e-mail and password. A new e-mail makes the account unverified and gets a verification
 * link (the current session stays; the next login needs the link). A new password needs the current
 * one and ends every other session of the account.
 */
export async function updateAccountInfo(
  deps: Deps,
  input: { id: number; currentSessionId: number | null; changes: Account },
): Promise<UserRow> {
  const { changes } = input;
  const before = await existing(deps.db, input.id);
  if (changes.password !== undefined) {
    if (!(await verifyPassword(before.passwordHash, changes.current_password ?? ""))) {
      throw badRequest(WRONG_PASSWORD, [{ msg: WRONG_PASSWORD, path: "current_password" }]);
    }
  }
  const usernameChanged = changes.username !== undefined && changes.username !== before.username;
  const emailChanged = changes.email !== undefined && changes.email !== before.email;
  if (usernameChanged && (await usernameTakenByOther(deps.db, changes.username!, input.id))) {
    throw usernameTaken();
  }
  const passwordHash = changes.password !== undefined ? await hashPassword(changes.password) : undefined;

  let row: UserRow;
  let verifyToken: string | undefined;
  try {
    ({ row, verifyToken } = await deps.db.transaction(async (tx) => {
      const values: Partial<typeof users.$inferInsert> = {};
      if (usernameChanged) values.username = changes.username;
      if (emailChanged) Object.assign(values, { email: changes.email, verified: false, verifiedAt: null });
      if (passwordHash) values.passwordHash = passwordHash;
      // An empty set still bumps updated_at, which is harmless and keeps one code path.
      const [updated] = await tx.update(users).set(values).where(eq(users.id, input.id)).returning();
      if (passwordHash) {
        const others = input.currentSessionId
          ? and(eq(authSessions.userId, input.id), ne(authSessions.id, input.currentSessionId))
          : eq(authSessions.userId, input.id);
        await tx.delete(authSessions).where(others);
      }
      const token = emailChanged ? await issueOneTimeToken(tx, input.id, "verify_email") : undefined;
      return { row: updated!, verifyToken: token };
    }));
  } catch (err) {
    if (isUniqueViolation(err, "users_email_unique")) throw emailTaken();
    if (isUniqueViolation(err, "users_username_lower_unique")) throw usernameTaken();
    throw err;
  }

  if (verifyToken) {
    const link = `${deps.config.appUrl}/verify-email/${row.id}?token=${encodeURIComponent(verifyToken)}`;
    deps.mailer.send({ to: row.email, ...verifyEmailMail({ username: row.username, link }) });
  }
  if (passwordHash) {
    deps.mailer.send({
      to: row.email,
      ...passwordChangedMail({ username: row.username, appUrl: deps.config.appUrl }),
    });
  }
  return row;
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
    const [row] = await tx.update(users).set(changes).where(eq(users.id, input.targetId)).returning();
    if (changes.deleted === true) await deleteUserAuthSessions(tx, input.targetId);
    return { row: row!, changes };
  });
}
