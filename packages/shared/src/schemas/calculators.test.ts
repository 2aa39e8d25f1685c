import { describe, expect, it } from "vitest";
import { oneRepMaxInputSchema } from "./calculators.js";

const messages = (input: { reps: string; weight: string; rpe: string }) => {
  const result = oneRepMaxInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
};

describe("oneRepMaxInputSchema", () => {
  it("reads the typed set, a blank RPE as none", () => {
    expect(oneRepMaxInputSchema.parse({ reps: "3", weight: " 102.5 ", rpe: "8.5" })).toEqual({
      reps: 3,
      weight: 102.5,
      rpe: 8.5,
    });
    expect(oneRepMaxInputSchema.parse({ reps: "24", weight: "1000", rpe: "" })).toEqual({
      reps: 24,
      weight: 1000,
      rpe: null,
    });
  });

  it("refuses what the calculator's bounds leave out, with a message for the field", () => {
    expect(messages({ reps: "", weight: "100", rpe: "" })).toEqual([
      { path: "reps", message: "Reps is required" },
    ]);
    expect(messages({ reps: "2.5", weight: "0.5", rpe: "8.25" })).toEqual([
      { path: "reps", message: "Reps must be a whole number" },
      { path: "weight", message: "Weight must be at least 1" },
      { path: "rpe", message: "RPE goes in steps of 0.5" },
    ]);
    expect(messages({ reps: "25", weight: "1000.5", rpe: "11" })).toEqual([
      { path: "reps", message: "Reps must be at most 24" },
      { path: "weight", message: "Weight must be at most 1000" },
      { path: "rpe", message: "RPE must be at most 10" },
    ]);
  });
});
