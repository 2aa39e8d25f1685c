import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { oneTimeTokens, type TokenPurpose } from "../db/schema/index.js";
import { hashToken, randomToken } from "../lib/tokens.js";

export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
};

/** Issues a fresh token for a purpose; earlier unused ones of the same purpose stop working. */
export async function issueOneTimeToken(db: Db, userId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomToken();
  await db
    .delete(oneTimeTokens)
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + tokenLifetimeMs[purpose]),
  });
  return token;
}

/**
 * Marks the token used and reports whether it was valid. A single UPDATE decides, so two concurrent
 * uses of one link cannot both succeed.
 */
export async function consumeOneTimeToken(
  db: Db,
  input: { userId: number; purpose: TokenPurpose; token: string },
): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(input.token)),
        eq(oneTimeTokens.userId, input.userId),
        eq(oneTimeTokens.purpose, input.purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}
