import { sql } from "drizzle-orm";
import { date, index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";

const kg = (name: string) => numeric(name, { precision: 7, scale: 2, mode: "number" });

/**
 * A local copy of the public OpenPowerlifting data set (one row per lifter per meet entry), loaded by
 * `npm run cli -- import-openpowerlifting` (nothing ships with the server). Only the
 * columns the search shows are kept. The importer fills it through a staging table and swaps it in
 * (docs/decisions/008-openpowerlifting.md), so ids are the row numbers of the imported file.
 */
export const openPowerliftingResults = pgTable(
  "open_powerlifting_results",
  {
    id: integer("id").primaryKey(),
    /** As published: lifters sharing a name carry a `#N` suffix. */
    name: text("name").notNull(),
    sex: text("sex").notNull(),
    event: text("event"),
    equipment: text("equipment"),
    age: numeric("age", { precision: 4, scale: 1, mode: "number" }),
    division: text("division"),
    bodyweightKg: kg("bodyweight_kg"),
    /** Text: classes like "120+" are open-ended. */
    weightClassKg: text("weight_class_kg"),
    /** A negative best means all three attempts were missed. */
    best3SquatKg: kg("best3_squat_kg"),
    best3BenchKg: kg("best3_bench_kg"),
    best3DeadliftKg: kg("best3_deadlift_kg"),
    totalKg: kg("total_kg"),
    /** A number, or G, DQ, DD, NS. */
    place: text("place"),
    dots: kg("dots"),
    country: text("country"),
    federation: text("federation"),
    date: date("date", { mode: "string" }),
    meetCountry: text("meet_country"),
    meetName: text("meet_name"),
  },
  // NOTE: the importer builds these same indexes on its staging table (features/open-powerlifting/import.ts).
  (t) => [
    // Trigram index: case-insensitive partial matches (ILIKE '%q%') use it; needs the pg_trgm extension.
    index("open_powerlifting_results_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    // The search's order: for a name matching thousands of rows, walking this index until 50 match is
    // far cheaper than sorting every match (the planner picks one or the other from the estimate).
    index("open_powerlifting_results_rank_idx").on(
      t.dots.desc().nullsLast(),
      t.totalKg.desc().nullsLast(),
      t.date.desc(),
      t.id,
    ),
    // A meet's placement (features/meets): the rows of one federation (any case), sex, class,
    // equipment, event and year, counted by total without visiting the table.
    index("open_powerlifting_results_placement_idx").on(
      sql`lower(${t.federation})`,
      t.sex,
      t.weightClassKg,
      t.equipment,
      t.event,
      t.date,
      t.totalKg,
    ),
  ],
);
