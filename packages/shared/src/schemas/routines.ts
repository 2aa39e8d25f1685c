import { z } from "zod";
import { idSchema, nameSchema, notesSchema, rpeSchema, weightSchema, weightUnitSchema } from "./common.js";
import { setKindSchema, sessionDetailsSchema } from "./sessions.js";

// Routines: workout templates a member follows. A routine's sets are prescriptions; starting it makes
// a session whose sets are planned (done: false) with the loads computed at start.

const repsSchema = z
  .number({ error: "Reps are required" })
  .int("Reps are whole")
  .min(1, "Reps must be at least 1")
  .max(30, "Reps must be at most 30");

/**
 * One planned set: reps and exactly one way to the load: a fixed `weight` (in the account's unit
 * unless `weight_unit` is given), `percent_1rm` of the lifter's current e1RM of the exercise, or
 * `rpe` (the load from the e1RM and the RPE chart). `reps_max` is the top of a double progression's
 * rep range.
 */
export const prescriptionSchema = z
  .object({
    reps: repsSchema,
    reps_max: repsSchema.optional(),
    weight: weightSchema.optional(),
    weight_unit: weightUnitSchema.optional(),
    percent_1rm: z
      .number({ error: "Percent must be a number" })
      .min(10, "Percent must be at least 10")
      .max(120, "Percent must be at most 120")
      .optional(),
    rpe: rpeSchema.optional(),
    kind: setKindSchema.optional(),
  })
  .refine((p) => [p.weight, p.percent_1rm, p.rpe].filter((v) => v !== undefined).length === 1, {
    message: "Give exactly one of weight, percent_1rm or rpe",
    path: ["weight"],
  })
  .refine((p) => p.reps_max === undefined || p.reps_max >= p.reps, {
    message: "reps_max must be at least reps",
    path: ["reps_max"],
  });
export type Prescription = z.infer<typeof prescriptionSchema>;

const incrementSchema = z
  .number({ error: "Increment must be a number" })
  .positive("Increment must be more than 0")
  .max(50, "Increment must be at most 50");

/** How an exercise's loads move from one start of the routine to the next. */
export const progressionSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("linear"),
      increment: incrementSchema,
      /** Failed starts in a row before a deload (no deload when left out). */
      deload_after: z.number().int().min(1).max(10).optional(),
      /** How much a deload takes off, in percent (10 when left out). */
      deload_percent: z.number().min(1).max(50).optional(),
    }),
    z.object({ kind: z.literal("double"), increment: incrementSchema }),
    z.object({ kind: z.literal("rpe") }),
  ],
  { error: "Progression kind is linear, double or rpe" },
);
export type Progression = z.infer<typeof progressionSchema>;

export const routineExerciseInputSchema = z.object({
  exercise_id: idSchema,
  rest_seconds: z.number().int().min(15).max(1800).optional(),
  notes: notesSchema.optional(),
  progression: progressionSchema.optional(),
  sets: z.array(prescriptionSchema).min(1, "Plan at least one set").max(20, "At most 20 sets"),
});

export const createRoutineSchema = z.object({
  name: nameSchema("Name"),
  notes: notesSchema.optional(),
  exercises: z
    .array(routineExerciseInputSchema)
    .min(1, "Add at least one exercise")
    .max(20, "At most 20 exercises"),
});
export type CreateRoutineInput = z.input<typeof createRoutineSchema>;

/** PATCH: what is given replaces what is stored (`exercises` as a whole list). */
export const updateRoutineSchema = createRoutineSchema.partial();

// ---- responses ------------------------------------------------------------------------------

/**
 * A prescription with the load the next start would use, in `planned_unit` (a fixed load's own unit,
 * else the account's; null: no e1RM yet), and the reps it would aim at (a double progression climbs).
 */
export const plannedPrescriptionSchema = prescriptionSchema.and(
  z.object({
    planned_weight: z.number().nullable(),
    planned_unit: weightUnitSchema,
    planned_reps: z.number(),
    /**
     * Why an RPE set's load differs from the chart's, e.g. "−2.5 kg: last two sessions ran 0.7 RPE
     * hot"; null or absent when it does not (decision 044).
     */
    planned_reason: z.string().nullable().optional(),
  }),
);

export const routineExerciseSchema = z.object({
  exercise_id: z.number(),
  name: z.string(),
  rest_seconds: z.number().nullable(),
  notes: z.string().nullable(),
  progression: progressionSchema.nullable().meta({ type: "object" }),
  sets: z.array(plannedPrescriptionSchema),
  /** Why the next loads differ from last time ("+2.5 kg: all 3×5 done last time"); null when unchanged. */
  reason: z.string().nullable(),
});

export const routineSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  notes: z.string().nullable(),
  exercises: z.array(routineExerciseSchema),
  /** When a session was last started from it (ISO 8601), or null. */
  last_started: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Routine = z.infer<typeof routineSchema>;

/** POST /routines/{id}/start answers the new session, with its planned sets. */
export const startedRoutineSchema = sessionDetailsSchema;
