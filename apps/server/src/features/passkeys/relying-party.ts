import { createHash } from "node:crypto";
import type { Config } from "../../config.js";

/**
 * Who the passkeys belong to: the host of APP_URL (the RP ID, so a passkey made on one host never
 * signs for another) and its origin (what the browser writes into every clientDataJSON). Behind a
 * proxy APP_URL is the public address, which is what the browser sees.
 */
export type RelyingParty = { rpID: string; rpName: string; origin: string };

export function relyingParty(config: Pick<Config, "appUrl">): RelyingParty {
  const url = new URL(config.appUrl);
  return { rpID: url.hostname, rpName: "Topset", origin: url.origin };
}

/**
 * The WebAuthn user handle of a member: 16 bytes derived from the RP ID and the member id. Stable, so
 * an authenticator files every passkey of one account together, and no name or e-mail in it (the
 * authenticator keeps it and hands it to whoever uses the passkey). Password-less sign-in checks it.
 */
export function userHandle(rp: RelyingParty, userId: number): Uint8Array<ArrayBuffer> {
  const digest = createHash("sha256").update(`topset-passkey-user:${rp.rpID}:${userId}`).digest();
  return new Uint8Array(digest.subarray(0, 16));
}
