import { z } from "zod";
import { idParam, idSchema, isoDateSchema, nameSchema, userIdField, weightUnitSchema } from "./common.js";
import { currentPageSchema, downloadablePerPageSchema } from "./envelope.js";
import { setFiguresFields } from "./sessions.js";

/** "Squat, Bench ,, Deadlift" → ["Squat", "Bench", "Deadlift"]: several at once, trimmed, empty pieces dropped. */
export const commaNamesSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(100, `${label} names must be at most 100 characters`))
        .min(1, `${label} is required`)
        .max(50, `At most 50 at once`),
    );

export const createCategorySchema = z.object({ user_id: userIdField, name: commaNamesSchema("Name") });
export type CreateCategoryInput = z.input<typeof createCategorySchema>;

export const createExerciseSchema = z.object({
  user_id: userIdField,
  exercise_category_id: idSchema,
  name: commaNamesSchema("Name"),
});
export type CreateExerciseInput = z.input<typeof createExerciseSchema>;

export const listExercisesQuerySchema = z.object({
  user_id: idParam.optional(),
  exercise_category_id: idParam.optional(),
  order_by: z.enum(["name"]).optional(),
});

export const listCategoriesQuerySchema = z.object({
  user_id: idParam.optional(),
  all: z.enum(["true", "false"]).optional(),
});

export const createBlockSchema = z
  .object({
    user_id: userIdField,
    name: nameSchema("Name"),
    description: z.string().trim().max(1000, "Description must be at most 1000 characters").optional(),
    start_date: isoDateSchema,
    end_date: isoDateSchema,
  })
  .refine((b) => b.end_date >= b.start_date, {
    message: "The end date is before the start date",
    path: ["end_date"],
  });
export type CreateBlockInput = z.input<typeof createBlockSchema>;

export const historyQuerySchema = z.object({
  /** Pages hold at most 100 rows; a larger perPage (the spec's "download all") means every row. */
  perPage: downloadablePerPageSchema.optional(),
  currentPage: currentPageSchema,
  /** The spec's "download all" sends a huge perPage; `all=true` says it plainly. */
  all: z.enum(["true", "false"]).optional(),
});

/**
 * The history's search box: it filters the page on screen in the browser (the history query has no
 * search), so only the trimmed text matters.
 */
export const historySearchSchema = z.object({ text: z.string().trim() });
export type HistorySearchInput = z.input<typeof historySearchSchema>;

// ---- responses ------------------------------------------------------------------------------

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  user_id: z.number(),
  exercises_counts: z.number(),
});
export type Category = z.infer<typeof categorySchema>;

export const exerciseSchema = z.object({
  id: z.number(),
  name: z.string(),
  exercise_category_id: z.number(),
  category_name: z.string(),
  user_id: z.number(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

/**
 * An exercise the caller logged lately, for the picker's "Recent" row: the most recently used first
 * (`last_used`: the newest session's start), with how many sessions in the last 90 days held it.
 */
export const recentExerciseSchema = z.object({
  id: z.number(),
  name: z.string(),
  exercise_category_id: z.number(),
  category_name: z.string(),
  last_used: z.string(),
  uses: z.number(),
});
export type RecentExercise = z.infer<typeof recentExerciseSchema>;

export const exerciseGroupSchema = z.object({
  category_id: z.number(),
  category_name: z.string(),
  exercises: z.array(exerciseSchema),
});
export type ExerciseGroup = z.infer<typeof exerciseGroupSchema>;

export const categoryDetailsSchema = categorySchema.extend({ exercises: z.array(exerciseSchema) });
export type CategoryDetails = z.infer<typeof categoryDetailsSchema>;

export const blockSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  user_id: z.number(),
});
export type Block = z.infer<typeof blockSchema>;

/** The block page: its sessions (week by week on screen), the best e1RM per lift, and weekly volume. */
export const blockDetailsSchema = blockSchema.extend({
  sessions: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      start_date: z.string(),
      end_date: z.string().nullable(),
      session_rpe: z.number().nullable(),
    }),
  ),
  best_e1rm: z.array(
    z.object({
      exercise_id: z.number(),
      exercise_name: z.string(),
      e1rm: z.number(),
      weight_unit: weightUnitSchema,
      set_id: z.number(),
      session_id: z.number(),
    }),
  ),
  weekly_volume: z.array(z.object({ week_start: z.string(), volume_kg: z.number(), sets: z.number() })),
});
export type BlockDetails = z.infer<typeof blockDetailsSchema>;

export const historyRowSchema = z.object({
  id: z.number(),
  exercise_id: z.number(),
  exercise_name: z.string(),
  category_name: z.string(),
  user_id: z.number(),
  reps: z.number(),
  weight: z.number(),
  weight_unit: weightUnitSchema,
  rpe: z.number().nullable(),
  /** 0 when the set is outside the e1RM band (reps ≤ 3 and RPE ≥ 7): the UI shows a dash. */
  e1RM: z.number(),
  /** The set's figures (see setFigures); e1RM above is the same estimate, 0 where `e1rm` is null. */
  ...setFiguresFields,
  notes: z.string().nullable(),
  session_id: z.number(),
  log_id: z.number(),
  video_id: z.number().nullable(),
  created_at: z.string(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;
