import { describe, expect, it } from "vitest";
import { rpePercent } from "../rpe-table.js";
import { chartFraction } from "./chart.js";
import { e1rmPersonalChart, personalChartFraction } from "./personal-chart.js";

const flat = (offset: number) => ({ offsets: Array.from({ length: 9 }, () => offset), sets_used: 100 });

describe("the personal chart an account keeps", () => {
  it("is the standard chart cell for cell without a chart or with no offset", () => {
    for (const reps of [1, 3, 5, 8, 12])
      for (const rpe of [6, 7.5, 9, 10]) {
        expect(personalChartFraction(null, reps, rpe)).toBe(rpePercent(reps, rpe));
        expect(personalChartFraction(flat(0), reps, rpe)).toBe(rpePercent(reps, rpe));
      }
  });

  it("moves a cell by the lifter's offset: one rep more in reserve at RPE 8", () => {
    expect(personalChartFraction(flat(1), 3, 8)).toBeCloseTo(chartFraction(3 + 2 + 1), 10);
    expect(e1rmPersonalChart(flat(1), { weight: 100, reps: 3, rpe: 8 })).toBe(
      Math.round((100 / chartFraction(6)) * 10) / 10,
    );
  });

  it("never reads a set as lifted with less than no reps in reserve", () => {
    // A lifter whose RPE 10 ran "easy" still had nothing left on a max single: the e1RM is the weight.
    expect(e1rmPersonalChart(flat(-0.5), { weight: 100, reps: 1, rpe: 10 })).toBe(100);
    expect(personalChartFraction(flat(-3), 3, 8)).toBe(chartFraction(3));
  });

  it("is off the chart where the standard one is", () => {
    expect(personalChartFraction(flat(1), 13, 8)).toBeUndefined();
    expect(personalChartFraction(flat(1), 3, 5.5)).toBeUndefined();
  });
});
