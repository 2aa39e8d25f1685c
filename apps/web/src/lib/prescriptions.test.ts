import { describe, expect, it } from "vitest";
import { plannedText, prescriptionText } from "./prescriptions";

describe("a prescription, as the lifter reads it", () => {
  it.each([
    [{ reps: 5, percent_1rm: 75 }, "5 @ 75 %"],
    [{ reps: 3, rpe: 8 }, "3 @ RPE 8"],
    [{ reps: 5, weight: 100 }, "5 × 100 kg"],
    [{ reps: 8, reps_max: 12, weight: 60 }, "8–12 × 60 kg"],
    [{ reps: 5, weight: 225, weight_unit: "lbs" as const }, "5 × 102.06 kg"],
  ])("%j reads %s", (p, text) => {
    expect(prescriptionText(p, "kg")).toBe(text);
  });

  it("shows the load a percent or an RPE comes to", () => {
    expect(plannedText({ reps: 5, percent_1rm: 75 }, 85, "kg")).toBe("5 @ 75 % → 85 kg");
    expect(plannedText({ reps: 3, rpe: 8 }, null, "kg")).toBe("3 @ RPE 8 (no e1RM yet)");
    expect(plannedText({ reps: 5, weight: 100 }, 100, "kg")).toBe("5 × 100 kg");
    expect(plannedText({ reps: 5, weight: 100 }, 102.5, "kg")).toBe("5 × 102.5 kg");
  });
});
