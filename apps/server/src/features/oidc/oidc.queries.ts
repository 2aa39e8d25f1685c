import { and, desc, eq } from "drizzle-orm";
import type { OidcIdentity } from "@topset/shared";
import type { Db } from "../../db/client.js";
import { oidcIdentities, users } from "../../db/schema/index.js";

type IdentityRow = typeof oidcIdentities.$inferSelect;

/** The wire shape: the provider's subject stays on the server (it is an identifier, not the member's). */
export function toOidcIdentity(row: IdentityRow): OidcIdentity {
  return {
    id: row.id,
    issuer: row.issuer,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** The account linked to a provider's subject, with the link's id (unique index on issuer, subject). */
export async function findLinkedUser(db: Db, issuer: string, subject: string) {
  const [row] = await db
    .select({ identityId: oidcIdentities.id, user: users })
    .from(oidcIdentities)
    .innerJoin(users, eq(users.id, oidcIdentities.userId))
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
    .limit(1);
  return row;
}

/** Links the subject to the account; false when the subject was linked meanwhile (a parallel callback). */
export async function insertIdentity(
  db: Db,
  values: { userId: number; issuer: string; subject: string; email: string },
): Promise<boolean> {
  const rows = await db
    .insert(oidcIdentities)
    .values({ ...values, lastLoginAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: oidcIdentities.id });
  return rows.length === 1;
}

export async function touchIdentity(db: Db, id: number): Promise<void> {
  await db.update(oidcIdentities).set({ lastLoginAt: new Date() }).where(eq(oidcIdentities.id, id));
}

/** The member's links, newest first (index oidc_identities_user_idx). */
export function listIdentities(db: Db, userId: number) {
  return db
    .select()
    .from(oidcIdentities)
    .where(eq(oidcIdentities.userId, userId))
    .orderBy(desc(oidcIdentities.createdAt), desc(oidcIdentities.id));
}

/** Removes one of `userId`'s links (the ownership check is in the query); false when there was none. */
export async function deleteIdentity(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(oidcIdentities)
    .where(and(eq(oidcIdentities.id, id), eq(oidcIdentities.userId, userId)))
    .returning({ id: oidcIdentities.id });
  return rows.length > 0;
}
