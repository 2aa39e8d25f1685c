import { describe, expect, it } from "vitest";
import { E1RM_METHODS, e1rm, estimateE1rm, shouldShowE1rm, shownE1rm } from "./e1rm.js";

describe("e1rm", () => {
  // Reference vectors of the 3 % formula (docs/product.md, "Formulas"): (weight, rpe, reps) → e1RM.
  it.each([
    [100, 8, 3, 112],
    [100, 10, 1, 100],
    [100, null, 5, 112],
    [100, null, 1, 100],
    [225, 9, 2, 239],
    [315, 8.5, 1, 330],
    [405, 7, 3, 466],
    [100, 9, 1, 103],
    [200, 8, 3, 224],
    [135, 7, 1, 148],
    [500, 6, 5, 620],
    [100, null, 4, 109],
    [300, null, 2, 309],
  ])("%d @ RPE %s × %d → %d", (weight, rpe, reps, expected) => {
    expect(e1rm({ weight, reps, rpe })).toBe(expected);
  });

  it.each([
    ["blank string", "", 112],
    ["whitespace", "  ", 112],
    ["undefined", undefined, 112],
    ["zero", 0, 112],
    ["RPE 10 (same as none)", 10, 112],
    ["numeric string", "8", 118],
  ])("RPE %s on 100 × 5 → %d", (_label, rpe, expected) => {
    expect(e1rm({ weight: 100, reps: 5, rpe })).toBe(expected);
  });

  it("keeps the no-RPE branch's half-kilo weight (only the increment is rounded up)", () => {
    expect(e1rm({ weight: 102.5, reps: 5 })).toBe(115.5);
    expect(e1rm({ weight: 102.5, reps: 5, rpe: 10 })).toBe(115);
  });
});

describe("shouldShowE1rm / shownE1rm", () => {
  it.each([
    [3, 7, true],
    [1, 10, true],
    [3, 6.5, false],
    [4, 8, false],
    [2, null, false],
    [2, "", false],
    [2, "7.5", true],
  ])("%d reps @ %j → %s", (reps, rpe, shown) => {
    expect(shouldShowE1rm({ reps, rpe })).toBe(shown);
    expect(shownE1rm({ weight: 100, reps, rpe })).toBe(shown ? e1rm({ weight: 100, reps, rpe }) : null);
  });
});

describe("estimateE1rm", () => {
  it.each([
    ["formula", { weight: 100, reps: 3, rpe: 8 }, 112],
    ["rpe-table", { weight: 100, reps: 3, rpe: 8 }, 115.9],
    ["formula", { weight: 100, reps: 20, rpe: 8 }, 163],
    ["rpe-table", { weight: 100, reps: 20, rpe: 8 }, undefined],
  ] as const)("%s %j → %s", (method, set, expected) => {
    expect(estimateE1rm(method, set)).toBe(expected);
  });

  // A lifter who calls RPE one rep hot everywhere: 3 @ 8 was 3 + 2 + 1 = 6 effective reps, the chart's
  // 6 @ 10 (83.7 %); half a rep cold, 3 + 2 − 0.5 = 4.5, the chart's 4 @ 9.5 (87.8 %).
  const hot = { offsets: Array<number>(9).fill(1), sets_used: 40 };
  const cold = { offsets: Array<number>(9).fill(-0.5), sets_used: 40 };
  const flat = { offsets: Array<number>(9).fill(0), sets_used: 40 };
  it.each([
    ["a hot chart", hot, { weight: 100, reps: 3, rpe: 8 }, 119.5],
    ["a hot chart", hot, { weight: 142.5, reps: 3, rpe: 8.5 }, 167.6],
    ["a cold chart", cold, { weight: 100, reps: 3, rpe: 8 }, 113.9],
    // No RPE counts as RPE 10, as on the standard chart: 5 + 0 + 1 = 6 effective reps.
    ["a hot chart", hot, { weight: 100, reps: 5, rpe: null }, 119.5],
    ["a hot chart", hot, { weight: 100, reps: 20, rpe: 8 }, undefined],
    // Never fitted, or fitted to nothing: exactly the standard chart.
    ["no chart (null)", null, { weight: 100, reps: 3, rpe: 8 }, 115.9],
    ["no chart (absent)", undefined, { weight: 100, reps: 3, rpe: 8 }, 115.9],
    ["a chart of zeros", flat, { weight: 142.5, reps: 3, rpe: 8.5 }, 162.3],
    ["no chart (null)", null, { weight: 100, reps: 20, rpe: 8 }, undefined],
  ] as const)("personal on %s: %j → %s", (_name, chart, set, expected) => {
    expect(estimateE1rm("personal", set, chart)).toBe(expected);
  });

  it("reads the chart for the personal method only", () => {
    const set = { weight: 100, reps: 3, rpe: 8 };
    expect(estimateE1rm("formula", set, hot)).toBe(112);
    expect(estimateE1rm("rpe-table", set, hot)).toBe(115.9);
  });

  it("lists every method", () => {
    expect(E1RM_METHODS).toEqual(["formula", "rpe-table", "personal"]);
  });
});
