import { z } from "zod";
import { idParam } from "./common.js";

// Reports: what the training and the trackers add up to, week by week (docs/decisions/029-reports-and-meets.md).

export const competitionLifts = ["squat", "bench", "deadlift"] as const;
export const competitionLiftSchema = z.enum(competitionLifts, { error: "Lift is squat, bench or deadlift" });
export type CompetitionLift = z.infer<typeof competitionLiftSchema>;

export const REPORT_WEEKS_MAX = 104;

/** `?weeks=N`: 1–104 weeks ending with the current one (in the account's time zone), default 12. */
export const reportQuerySchema = z.object({
  /** Whose report: the caller's by default; a coach names an athlete (docs/decisions/033-coach-access.md). */
  user_id: idParam.optional(),
  weeks: z.coerce
    .number({ error: "Weeks must be a number" })
    .int("Weeks must be a whole number")
    .min(1, "At least 1 week")
    .max(REPORT_WEEKS_MAX, `At most ${REPORT_WEEKS_MAX} weeks`)
    .default(12),
});
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** Best e1RM and working volume of one lift or category in a week (kg; null e1RM: no set gives one). */
const weekFiguresSchema = z.object({ best_e1rm_kg: z.number().nullable(), volume_kg: z.number() });

/** How many heavy sets (done, not warm-ups, 5 reps or fewer, with an RPE) were at each RPE. */
export const rpeCountSchema = z.object({ rpe: z.number(), sets: z.number() });

/**
 * One week of training, Monday first. Counts are of done sets that are not warm-ups; weights are
 * converted to kg whatever unit they were entered in; a week without training is a row of zeros.
 */
export const trainingWeekSchema = z.object({
  /** The Monday, YYYY-MM-DD. */
  week: z.string(),
  sessions: z.number(),
  sets: z.number(),
  reps: z.number(),
  /** Σ reps × weight (kg). */
  volume_kg: z.number(),
  /** Mean session RPE of the week's completed sessions that have one; null: none. */
  avg_session_rpe: z.number().nullable(),
  /** Σ session RPE × duration in minutes (completed sessions with both). */
  session_load: z.number(),
  /** The competition lifts, always all three: the member's exercises named as the lifts ("Back squat", …; decision 029). */
  lifts: z.array(weekFiguresSchema.extend({ lift: competitionLiftSchema })),
  /** Every category trained that week. */
  categories: z.array(weekFiguresSchema.extend({ category_id: z.number(), name: z.string() })),
  heavy_sets_by_rpe: z.array(rpeCountSchema),
});
export type TrainingWeek = z.infer<typeof trainingWeekSchema>;

/** One week of the trackers beside training (kg; nulls where nothing was recorded). */
export const nutritionWeekSchema = z.object({
  week: z.string(),
  /** Mean of the day totals recorded that week. */
  avg_calories: z.number().nullable(),
  calorie_days: z.number(),
  avg_bodyweight_kg: z.number().nullable(),
  bodyweight_entries: z.number(),
  /** Change of the weekly mean bodyweight from the previous week with one (kg a week); null without both. */
  bodyweight_change_kg: z.number().nullable(),
  /** The week's training volume (kg), as in the training report. */
  volume_kg: z.number(),
  sessions: z.number(),
});
export type NutritionWeek = z.infer<typeof nutritionWeekSchema>;
