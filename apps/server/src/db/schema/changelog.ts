import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, users } from "./users.js";

/** Users who want an e-mail when a new version ships. Unsubscribing deletes the row. */
export const changelogSubscriptions = pgTable(
  "changelog_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Always stored lower-cased, like users.email. */
    email: text("email").notNull(),
    /** Version last mailed (semver string, compared as semver by the code, never as text). */
    lastVersionMailed: text("last_version_mailed"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("changelog_subscriptions_user_unique").on(t.userId),
    index("changelog_subscriptions_email_idx").on(t.email),
  ],
);
