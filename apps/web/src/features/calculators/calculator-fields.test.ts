import { describe, expect, it } from "vitest";
import { check, optionalRpeField, repsField, rpeField, weightField } from "./calculator-fields";

describe("calculator fields (spec §5: reps 1–24, weight 1–1000, RPE 1–10 in halves)", () => {
  it.each([
    [repsField, "3", 3],
    [repsField, "24", 24],
    [weightField, "102.5", 102.5],
    [weightField, "1000", 1000],
    [rpeField, "8.5", 8.5],
    [optionalRpeField, "", null],
    [optionalRpeField, " 9 ", 9],
  ] as const)("accepts %#", (schema, text, value) => {
    expect(check(schema, text)).toEqual({ value });
  });

  it.each([
    [repsField, "0", "Reps must be at least 1"],
    [repsField, "25", "Reps must be at most 24"],
    [repsField, "2.5", "Reps must be a whole number"],
    [weightField, "0.5", "Weight must be at least 1"],
    [weightField, "1000.5", "Weight must be at most 1000"],
    [weightField, "abc", "Weight must be a number"],
    [rpeField, "8.25", "RPE goes in steps of 0.5"],
    [rpeField, "11", "RPE must be at most 10"],
    [optionalRpeField, "0", "RPE must be at least 1"],
  ] as const)("refuses %#", (schema, text, message) => {
    expect(check(schema, text)).toEqual({ error: message });
  });

  it("shows no message for a blank required field (the button stays disabled instead)", () => {
    expect(check(repsField, "")).toEqual({});
    expect(check(weightField, "  ")).toEqual({});
  });
});
