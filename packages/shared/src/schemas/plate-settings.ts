import { z } from "zod";
import type { BarSetup } from "../domain/plates.js";
import { userIdField } from "./common.js";

const hundredths = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A plate size and how many of it fit on each side of the bar. */
export const plateStockSchema = z.object({
  weight: z
    .number({ error: "Plate weight must be a number" })
    .positive("Plate weight must be more than 0")
    .max(100, "Plate weight must be at most 100")
    .refine(hundredths, "Plate weight has at most two decimals"),
  count: z
    .number({ error: "Plate count must be a number" })
    .int("Plate count must be a whole number")
    .min(0, "Plate count cannot be negative")
    .max(20, "Plate count must be at most 20 per side"),
});
export type PlateStockInput = z.infer<typeof plateStockSchema>;

/** One unit's equipment: the bar, ONE collar's weight (0 = no collars) and the plates. */
export const plateSetupSchema = z.object({
  bar_weight: z
    .number({ error: "Bar weight must be a number" })
    .min(0, "Bar weight cannot be negative")
    .max(100, "Bar weight must be at most 100")
    .refine(hundredths, "Bar weight has at most two decimals"),
  collar_weight: z
    .number({ error: "Collar weight must be a number" })
    .min(0, "Collar weight cannot be negative")
    .max(10, "Collar weight must be at most 10")
    .refine(hundredths, "Collar weight has at most two decimals"),
  plates: z
    .array(plateStockSchema, { error: "Plates must be a list" })
    .max(15, "At most 15 plate sizes")
    .refine((plates) => new Set(plates.map((p) => p.weight)).size === plates.length, "Each plate size once"),
});
export type PlateSetup = z.infer<typeof plateSetupSchema>;

/** The caller's plate calculator equipment, one set for kilograms and one for pounds. */
export const plateSettingsSchema = z.object({ kg: plateSetupSchema, lbs: plateSetupSchema });
export type PlateSettingsInput = z.infer<typeof plateSettingsSchema>;

/** PUT body: the whole settings; `user_id` only for compatibility (it only repeats who is acting). */
export const putPlateSettingsSchema = plateSettingsSchema.extend({ user_id: userIdField });

/** GET/PUT answer: `saved` is false while the defaults below are shown. */
export const plateSettingsResponseSchema = plateSettingsSchema.extend({ saved: z.boolean() });
export type PlateSettings = z.infer<typeof plateSettingsResponseSchema>;

/**
 * Defaults: a 20 kg / 45 lb bar, spring clips counted as 0, and a commercial gym's plates
 * (docs/decisions/006-calculators.md).
 */
export const DEFAULT_PLATE_SETTINGS: PlateSettingsInput = {
  kg: {
    bar_weight: 20,
    collar_weight: 0,
    plates: [
      { weight: 25, count: 6 },
      { weight: 20, count: 2 },
      { weight: 15, count: 2 },
      { weight: 10, count: 2 },
      { weight: 5, count: 2 },
      { weight: 2.5, count: 2 },
      { weight: 1.25, count: 2 },
    ],
  },
  lbs: {
    bar_weight: 45,
    collar_weight: 0,
    plates: [
      { weight: 45, count: 8 },
      { weight: 35, count: 2 },
      { weight: 25, count: 2 },
      { weight: 10, count: 2 },
      { weight: 5, count: 2 },
      { weight: 2.5, count: 2 },
    ],
  },
};

/** The maths' view of one unit's settings. */
export const toBarSetup = (s: PlateSetup): BarSetup => ({
  bar: s.bar_weight,
  collar: s.collar_weight,
  plates: s.plates,
});
