import { describe, expect, it } from "vitest";
import {
  calculatorOptionalRpeSchema,
  calculatorRepsSchema,
  calculatorRpeSchema,
  calculatorWeightSchema,
} from "@topset/shared";
import { check } from "./calculator-fields";

describe("calculator fields (spec §5: reps 1–24, weight 1–1000, RPE 1–10 in halves)", () => {
  it.each([
    [calculatorRepsSchema, "3", 3],
    [calculatorRepsSchema, "24", 24],
    [calculatorWeightSchema, "102.5", 102.5],
    [calculatorWeightSchema, "1000", 1000],
    [calculatorRpeSchema, "8.5", 8.5],
    [calculatorOptionalRpeSchema, "", null],
    [calculatorOptionalRpeSchema, " 9 ", 9],
  ] as const)("accepts %#", (schema, text, value) => {
    expect(check(schema, text)).toEqual({ value });
  });

  it.each([
    [calculatorRepsSchema, "0", "Reps must be at least 1"],
    [calculatorRepsSchema, "25", "Reps must be at most 24"],
    [calculatorRepsSchema, "2.5", "Reps must be a whole number"],
    [calculatorWeightSchema, "0.5", "Weight must be at least 1"],
    [calculatorWeightSchema, "1000.5", "Weight must be at most 1000"],
    [calculatorWeightSchema, "abc", "Weight must be a number"],
    [calculatorRpeSchema, "8.25", "RPE goes in steps of 0.5"],
    [calculatorRpeSchema, "11", "RPE must be at most 10"],
    [calculatorOptionalRpeSchema, "0", "RPE must be at least 1"],
  ] as const)("refuses %#", (schema, text, message) => {
    expect(check(schema, text)).toEqual({ error: message });
  });

  it("shows no message for a blank required field (the button stays disabled instead)", () => {
    expect(check(calculatorRepsSchema, "")).toEqual({});
    expect(check(calculatorWeightSchema, "  ")).toEqual({});
  });
});
