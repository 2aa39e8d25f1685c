import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { CompetitionLift, Meet } from "@topset/shared";
import { isWeightUnit } from "./checks.js";
import { createdAt, updatedAt, users, weightUnits } from "./users.js";

/** One attempt as stored (the shared `meetAttemptSchema`), in the meet's weight unit. */
export type MeetAttemptDoc = {
  lift: CompetitionLift;
  attempt: number;
  weight: number;
  made: boolean | null;
};

/**
 * A member's competition. The attempts are one small document (at most 9), validated by the shared
 * zod contract and always read and written whole, like a routine's exercises.
 */
export const meets = pgTable(
  "meets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    federation: text("federation"),
    sex: text("sex").$type<Meet["sex"]>().notNull(),
    equipment: text("equipment").$type<Meet["equipment"]>().notNull(),
    event: text("event").$type<Meet["event"]>().notNull(),
    weightUnit: text("weight_unit", { enum: weightUnits }).notNull(),
    bodyweight: numeric("bodyweight", { precision: 7, scale: 2, mode: "number" }),
    weightClass: text("weight_class"),
    attempts: jsonb("attempts").$type<MeetAttemptDoc[]>().notNull().default([]),
    flightStart: timestamp("flight_start", { withTimezone: true }),
    notes: text("notes"),
    // NOTE: no foreign key: the importer swaps the OpenPowerlifting table wholesale, ids and all.
    openPowerliftingResultId: integer("open_powerlifting_result_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("meets_user_date_idx").on(t.userId, t.date, t.id),
    check("meets_weight_unit_check", isWeightUnit(t.weightUnit)),
    check("meets_bodyweight_check", sql`${t.bodyweight} > 0`),
  ],
);
