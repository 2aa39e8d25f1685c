import { z } from "zod";
import { idParam, weightUnitSchema } from "./common.js";

// Training intelligence on the wire (docs/decisions/044-training-intelligence.md): the lifter's RPE
// calibration, how accurate each e1RM method has been on their own history, readiness, plateaus and
// how their RPE calls ran against the plan. Every figure is rebuilt from the lifter's rows.

/** Whose insights: the caller's by default; a coach names an athlete (decision 033). */
export const insightsQuerySchema = z.object({ user_id: idParam.optional() });
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

/** The same, for one exercise of theirs. */
export const exerciseInsightsQuerySchema = insightsQuerySchema.extend({
  exercise_id: z.coerce
    .number({ error: "Exercise is required" })
    .int("Exercise must be a whole number")
    .positive("Exercise must be positive")
    .max(2_147_483_647, "Exercise is out of range"),
});
export type ExerciseInsightsQuery = z.input<typeof exerciseInsightsQuerySchema>;

export const insightMethods = ["epley", "rpe-table", "personal"] as const;
export const insightMethodSchema = z.enum(insightMethods);

/** One cell of the RPE chart: the standard % of 1RM beside the lifter's own, with its 95 % interval. */
export const calibrationRowSchema = z.object({
  method: z.enum(["personal", "standard"]),
  sets_used: z.number(),
  reps: z.number(),
  rpe: z.number(),
  standard_pct: z.number(),
  personal_pct: z.number(),
  interval_low: z.number(),
  interval_high: z.number(),
});
export type CalibrationRowWire = z.infer<typeof calibrationRowSchema>;

/** One method's walk-forward error on the lifter's heavy sets of one exercise. */
export const methodAccuracySchema = z.object({
  method: insightMethodSchema,
  predictions: z.number(),
  mae_kg: z.number().nullable(),
  mae_pct: z.number().nullable(),
  bias_pct: z.number().nullable(),
});
export type MethodAccuracyWire = z.infer<typeof methodAccuracySchema>;

const errorSchema = z.object({
  predictions: z.number(),
  mae_kg: z.number().nullable(),
  mae_pct: z.number().nullable(),
});

export const readinessSchema = z.object({
  exercise_id: z.number(),
  points: z.number(),
  params: z
    .object({
      tau_fitness: z.number(),
      tau_fatigue: z.number(),
      k_fitness: z.number(),
      k_fatigue: z.number(),
      baseline_kg: z.number(),
    })
    .nullable(),
  model: errorSchema,
  no_change: errorSchema,
  better_than_no_change: z.boolean(),
  today: z
    .object({
      expected_kg: z.number(),
      low_kg: z.number(),
      high_kg: z.number(),
      contributions: z.array(
        z.object({
          factor: z.enum(["fitness", "fatigue", "sleep", "stress", "bodyweight"]),
          kg: z.number(),
        }),
      ),
    })
    .nullable(),
  series: z.array(z.object({ day: z.string(), actual_kg: z.number(), expected_kg: z.number().nullable() })),
});
export type ReadinessWire = z.infer<typeof readinessSchema>;

export const plateauSchema = z.object({
  exercise_id: z.number(),
  name: z.string(),
  weeks: z.number(),
  flat: z.boolean(),
  points: z.number(),
  slope_kg_per_week: z.number().nullable(),
  slope_low: z.number().nullable(),
  slope_high: z.number().nullable(),
  best_recent_kg: z.number().nullable(),
  best_before_kg: z.number().nullable(),
});
export type PlateauWire = z.infer<typeof plateauSchema>;

/** Realised RPE against the prescription, one point a session (oldest first). */
export const rpeDriftSchema = z.object({
  date: z.string(),
  session_id: z.number(),
  planned: z.number(),
  realised: z.number(),
  sets: z.number(),
});
export type RpeDriftWire = z.infer<typeof rpeDriftSchema>;

/** `?exercise_id=&weight=&unit=`: the chance of making a weight today. */
export const prChanceQuerySchema = exerciseInsightsQuerySchema.extend({
  weight: z.coerce
    .number({ error: "Weight must be a number" })
    .positive("Weight must be more than 0")
    .max(2000, "Weight must be at most 2000"),
  unit: weightUnitSchema.default("kg"),
});
export type PrChanceQuery = z.input<typeof prChanceQuerySchema>;

export const prChanceSchema = z.object({
  /** 0–1. */
  chance: z.number(),
  expected_kg: z.number(),
  spread_kg: z.number(),
  /** "readiness" when the fitness–fatigue model beat "no change" on this lift, else the last performance carried. */
  source: z.enum(["readiness", "no-change"]),
});
export type PrChanceWire = z.infer<typeof prChanceSchema>;
