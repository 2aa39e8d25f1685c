import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { appSettings, passkeys, recoveryCodes, userTotp } from "../../db/schema/index.js";

export type TotpRow = typeof userTotp.$inferSelect;

export async function findTotp(db: Db, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row;
}

/**
 * A new, unconfirmed seed for the member; it replaces an earlier unconfirmed one. Undefined when the
 * member has a confirmed authenticator: the WHERE of the upsert keeps it, so a stolen session cannot
 * swap the working authenticator for its own by starting an enrolment.
 */
export async function upsertPendingTotp(db: Db, userId: number, secretSealed: string) {
  const [row] = await db
    .insert(userTotp)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretSealed, confirmedAt: null, lastStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return row;
}

/** The first code proved the app holds the seed; false when it was confirmed already (a double submit). */
export async function confirmTotp(
  db: Db,
  userId: number,
  step: number,
  secretSealed: string,
): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ confirmedAt: sql`now()`, lastStep: step })
    // The seed the code was checked against: a new enrolment started meanwhile is not confirmed by it.
    .where(
      and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt), eq(userTotp.secretSealed, secretSealed)),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/**
 * Takes a confirmed authenticator's 30-second step; false when that step (or a later one) was already
 * taken. One guarded UPDATE, so two requests with the same code cannot both pass (RFC 6238 §5.2).
 */
export async function takeTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        isNotNull(userTotp.confirmedAt),
        or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/** The authenticator and its recovery codes; false when there was no authenticator. */
export async function deleteTotpAndCodes(db: Db, userId: number): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const rows = await db
    .delete(userTotp)
    .where(eq(userTotp.userId, userId))
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/** Every passkey of the member (the admins' recovery path); how many went. */
export async function deleteAllPasskeys(db: Db, userId: number): Promise<number> {
  const rows = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return rows.length;
}

/** Earlier codes are void: the new set replaces them (call inside the caller's transaction). */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused code used; false when it is unknown or was used already (one guarded UPDATE). */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** What GET /two-factor shows, in one statement (each part reads an index that starts with user_id). */
export async function twoFactorSummary(db: Db, userId: number) {
  const [row] = await db
    .select({
      confirmedAt: sql<
        Date | string | null
      >`(select ${userTotp.confirmedAt} from ${userTotp} where ${eq(userTotp.userId, userId)})`,
      codesLeft: sql<number>`(select count(*)::int from ${recoveryCodes} where ${and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))})`,
      passkeys: sql<number>`(select count(*)::int from ${passkeys} where ${eq(passkeys.userId, userId)})`,
    })
    .from(sql`(select 1) as one`);
  const confirmedAt = row?.confirmedAt == null ? null : new Date(row.confirmedAt);
  return { confirmedAt, codesLeft: Number(row?.codesLeft ?? 0), passkeys: Number(row?.passkeys ?? 0) };
}

// ---- operator settings (app_settings) ----------------------------------------------------------

export const REQUIRE_ADMIN_2FA = "require_admin_2fa";

export async function readRequireAdmin2fa(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REQUIRE_ADMIN_2FA))
    .limit(1);
  return row?.value === true;
}

export async function writeRequireAdmin2fa(db: Db, value: boolean): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: REQUIRE_ADMIN_2FA, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}
