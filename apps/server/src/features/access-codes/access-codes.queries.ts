import type { AccessCode, Athlete, GrantScope } from "@topset/shared";
import { and, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { accessCodes, users } from "../../db/schema/index.js";
import { hashToken, randomToken } from "../../lib/tokens.js";

const DAY = 86_400_000;

/** `tsc_` (Topset coach) makes a code recognisable, like the `tsk_` of API keys. */
const CODE_MARK = "tsc_";

type Actor = { id: number; role: string };

/**
 * The ONE rule for reading a member's training (docs/decisions/033-coach-access.md): the member,
 * an admin (a cookie login; an API key always acts as a member), or a coach holding a live grant
 * from an active member. Looked up on every call, never cached, so a revocation counts at the next
 * request.
 */
export async function canRead(db: Db, actor: Actor, ownerId: number): Promise<boolean> {
  if (actor.id === ownerId || actor.role === "admin") return true;
  return isCoachOf(db, { coachId: actor.id, athleteId: ownerId });
}

/** Whether `coachId` holds a live grant from `athleteId` (redeemed, not revoked, the athlete active). */
export async function isCoachOf(db: Db, where: { coachId: number; athleteId: number }): Promise<boolean> {
  return (await grantScope(db, where)) !== null;
}

/**
 * The scope of the live grant `coachId` holds from `athleteId`, or null without one
 * (docs/decisions/045-coach-workspace.md). Like `canRead`, asked on every request and never cached.
 */
export async function grantScope(
  db: Db,
  where: { coachId: number; athleteId: number },
): Promise<GrantScope | null> {
  const [row] = await db
    .select({ scope: accessCodes.scope })
    .from(accessCodes)
    .innerJoin(users, eq(users.id, accessCodes.userId))
    .where(
      and(
        eq(accessCodes.redeemedBy, where.coachId),
        eq(accessCodes.userId, where.athleteId),
        isNull(accessCodes.revokedAt),
        eq(users.deleted, false),
      ),
    )
    .limit(1);
  return row?.scope ?? null;
}

/** Whether `coachId` may write programs for and comment with `athleteId`: a live grant of scope `coach`. */
export async function canCoach(db: Db, where: { coachId: number; athleteId: number }): Promise<boolean> {
  return (await grantScope(db, where)) === "coach";
}

export async function insertAccessCode(
  db: Db,
  values: { userId: number; label: string | null; days: number; scope: GrantScope },
) {
  const code = `${CODE_MARK}${randomToken(32)}`;
  const [row] = await db
    .insert(accessCodes)
    .values({
      userId: values.userId,
      label: values.label,
      scope: values.scope,
      codeHash: hashToken(code),
      expiresAt: new Date(Date.now() + values.days * DAY),
    })
    .returning();
  if (!row) throw new Error("access code insert returned no row");
  return { row, code };
}

const coaches = alias(users, "coaches");

/** The member's codes and the grants they became, newest first; the codes themselves are not kept. */
export async function listAccessCodes(db: Db, userId: number): Promise<AccessCode[]> {
  const rows = await db
    .select({ code: accessCodes, coach: { id: coaches.id, username: coaches.username } })
    .from(accessCodes)
    .leftJoin(coaches, eq(coaches.id, accessCodes.redeemedBy))
    .where(eq(accessCodes.userId, userId))
    .orderBy(desc(accessCodes.createdAt), desc(accessCodes.id));
  const now = Date.now();
  return rows.map(({ code, coach }) => ({
    id: code.id,
    label: code.label,
    created_at: code.createdAt.toISOString(),
    expires_at: code.expiresAt.toISOString(),
    state: code.revokedAt
      ? "revoked"
      : code.redeemedBy
        ? "active"
        : code.expiresAt.getTime() <= now
          ? "expired"
          : "unused",
    redeemed_by: coach?.id != null ? { id: coach.id, username: coach.username } : null,
    redeemed_at: code.redeemedAt?.toISOString() ?? null,
    revoked_at: code.revokedAt?.toISOString() ?? null,
    scope: code.scope,
  }));
}

/** The coach ends their own grant from `athleteId` (either side may end it); undefined without a live one. */
export async function leaveAthlete(db: Db, where: { coachId: number; athleteId: number }) {
  const [row] = await db
    .update(accessCodes)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(accessCodes.redeemedBy, where.coachId),
        eq(accessCodes.userId, where.athleteId),
        isNull(accessCodes.revokedAt),
      ),
    )
    .returning({ id: accessCodes.id });
  return row;
}

/** Revokes a code of `userId` and the grant it became, if any; undefined when it is not theirs. */
export async function revokeAccessCode(db: Db, where: { id: number; userId: number }) {
  const [row] = await db
    .update(accessCodes)
    .set({ revokedAt: sql`coalesce(${accessCodes.revokedAt}, now())` })
    .where(and(eq(accessCodes.id, where.id), eq(accessCodes.userId, where.userId)))
    .returning({ id: accessCodes.id, coachId: accessCodes.redeemedBy });
  return row;
}

export type Redeemed = { athleteId: number; grantId: number } | "invalid" | "own" | "already";

/**
 * Turns a code into a grant for `coachId`, once: the row is locked, so two members racing with one
 * code cannot both win. Wrong, used, expired, revoked codes and disabled athletes all read "invalid".
 */
export function redeemAccessCode(db: Db, where: { code: string; coachId: number }): Promise<Redeemed> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ code: accessCodes, athleteActive: sql<boolean>`not ${users.deleted}` })
      .from(accessCodes)
      .innerJoin(users, eq(users.id, accessCodes.userId))
      .where(eq(accessCodes.codeHash, hashToken(where.code)))
      .for("update", { of: accessCodes });
    const code = found?.code;
    if (!code || !found.athleteActive || code.redeemedBy !== null || code.revokedAt !== null)
      return "invalid";
    if (code.expiresAt.getTime() <= Date.now()) return "invalid";
    if (code.userId === where.coachId) return "own";
    if (await isCoachOf(tx, { coachId: where.coachId, athleteId: code.userId })) return "already";
    await tx
      .update(accessCodes)
      .set({ redeemedBy: where.coachId, redeemedAt: new Date() })
      .where(eq(accessCodes.id, code.id));
    return { athleteId: code.userId, grantId: code.id };
  });
}

/** The coach's athletes: one row per live grant from an active member, oldest grant first. */
export async function listAthletes(db: Db, coachId: number): Promise<Athlete[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      grantId: accessCodes.id,
      since: accessCodes.redeemedAt,
      scope: accessCodes.scope,
    })
    .from(accessCodes)
    .innerJoin(users, eq(users.id, accessCodes.userId))
    .where(
      and(
        eq(accessCodes.redeemedBy, coachId),
        isNotNull(accessCodes.redeemedAt),
        isNull(accessCodes.revokedAt),
        eq(users.deleted, false),
        ne(accessCodes.userId, coachId),
      ),
    )
    .orderBy(accessCodes.redeemedAt, accessCodes.id);
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    grant_id: r.grantId,
    since: (r.since ?? new Date(0)).toISOString(),
    scope: r.scope,
  }));
}
