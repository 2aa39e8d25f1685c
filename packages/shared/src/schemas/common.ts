import { z } from "zod";

export const weightUnitSchema = z.enum(["kg", "lbs"]);
export type WeightUnitInput = z.infer<typeof weightUnitSchema>;

/** The largest PostgreSQL `integer`: every id (and page number) lies in 1..MAX_DB_INT, so a larger one is a 400, never a database error. */
export const MAX_DB_INT = 2147483647;
const ID_TOO_BIG = `Must be at most ${MAX_DB_INT}`;

export const idSchema = z
  .number({ error: "Must be a number" })
  .int("Must be a whole number")
  .positive("Must be at least 1")
  .max(MAX_DB_INT, ID_TOO_BIG);

/** An id from a path or query string ("12"). */
export const idParam = z.coerce
  .number({ error: "Must be a number" })
  .int("Must be a whole number")
  .positive("Must be at least 1")
  .max(MAX_DB_INT, ID_TOO_BIG);

/**
 * Accepted for compatibility with the spec's bodies, where it only repeats who is acting: the server
 * acts for the signed-in member whatever it says (an admin naming another member acts for them).
 */
export const userIdField = idSchema.optional();

/** RPE: 1 to 10 in half steps (8.5 stays 8.5). */
export const rpeSchema = z
  .number({ error: "RPE must be a number" })
  .min(1, "RPE must be at least 1")
  .max(10, "RPE must be at most 10")
  .refine((v) => Number.isInteger(v * 2), "RPE goes in steps of 0.5");

/** A weight as entered: up to two decimals (102.5 stays 102.5). */
export const weightSchema = z
  .number({ error: "Weight must be a number" })
  .min(0, "Weight cannot be negative")
  .max(2000, "Weight must be at most 2000")
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: "Weight has at most two decimals",
  });

/**
 * With `Z` or an offset, or without a zone (`YYYY-MM-DDTHH:mm[:ss[.sss]]`, what a datetime-local input
 * gives): the server reads a zone-less time in the account's time zone.
 */
export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  local: true,
  error: "Must be a date and time",
});
/** NOTE: the ISO pattern lets year 0000 through, which PostgreSQL refuses (there is no year zero): a 400, not a 500. */
export const isoDateSchema = z.iso
  .date({ error: "Must be a date (YYYY-MM-DD)" })
  .refine((v) => !v.startsWith("0000"), "Must be a date (YYYY-MM-DD)");

export const nameSchema = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const notesSchema = z.string().trim().max(1000, "Notes must be at most 1000 characters");
