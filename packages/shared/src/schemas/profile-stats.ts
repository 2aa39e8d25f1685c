import { z } from "zod";
import { weightUnitSchema } from "./common.js";
import { setFiguresFields } from "./sessions.js";

/** Profile statistics (docs/product.md, "Community" and "Trackers"). See docs/decisions/007-profile-stats.md. */

/** At most this many rows in "Recent ePRs" and in the bodyweight table (docs/product.md, "Formulas"). */
export const RECENT_PRS_LIMIT = 8;
export const WEIGH_INS_LIMIT = 8;
/** Average sleep is taken over the newest recovery entries, as many as the profile chart shows. */
export const AVERAGE_SLEEP_ENTRIES = 7;

/** A set qualifies for an ePR when reps are 1–3 and RPE 7–10 (docs/product.md, "Formulas"). */
export const PR_REPS = { min: 1, max: 3 } as const;
export const PR_RPE = { min: 7, max: 10 } as const;

/**
 * One exercise's best set: the highest e1RM (in the owner's method) among its qualifying sets, the newest on a tie.
 * `id` is the set's id; weight, unit and e1rm are in the unit the set was logged in.
 */
export const recentPrSchema = z.object({
  id: z.number().int(),
  exercise_id: z.number().int(),
  name: z.string(),
  reps: z.number().int(),
  weight: z.number(),
  weight_unit: weightUnitSchema,
  rpe: z.number(),
  e1rm: z.number(),
  /** RI and volume of that set, from the same computation as its e1rm (see setFigures). */
  ri: setFiguresFields.ri,
  volume: setFiguresFields.volume,
  session_id: z.number().int(),
  date: z.string(),
});
export type RecentPr = z.infer<typeof recentPrSchema>;

/**
 * A bodyweight entry, newest first. `trend` = this weight minus the previous (older) entry's, in this
 * entry's unit, to 2 decimals; null for the oldest entry the user has.
 */
export const weighInSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  body_weight: z.number(),
  body_weight_unit: weightUnitSchema,
  trend: z.number().nullable(),
});
export type WeighIn = z.infer<typeof weighInSchema>;

/** The profile footer's sleep figure: the mean over the entries that have hours of sleep, null when none. */
export const averageSleepSchema = z.object({
  average_sleep: z.number().nullable(),
  entries: z.number().int(),
});
export type AverageSleep = z.infer<typeof averageSleepSchema>;
