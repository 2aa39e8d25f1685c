import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, users } from "./users.js";

/** A member's TOTP authenticator (RFC 6238). One per member; a new enrolment replaces the old. */
export const userTotp = pgTable("user_totp", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The shared seed, sealed (lib/secret-box.ts); shown once at enrolment, never returned again. */
  secretSealed: text("secret_sealed").notNull(),
  /** Null until a first code proves the authenticator holds the seed: until then it is no factor. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The last 30-second step a code was accepted for: each code works once (RFC 6238 §5.2). */
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per enrolment, stored as SHA-256 only. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_hash_unique").on(t.userId, t.codeHash)],
);

/** WebAuthn credentials: a second factor, or a password-less sign-in when discoverable. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** base64url, as the authenticator names it. */
    credentialId: text("credential_id").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    signCount: bigint("sign_count", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** The member's label ("Phone", "YubiKey"). */
    name: text("name").notNull(),
    deviceType: text("device_type", { enum: ["singleDevice", "multiDevice"] }).notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("passkeys_credential_unique").on(t.credentialId),
    index("passkeys_user_idx").on(t.userId),
  ],
);

export const challengePurposes = ["second-factor", "passkey-login", "passkey-register", "oidc"] as const;
export type ChallengePurpose = (typeof challengePurposes)[number];

/**
 * A sign-in step in progress, found by the SHA-256 of a random token the client holds: a password
 * accepted and a second factor awaited, a WebAuthn challenge, an OIDC state with its nonce and PKCE
 * verifier. Short-lived, single use, with a count of wrong answers.
 */
export const authChallenges = pgTable(
  "auth_challenges",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    /** Null for a password-less passkey sign-in or an OIDC login: who it is comes at the end. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: challengePurposes }).notNull(),
    /** The session to open at the end is a "remember me" one. */
    remember: boolean("remember").notNull().default(false),
    /** The step's own state: a WebAuthn challenge, OIDC nonce and code verifier, a return path. */
    data: jsonb("data").$type<Record<string, string>>().notNull().default({}),
    failures: integer("failures").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("auth_challenges_token_hash_unique").on(t.tokenHash),
    index("auth_challenges_user_idx").on(t.userId),
    index("auth_challenges_expires_idx").on(t.expiresAt),
  ],
);

/** An account's link to an OpenID Connect provider's subject. */
export const oidcIdentities = pgTable(
  "oidc_identities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    /** The e-mail the provider vouched for when the link was made. */
    email: text("email"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("oidc_identities_issuer_subject_unique").on(t.issuer, t.subject),
    index("oidc_identities_user_idx").on(t.userId),
  ],
);

/** Operator settings changed from the admin screens (e.g. `require_admin_2fa`). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
