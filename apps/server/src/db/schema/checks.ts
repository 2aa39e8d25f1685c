import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

// Helpers for check() constraints shared by the schema files (not tables: not exported from index.ts).

/** A stored weight keeps the unit it was entered in. */
export const isWeightUnit = (col: AnyPgColumn): SQL => sql`${col} in ('kg', 'lbs')`;

/** RPE scale: 1 to 10 in half steps (8.5 yes, 8.3 no). NULL passes, as in every check. */
export const isHalfStepRpe = (col: AnyPgColumn): SQL =>
  sql`${col} between 1 and 10 and ${col} * 2 = trunc(${col} * 2)`;

/** A weight value needs its unit; a unit without a value is harmless. */
export const weightHasUnit = (value: AnyPgColumn, unit: AnyPgColumn): SQL =>
  sql`${value} is null or ${unit} is not null`;
