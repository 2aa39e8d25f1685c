import { bigint, integer, pgTable } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/**
 * A number that changes whenever a member's sets or tracker entries change: what the training
 * insights are cached by (docs/decisions/044-training-intelligence.md). Kept by statement-level
 * triggers on `sets` and `variables` (migration 0019) in the writer's own transaction, so a cached
 * fit is never read for rows that have changed since. No row: nothing written yet (version 0).
 */
export const trainingVersions = pgTable("training_versions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
