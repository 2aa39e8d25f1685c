import {
  idSchema,
  prescriptionSchema,
  routineExerciseInputSchema,
  type changeWorkoutSchema,
} from "@topset/shared";
import { z } from "zod";
import { t } from "./i18n";

// The workout editor's form: a set's load is one number and what it means (load, % of 1RM, RPE), where
// the contract has three optional fields. What the editor does not show (rest, notes, progression, a
// rep range's top, a fixed load's unit, the set kind) rides along untouched.

export const LOADS = [
  { key: "weight", label: "workoutFields.loads.weight" },
  { key: "percent_1rm", label: "workoutFields.loads.percent1rm" },
  { key: "rpe", label: "workoutFields.loads.rpe" },
] as const;
export type LoadKey = (typeof LOADS)[number]["key"];

const prescription = prescriptionSchema.shape;
const exercise = routineExerciseInputSchema.shape;

const setSchema = z.object({
  reps: prescription.reps,
  load: z.enum(["weight", "percent_1rm", "rpe"]),
  value: z
    .number({ error: () => t("workoutForm.loadRequired") })
    .positive({ error: () => t("workoutForm.loadPositive") }),
  reps_max: z.number().optional(),
  weight_unit: prescription.weight_unit,
  kind: prescription.kind,
});

export const workoutFormSchema = z.object({
  exercises: z
    .array(
      z.object({
        exercise_id: idSchema,
        name: z.string(),
        rest_seconds: exercise.rest_seconds,
        notes: exercise.notes,
        progression: exercise.progression,
        sets: z
          .array(setSchema)
          .min(1, { error: () => t("workoutForm.minSets") })
          .max(20, { error: () => t("workoutForm.maxSets") }),
      }),
    )
    .min(1, { error: () => t("workoutForm.minExercises") })
    .max(20, { error: () => t("workoutForm.maxExercises") }),
});
export type WorkoutValues = z.input<typeof workoutFormSchema>;
export type WorkoutChecked = z.output<typeof workoutFormSchema>;

/** The PUT body: each set back to its one load field; a rep range whose top fell under the reps is dropped. */
export function toWorkoutInput(values: WorkoutChecked): z.input<typeof changeWorkoutSchema> {
  return {
    exercises: values.exercises.map(({ name: _name, sets, ...rest }) => ({
      ...rest,
      sets: sets.map(({ load, value, reps_max, weight_unit, ...set }) => ({
        ...set,
        ...(reps_max !== undefined && reps_max >= set.reps ? { reps_max } : {}),
        ...(load === "weight" && weight_unit !== undefined ? { weight_unit } : {}),
        [load]: value,
      })),
    })),
  };
}
