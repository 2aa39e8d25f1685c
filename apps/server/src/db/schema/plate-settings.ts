import type { PlateSetup } from "@topset/shared";
import { integer, jsonb, pgTable } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, users } from "./users.js";

/**
 * Each user's plate calculator equipment: one row per user (the key is the owner, so it is also
 * the owner index). The two unit sets are small documents validated by the shared zod contract
 * and always read and written whole, hence jsonb rather than a plate table.
 */
export const plateSettings = pgTable("plate_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  kg: jsonb("kg").$type<PlateSetup>().notNull(),
  lbs: jsonb("lbs").$type<PlateSetup>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
