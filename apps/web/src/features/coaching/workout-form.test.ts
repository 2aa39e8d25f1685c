import { changeWorkoutSchema } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { toWorkoutInput, workoutFormSchema } from "./workout-form";

describe("toWorkoutInput", () => {
  it("turns each set's load and its meaning back into the one field the contract takes", () => {
    const checked = workoutFormSchema.parse({
      exercises: [
        {
          exercise_id: 4,
          name: "Squat",
          rest_seconds: 180,
          progression: { kind: "rpe" },
          sets: [
            { reps: 5, load: "rpe", value: 8 },
            { reps: 5, load: "percent_1rm", value: 75, reps_max: 3 },
            { reps: 8, load: "weight", value: 100, weight_unit: "kg", reps_max: 10, kind: "drop" },
          ],
        },
      ],
    });
    const input = toWorkoutInput(checked);
    expect(input).toEqual({
      exercises: [
        {
          exercise_id: 4,
          rest_seconds: 180,
          progression: { kind: "rpe" },
          sets: [
            { reps: 5, rpe: 8 },
            { reps: 5, percent_1rm: 75 },
            { reps: 8, weight: 100, weight_unit: "kg", reps_max: 10, kind: "drop" },
          ],
        },
      ],
    });
    expect(changeWorkoutSchema.safeParse(input).success).toBe(true);
  });

  it("refuses a set without reps or load before anything is sent", () => {
    const answer = workoutFormSchema.safeParse({
      exercises: [{ exercise_id: 4, name: "Squat", sets: [{ reps: 0, load: "rpe", value: undefined }] }],
    });
    expect(answer.success).toBe(false);
  });
});
