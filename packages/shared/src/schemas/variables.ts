import { z } from "zod";
import { userIdField, weightUnitSchema } from "./common.js";
import { downloadablePerPageSchema, MAX_PER_PAGE, strictCurrentPageSchema } from "./envelope.js";

// ---- requests -------------------------------------------------------------------------------

/** The trackers' page size; the CSV's "all pages" sends a huge perPage (999999999999999). */
export const TRACKER_PER_PAGE = 25;
/** Above this a perPage means "every row" (the spec's download-all). */
export const TRACKER_MAX_PER_PAGE = MAX_PER_PAGE;

export const trackerQuerySchema = z.object({
  perPage: downloadablePerPageSchema.default(TRACKER_PER_PAGE),
  currentPage: strictCurrentPageSchema,
  /** The spec's profile chart sends cache=true; this server keeps no list cache, so it is accepted and ignored. */
  cache: z.enum(["true", "false"]).optional(),
});
export type TrackerQuery = z.infer<typeof trackerQuerySchema>;

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** 1 to 1000; decimals accepted (82.5 kg), at most two. */
export const bodyWeightField = z
  .number({ error: "Bodyweight must be a number" })
  .min(1, "Bodyweight must be at least 1")
  .max(1000, "Bodyweight must be at most 1000")
  .refine(twoDecimals, "Bodyweight has at most two decimals");

/** Required, whole, 0 to 5000 (0 = trained fasted). */
export const caloriesPriorField = z
  .number({ error: "Calories prior to session must be a number" })
  .int("Calories prior to session must be a whole number")
  .min(0, "Calories prior to session cannot be negative")
  .max(5000, "Calories prior to session must be at most 5000");

/** Optional, whole, 1 to 5000; the original UI sends 0 for "empty", which is stored as no value. */
export const totalCaloriesField = z
  .number({ error: "Total calories must be a number" })
  .int("Total calories must be a whole number")
  .max(5000, "Total calories must be at most 5000")
  .refine((v) => v === 0 || v >= 1, "Total calories must be at least 1")
  .nullish()
  .transform((v) => (v ? v : null));

/** Required, whole, 1 to 10. */
export const stressLevelField = z
  .number({ error: "Stress level must be a number" })
  .int("Stress level must be a whole number")
  .min(1, "Stress level must be at least 1")
  .max(10, "Stress level must be at most 10");

/** Required, whole, 1 to 24. */
export const hoursOfSleepField = z
  .number({ error: "Hours of sleep must be a number" })
  .int("Hours of sleep must be a whole number")
  .min(1, "Hours of sleep must be at least 1")
  .max(24, "Hours of sleep must be at most 24");

export const createBodyweightSchema = z.object({
  user_id: userIdField,
  body_weight: bodyWeightField,
  /** The unit the weight was typed in; the user's own unit when left out. */
  body_weight_unit: weightUnitSchema.optional(),
});
export type CreateBodyweightInput = z.input<typeof createBodyweightSchema>;

export const createCaloriesSchema = z.object({
  user_id: userIdField,
  calories_prior_session: caloriesPriorField,
  total_calories: totalCaloriesField,
});
export type CreateCaloriesInput = z.input<typeof createCaloriesSchema>;

export const createRecoverySchema = z.object({
  user_id: userIdField,
  stress_level: stressLevelField,
  hours_of_sleep: hoursOfSleepField,
});
export type CreateRecoveryInput = z.input<typeof createRecoverySchema>;

export type TrackerKind = "bodyweight" | "calories" | "recovery";

const kindFields: Record<TrackerKind, readonly string[]> = {
  bodyweight: ["body_weight", "body_weight_unit"],
  calories: ["calories_prior_session", "total_calories"],
  recovery: ["stress_level", "hours_of_sleep"],
};

/** Which kinds a POST /variables body names, by the fields it carries. */
export function kindsOf(body: Record<string, unknown>): TrackerKind[] {
  return (Object.keys(kindFields) as TrackerKind[]).filter((kind) =>
    kindFields[kind].some((field) => body[field] !== undefined),
  );
}

export const ONE_KIND_MESSAGE =
  "Send one kind of entry: body_weight, or calories_prior_session and total_calories, or stress_level and hours_of_sleep";

const kindSchemas = {
  bodyweight: createBodyweightSchema.strict(),
  calories: createCaloriesSchema.strict(),
  recovery: createRecoverySchema.strict(),
};

export type CreateVariable =
  | ({ kind: "bodyweight" } & z.output<typeof createBodyweightSchema>)
  | ({ kind: "calories" } & z.output<typeof createCaloriesSchema>)
  | ({ kind: "recovery" } & z.output<typeof createRecoverySchema>);

/**
 * POST /api/v1/variables: one kind per body (docs/product.md, "Trackers"). The kind is read from the fields present, then
 * that kind's schema validates the body, so a 400 names the offending fields (a plain union would
 * only say "invalid input").
 */
export const createVariableSchema = z.looseObject({}).transform((body, ctx): CreateVariable => {
  const kinds = kindsOf(body);
  const kind = kinds[0];
  if (kinds.length !== 1 || !kind) {
    ctx.addIssue({ code: "custom", message: ONE_KIND_MESSAGE });
    return z.NEVER;
  }
  const parsed = kindSchemas[kind].safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
    return z.NEVER;
  }
  return { kind, ...parsed.data } as CreateVariable;
});
export type CreateVariableInput = CreateBodyweightInput | CreateCaloriesInput | CreateRecoveryInput;

// ---- responses ------------------------------------------------------------------------------

const entryBase = {
  id: z.number(),
  user_id: z.number(),
  /** The session this entry came from (null for entries added in the tracker). */
  session_id: z.number().nullable(),
  created_at: z.string(),
};

export const bodyweightEntrySchema = z.object({
  ...entryBase,
  body_weight: z.number(),
  body_weight_unit: weightUnitSchema,
  /** This entry minus the previous (older) one, in this entry's unit, 2 decimals; null for the first entry. */
  trend: z.number().nullable(),
});
export type BodyweightEntry = z.infer<typeof bodyweightEntrySchema>;

export const caloriesEntrySchema = z.object({
  ...entryBase,
  calories_prior_session: z.number().nullable(),
  total_calories: z.number().nullable(),
});
export type CaloriesEntry = z.infer<typeof caloriesEntrySchema>;

export const recoveryEntrySchema = z.object({
  ...entryBase,
  stress_level: z.number().nullable(),
  hours_of_sleep: z.number().nullable(),
  /** From the linked session; shown, never entered in the tracker. */
  session_rpe: z.number().nullable(),
});
export type RecoveryEntry = z.infer<typeof recoveryEntrySchema>;

export const trackerEntrySchema = z.union([bodyweightEntrySchema, caloriesEntrySchema, recoveryEntrySchema]);
export type TrackerEntry = z.infer<typeof trackerEntrySchema>;

export const deletedVariableSchema = z.object({ id: z.number() });
