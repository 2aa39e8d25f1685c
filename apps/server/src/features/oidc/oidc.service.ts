import { emailSchema, type SsoErrorCode } from "@topset/shared";
import type { Db } from "../../db/client.js";
import { hashPassword } from "../../lib/passwords.js";
import { randomToken } from "../../lib/tokens.js";
import { deleteUserAuthSessions } from "../../sign-in/auth-sessions.queries.js";
import { seedDefaultExercises } from "../exercises/default-exercises.queries.js";
import { secondFactorsOf } from "../../sign-in/second-factors.queries.js";
import {
  findUserByEmail,
  findUserByUsername,
  insertUserIfNew,
  updateUser,
  type UserRow,
} from "../users/users.queries.js";
import type { OidcClaims } from "./oidc-client.js";
import { findLinkedUser, insertIdentity, touchIdentity } from "./oidc.queries.js";
import { baseUsername, isValidUsername, numberedUsername } from "./oidc-username.js";

export type OidcOutcome = { user: UserRow; created: boolean } | { refused: SsoErrorCode };

/** A parallel sign-in of the same person took a username, an e-mail or the link first: start over. */
class RaceLost extends Error {}
const ATTEMPTS = 3;

/**
 * A real argon2 hash of a secret nobody holds: the account has no password until its owner sets one
 * through "forgot password" (refused while OIDC_ONLY is on).
 */
const unusablePasswordHash = () => hashPassword(randomToken(32));

/**
 * Who the provider's answer signs in (decision 049): the account already linked to this subject;
 * else the account with the same e-mail, only when the provider says it verified that address (then
 * linked); else, with a verified address, a new verified account. Never an account on an unverified
 * address, never a disabled one.
 */
export async function resolveOidcMember(db: Db, claims: OidcClaims): Promise<OidcOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await resolveOnce(db, claims, attempt > 1);
    } catch (err) {
      if (!(err instanceof RaceLost) || attempt >= ATTEMPTS) throw err;
    }
  }
}

async function resolveOnce(db: Db, claims: OidcClaims, numbered: boolean): Promise<OidcOutcome> {
  const linked = await findLinkedUser(db, claims.iss, claims.sub);
  if (linked) {
    if (linked.user.deleted) return { refused: "disabled" };
    await touchIdentity(db, linked.identityId);
    return { user: linked.user, created: false };
  }
  const parsedEmail = emailSchema.safeParse(claims.email);
  if (!parsedEmail.success) return { refused: "no_email" };
  if (!claims.emailVerified) return { refused: "unverified" };
  const email = parsedEmail.data;
  const link = { issuer: claims.iss, subject: claims.sub, email };

  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.deleted) return { refused: "disabled" };
    // A mailbox alone is not a second factor (decision 047): an account that set one up, or an admin's,
    // is never linked on the provider's word; its owner signs in with the password and factor.
    if (existing.role === "admin" || (await secondFactorsOf(db, existing.id)).length > 0) {
      return { refused: "protected" };
    }
    const passwordHash = existing.verified ? undefined : await unusablePasswordHash();
    await db.transaction(async (tx) => {
      if (!(await insertIdentity(tx, { ...link, userId: existing.id }))) throw new RaceLost();
      if (passwordHash) await takeOverUnverified(tx, existing.id, passwordHash);
    });
    return { user: { ...existing, verified: true }, created: false };
  }

  const username = await freeUsername(db, claims, numbered);
  const passwordHash = await unusablePasswordHash();
  const user = await db.transaction(async (tx) => {
    const now = new Date();
    const row = await insertUserIfNew(tx, { username, email, passwordHash, verified: true, verifiedAt: now });
    // NOTE: the e-mail or the username was taken between the look-ups and here; the next attempt sees it.
    if (!row) throw new RaceLost();
    if (!(await insertIdentity(tx, { ...link, userId: row.id }))) throw new RaceLost();
    await seedDefaultExercises(tx, row.id);
    return row;
  });
  return { user, created: true };
}

/**
 * An unverified account on the address the provider has just proved: whoever signed it up never proved
 * the mailbox and may not be its owner (a pre-registered account), so the password they chose stops
 * working and their sessions end; the account is verified and gets the default exercises verifyEmail
 * would have given it.
 */
async function takeOverUnverified(tx: Db, userId: number, passwordHash: string) {
  await updateUser(tx, userId, { verified: true, verifiedAt: new Date(), passwordHash });
  await deleteUserAuthSessions(tx, userId);
  await seedDefaultExercises(tx, userId);
}

async function freeUsername(db: Db, claims: OidcClaims, numbered: boolean): Promise<string> {
  const base = baseUsername(claims);
  let candidate = numbered ? numberedUsername(base) : base;
  for (let tries = 0; tries < 5 && (await findUserByUsername(db, candidate)); tries += 1) {
    candidate = numberedUsername(base);
  }
  if (!isValidUsername(candidate)) throw new Error(`derived an invalid username: ${candidate}`);
  return candidate;
}
