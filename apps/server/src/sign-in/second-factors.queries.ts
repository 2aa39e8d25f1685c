import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { passkeys, recoveryCodes, userTotp } from "../db/schema/index.js";

export type SecondFactor = "totp" | "recovery" | "passkey";

/**
 * The factors a member has set up, in one statement: a confirmed authenticator (and then its unused
 * recovery codes) and passkeys. Empty: the password alone signs in.
 */
export async function secondFactorsOf(db: Db, userId: number): Promise<SecondFactor[]> {
  const [row] = await db
    .select({
      totp: sql<boolean>`exists (select 1 from ${userTotp} where ${and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt))})`,
      recovery: sql<boolean>`exists (select 1 from ${recoveryCodes} where ${and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))})`,
      passkey: sql<boolean>`exists (select 1 from ${passkeys} where ${eq(passkeys.userId, userId)})`,
    })
    .from(sql`(select 1) as one`);
  const factors: SecondFactor[] = [];
  if (row?.totp) factors.push("totp");
  if (row?.totp && row.recovery) factors.push("recovery");
  if (row?.passkey) factors.push("passkey");
  return factors;
}
