import type { PersonalChart } from "@topset/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const weightUnits = ["kg", "lbs"] as const;
export const e1rmMethods = ["formula", "rpe-table", "personal"] as const;
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    /** Always stored lower-cased. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    bio: text("bio"),
    birthDate: date("birth_date", { mode: "string" }),
    weight: numeric("weight", { precision: 7, scale: 2, mode: "number" }),
    weightUnit: text("weight_unit", { enum: weightUnits }).notNull().default("kg"),
    /** IANA zone that date-times sent without an offset are read in; null reads them as UTC. */
    timezone: text("timezone"),
    /** How e1RM, RI and next weights are estimated, the same on the server and every device. */
    e1rmMethod: text("e1rm_method", { enum: e1rmMethods }).notNull().default("formula"),
    /** The member's fitted RPE chart, kept for the `personal` method (null: never fitted; the standard chart). */
    personalRpeChart: jsonb("personal_rpe_chart").$type<PersonalChart>(),
    /** Storage key of the picture under DATA_DIR/uploads (never a filesystem path from the client). */
    profilePictureKey: text("profile_picture_key"),
    verified: boolean("verified").notNull().default(false),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** Disabled by an admin: cannot log in, data kept. */
    deleted: boolean("deleted").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_lower_unique").on(sql`lower(${t.username})`),
    index("users_created_at_idx").on(t.createdAt),
    // The header search (features/search): partial, any-case and fuzzy matches through pg_trgm. The full
    // name serves a first name, a last name or both; NOTE: search.queries.ts repeats this expression.
    index("users_username_trgm_idx").using("gin", t.username.op("gin_trgm_ops")),
    index("users_full_name_trgm_idx").using(
      "gin",
      sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
  ],
);

/** Server-side login sessions: the cookie holds a random token, the table only its SHA-256. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    remember: boolean("remember").notNull().default(false),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("auth_sessions_token_hash_unique").on(t.tokenHash),
    index("auth_sessions_user_idx").on(t.userId),
  ],
);

export const tokenPurposes = ["verify_email", "reset_password"] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/** E-mail verification and password-reset tokens: hashed, single use, expiring. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: tokenPurposes }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("one_time_tokens_token_hash_unique").on(t.tokenHash),
    index("one_time_tokens_user_purpose_idx").on(t.userId, t.purpose),
  ],
);

/** Personal API keys: shown once, stored as SHA-256, listed by their prefix. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    keyHash: text("key_hash").notNull(),
    keyPrefix: text("key_prefix").notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_keys_key_hash_unique").on(t.keyHash), index("api_keys_user_idx").on(t.userId)],
);
