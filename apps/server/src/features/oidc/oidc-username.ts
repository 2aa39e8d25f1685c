import { randomInt } from "node:crypto";
import { usernameSchema } from "@topset/shared";
import type { OidcClaims } from "./oidc-client.js";

const MAX = 20;
const FALLBACK = "lifter";

/**
 * A username the signup rules accept (3-20 letters, digits, underscores), made from what the provider
 * calls the person: preferred_username, else the e-mail's local part, else the name. Accents are
 * dropped ("José" → "Jose"), other characters become underscores, and a name too short is padded.
 */
export function baseUsername(claims: Pick<OidcClaims, "preferredUsername" | "email" | "name">): string {
  const source = claims.preferredUsername ?? claims.email?.split("@")[0] ?? claims.name ?? "";
  const cleaned = source
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, MAX)
    .replace(/_+$/, "");
  if (cleaned.length >= 3) return cleaned;
  return cleaned ? `${cleaned}_${FALLBACK}` : FALLBACK;
}

/** The base with a random number, still within 20 characters, for when the base is taken. */
export function numberedUsername(base: string): string {
  const suffix = `_${randomInt(1000, 100000)}`;
  return `${base.slice(0, MAX - suffix.length)}${suffix}`;
}

/** True when `name` passes the same rules a signup does (a guard against a bug above, not user input). */
export const isValidUsername = (name: string) => usernameSchema.safeParse(name).success;
