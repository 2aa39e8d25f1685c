import { authenticatorTransports, type Passkey } from "@topset/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { passkeys } from "../../db/schema/index.js";

export type PasskeyRow = typeof passkeys.$inferSelect;
type Transport = (typeof authenticatorTransports)[number];

const isTransport = (value: string): value is Transport =>
  (authenticatorTransports as readonly string[]).includes(value);

/** Only the transports WebAuthn names: the browser's list is stored as a hint, and answered back as such. */
export const knownTransports = (values: readonly string[] | undefined): Transport[] =>
  [...new Set(values ?? [])].filter(isTransport);

/** The wire shape: no credential id, no public key, no counter. */
export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    device_type: row.deviceType,
    backed_up: row.backedUp,
    transports: knownTransports(row.transports),
  };
}

export function listPasskeys(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

/** The member's credentials as a ceremony names them (excludeCredentials, allowCredentials). */
export async function listCredentialDescriptors(db: Db, userId: number) {
  const rows = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(passkeys.id);
  return rows.map((row) => ({ id: row.id, transports: knownTransports(row.transports) }));
}

export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** Undefined when the credential is already registered (to this member or another). */
export async function insertPasskey(
  db: Db,
  values: typeof passkeys.$inferInsert,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
  return row;
}

/** The credential an assertion names, whoever owns it (the unique index on credential_id). */
export async function findPasskeyByCredentialId(db: Db, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
}

export async function renamePasskey(db: Db, input: { id: number; userId: number; name: string }) {
  const [row] = await db
    .update(passkeys)
    .set({ name: input.name })
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, input.userId)))
    .returning();
  return row;
}

export async function deletePasskey(db: Db, input: { id: number; userId: number }) {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, input.userId)))
    .returning();
  return row;
}

/** After an accepted assertion: the authenticator's new counter and backup state, and when. */
export async function recordPasskeyUse(
  db: Db,
  input: { id: number; signCount: number; backedUp: boolean },
): Promise<void> {
  await db
    .update(passkeys)
    .set({ signCount: input.signCount, backedUp: input.backedUp, lastUsedAt: new Date() })
    .where(eq(passkeys.id, input.id));
}
