import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { oidcIdentities, passkeys, recoveryCodes, userTotp, webhooks } from "../../db/schema/index.js";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The `security` part of the data export (decision 047): how the account signs in and where it sends
 * events, as metadata only. Each select names its columns, so a seed, code hash, public key or
 * signing secret is never even read.
 */
export async function collectSecurityMetadata(db: Db, userId: number) {
  const [totpRows, codeRows, passkeyRows, identityRows, webhookRows] = await Promise.all([
    db
      .select({ confirmedAt: userTotp.confirmedAt, createdAt: userTotp.createdAt })
      .from(userTotp)
      .where(eq(userTotp.userId, userId)),
    db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
    db
      .select({
        name: passkeys.name,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
        deviceType: passkeys.deviceType,
        backedUp: passkeys.backedUp,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.id)),
    db
      .select({ issuer: oidcIdentities.issuer, createdAt: oidcIdentities.createdAt })
      .from(oidcIdentities)
      .where(eq(oidcIdentities.userId, userId))
      .orderBy(asc(oidcIdentities.id)),
    db
      .select({ url: webhooks.url, events: webhooks.events, createdAt: webhooks.createdAt })
      .from(webhooks)
      .where(eq(webhooks.userId, userId))
      .orderBy(asc(webhooks.id)),
  ]);
  const totp = totpRows[0];
  const confirmed = Boolean(totp?.confirmedAt);
  return {
    authenticator: {
      enabled: confirmed,
      enabled_at: iso(totp?.confirmedAt ?? null),
    },
    recovery_codes_left: confirmed ? Number(codeRows[0]?.left ?? 0) : 0,
    passkeys: passkeyRows.map((p) => ({
      name: p.name,
      created_at: iso(p.createdAt),
      last_used_at: iso(p.lastUsedAt),
      device_type: p.deviceType,
      backed_up: p.backedUp,
    })),
    oidc_identities: identityRows.map((i) => ({ issuer: i.issuer, linked_at: iso(i.createdAt) })),
    webhooks: webhookRows.map((w) => ({ url: w.url, events: w.events, created_at: iso(w.createdAt) })),
  };
}
