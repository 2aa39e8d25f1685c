import { z } from "zod";

export const weightUnitSchema = z.enum(["kg", "lbs"]);
export type WeightUnitInput = z.infer<typeof weightUnitSchema>;

export const idSchema = z.number({ error: "Must be a number" }).int().positive();

/** Accepted for compatibility with the spec's bodies; the server acts for the caller and refuses another id (403). */
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

export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: "Must be a date and time" });
export const isoDateSchema = z.iso.date({ error: "Must be a date (YYYY-MM-DD)" });

export const nameSchema = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const notesSchema = z.string().trim().max(1000, "Notes must be at most 1000 characters");
