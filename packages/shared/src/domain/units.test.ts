import { describe, expect, it } from "vitest";
import { roundTo } from "./round.js";
import { convertWeight, displayWeight, formatWeight, KG_PER_LB, type WeightUnit } from "./units.js";

describe("convertWeight", () => {
  it.each([
    [1, "lbs", "kg", KG_PER_LB],
    [KG_PER_LB, "kg", "lbs", 1],
    [100, "kg", "kg", 100],
    [225, "lbs", "lbs", 225],
  ] as const)("%d %s → %s = %d", (value, from, to, expected) => {
    expect(convertWeight(value, from, to)).toBeCloseTo(expected, 12);
  });
});

describe("displayWeight", () => {
  it.each([
    [102.5, "kg", "kg", 102.5],
    [102.5, "kg", "lbs", 225.97],
    [225, "lbs", "kg", 102.06],
    [225, "lbs", "lbs", 225],
    [100, "kg", "lbs", 220.46],
    [20, "kg", "lbs", 44.09],
    [45, "lbs", "kg", 20.41],
    [0.1 + 0.2, "kg", "kg", 0.1 + 0.2],
  ] as const)("%d %s shown in %s → %d", (value, unit, wanted, expected) => {
    expect(displayWeight({ value, unit }, wanted)).toBe(expected);
  });

  it("gives back the entered value exactly after a trip through the other unit", () => {
    const units: WeightUnit[] = ["kg", "lbs"];
    for (const unit of units) {
      const other: WeightUnit = unit === "kg" ? "lbs" : "kg";
      for (let hundredths = 25; hundredths <= 50000; hundredths += 25) {
        const entered = { value: hundredths / 100, unit };
        const shownInOther = displayWeight(entered, other);
        expect(shownInOther).toBe(Math.round(shownInOther * 100) / 100);
        expect(displayWeight(entered, unit)).toBe(entered.value);
        const unrounded = convertWeight(entered.value, unit, other);
        expect(roundTo(convertWeight(unrounded, other, unit), 2)).toBe(entered.value);
      }
    }
  });

  it("shows why the stored value, not the displayed one, is converted back", () => {
    const plate = { value: 2.5, unit: "lbs" } as const;
    const shownInKg = displayWeight(plate, "kg");
    expect(shownInKg).toBe(1.13);
    expect(displayWeight({ value: shownInKg, unit: "kg" }, "lbs")).toBe(2.49);
    expect(displayWeight(plate, "lbs")).toBe(2.5);
  });
});

describe("formatWeight", () => {
  it.each([
    [102.5, "kg", "102.5 kg"],
    [225, "lbs", "225 lbs"],
    [102.5 - 1e-13, "kg", "102.5 kg"],
    [225.97046, "lbs", "225.97 lbs"],
    [20.1, "kg", "20.1 kg"],
    [0, "kg", "0 kg"],
  ] as const)("formatWeight(%d, %s) = %s", (value, unit, expected) => {
    expect(formatWeight(value, unit)).toBe(expected);
  });
});
