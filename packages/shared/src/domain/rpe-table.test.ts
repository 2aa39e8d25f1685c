import { describe, expect, it } from "vitest";
import { roundTo } from "./round.js";
import { e1rmRpeTable, loadFor, RPE_CHART_PERCENT, rpePercent } from "./rpe-table.js";

describe("rpePercent", () => {
  it.each([
    [1, 10, 1],
    [2, 10, 0.955],
    [3, 10, 0.922],
    [1, 9.5, 0.978],
    [1, 9, 0.955],
    [1, 8, 0.922],
    [3, 8, 0.863],
    [5, 8, 0.811],
    [5, 7.5, 0.799],
    [8, 9, 0.762],
    [10, 10, 0.739],
    [12, 10, 0.68],
    [12, 6, 0.572],
    [1, 6, 0.863],
  ])("%d reps @ %d → %d", (reps, rpe, expected) => {
    expect(rpePercent(reps, rpe)).toBe(expected);
  });

  it.each([
    [0, 8],
    [13, 8],
    [2.5, 8],
    [3, 5.5],
    [3, 10.5],
    [3, 8.25],
    [3, Number.NaN],
  ])("%d reps @ %d is off the chart", (reps, rpe) => {
    expect(rpePercent(reps, rpe)).toBeUndefined();
  });

  it("depends only on reps plus reps in reserve, and falls as either grows", () => {
    for (let reps = 1; reps <= 12; reps++) {
      for (let rpe = 6; rpe <= 10; rpe += 0.5) {
        const here = rpePercent(reps, rpe)!;
        if (reps < 12 && rpe >= 7) expect(rpePercent(reps + 1, rpe)).toBe(rpePercent(reps, rpe - 1));
        if (reps < 12) expect(rpePercent(reps + 1, rpe)!).toBeLessThan(here);
        if (rpe > 6) expect(rpePercent(reps, rpe - 0.5)!).toBeLessThan(here);
      }
    }
    expect(RPE_CHART_PERCENT).toHaveLength(31);
  });

  it("is the chart's percentage over 100, to four decimals, in every cell", () => {
    for (let reps = 1; reps <= 12; reps++) {
      for (let rpe = 6; rpe <= 10; rpe += 0.5) {
        const percent = RPE_CHART_PERCENT[2 * (reps - 1) + 2 * (10 - rpe)]!;
        expect(rpePercent(reps, rpe)).toBe(roundTo(percent / 100, 4));
      }
    }
  });
});

describe("e1rmRpeTable", () => {
  it.each([
    [{ weight: 100, reps: 1, rpe: 10 }, 100],
    [{ weight: 100, reps: 3, rpe: 8 }, 115.9],
    [{ weight: 100, reps: 1, rpe: 8 }, 108.5],
    [{ weight: 225, reps: 5, rpe: 8 }, 277.4],
    [{ weight: 140, reps: 2, rpe: "9.5" }, 149.1],
    [{ weight: 100, reps: 1, rpe: null }, 100],
    [{ weight: 100, reps: 2, rpe: "" }, 104.7],
    [{ weight: 100, reps: 15, rpe: 8 }, undefined],
    [{ weight: 100, reps: 3, rpe: 5 }, undefined],
  ])("%j → %s", (set, expected) => {
    expect(e1rmRpeTable(set)).toBe(expected);
  });
});

describe("loadFor", () => {
  it.each([
    [{ e1rm: 200, reps: 1, rpe: 10 }, 200],
    [{ e1rm: 200, reps: 3, rpe: 8 }, 172.6],
    [{ e1rm: 180, reps: 5, rpe: 7 }, 141.5],
    [{ e1rm: 200, reps: 20, rpe: 8 }, undefined],
  ])("%j → %s", (input, expected) => {
    expect(loadFor(input)).toBe(expected);
  });

  it("inverts e1rmRpeTable within rounding", () => {
    const e1rm = e1rmRpeTable({ weight: 150, reps: 4, rpe: 8.5 })!;
    expect(loadFor({ e1rm, reps: 4, rpe: 8.5 })).toBeCloseTo(150, 0);
  });
});
