import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { authChallenges, type ChallengePurpose } from "../db/schema/index.js";
import { hashToken, randomToken } from "../lib/tokens.js";

const MINUTE = 60_000;

/** How long each sign-in step waits for its answer (an OIDC round trip includes the provider's screens). */
export const challengeLifetimeMs: Record<ChallengePurpose, number> = {
  "second-factor": 5 * MINUTE,
  "passkey-login": 5 * MINUTE,
  "passkey-register": 5 * MINUTE,
  oidc: 10 * MINUTE,
};

/** Wrong answers one step survives; the next wrong one ends it and the sign-in starts over. */
export const MAX_CHALLENGE_FAILURES = 5;

export type Challenge = typeof authChallenges.$inferSelect;

/** A new step; the token goes to the client, the table keeps only its SHA-256. */
export async function issueChallenge(
  db: Db,
  input: { purpose: ChallengePurpose; userId?: number; remember?: boolean; data?: Record<string, string> },
): Promise<string> {
  const token = randomToken();
  await db.insert(authChallenges).values({
    tokenHash: hashToken(token),
    purpose: input.purpose,
    userId: input.userId ?? null,
    remember: input.remember ?? false,
    data: input.data ?? {},
    expiresAt: new Date(Date.now() + challengeLifetimeMs[input.purpose]),
  });
  return token;
}

/** The live step behind a token (unexpired, not worn out by wrong answers), or undefined. */
export async function findChallenge(
  db: Db,
  token: string,
  purpose: ChallengePurpose,
): Promise<Challenge | undefined> {
  if (token.length > 100) return undefined;
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.tokenHash, hashToken(token)),
        eq(authChallenges.purpose, purpose),
        gt(authChallenges.expiresAt, new Date()),
        lt(authChallenges.failures, MAX_CHALLENGE_FAILURES),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Ends the step and reports whether this call did: one DELETE decides, so two concurrent answers to
 * the same step cannot both open a session, and a step that expired or ran out of tries since it was
 * read cannot be finished.
 */
export async function consumeChallenge(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.id, id),
        gt(authChallenges.expiresAt, new Date()),
        lt(authChallenges.failures, MAX_CHALLENGE_FAILURES),
      ),
    )
    .returning({ id: authChallenges.id });
  return rows.length === 1;
}

/** A wrong answer: counted, and the step is gone once it reaches MAX_CHALLENGE_FAILURES. */
export async function countChallengeFailure(db: Db, id: number): Promise<void> {
  const [row] = await db
    .update(authChallenges)
    .set({ failures: sql`${authChallenges.failures} + 1` })
    .where(eq(authChallenges.id, id))
    .returning({ failures: authChallenges.failures });
  if (row && row.failures >= MAX_CHALLENGE_FAILURES) {
    await db.delete(authChallenges).where(eq(authChallenges.id, id));
  }
}

/** Steps nobody finished (run with the other periodic clean-ups). */
export async function deleteExpiredChallenges(db: Db): Promise<void> {
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date()));
}
