import { describe, expect, it } from "vitest";
import { rpePercent } from "../rpe-table.js";
import { CHART_CEILING, CHART_FLOOR, chartFraction, effectiveRepsAt, epleyE1rm } from "./chart.js";

const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);

describe("chartFraction", () => {
  it("is exactly rpePercent on every cell of the chart (reps 1–12 × RPE 6–10)", () => {
    for (let reps = 1; reps <= 12; reps++) {
      for (const rpe of range(6, 10, 0.5)) expect(chartFraction(reps + 10 - rpe)).toBe(rpePercent(reps, rpe));
    }
  });

  it.each([
    [1.25, (1 + 0.978) / 2],
    [1.5, 0.978],
    [5.75, (0.85 + 0.837) / 2],
    [16, 0.572],
    // Beyond the chart: the last step's slope (−1.4 % a half step), then the 0.3 floor.
    [16.5, 0.572 - 0.014],
    [17, 0.572 - 0.028],
    [40, CHART_FLOOR],
    // Before it: the first step's slope (+2.2 % a half step), capped at 1.05.
    [0.5, 1.022],
    [0, 1.044],
    [-3, CHART_CEILING],
  ])("%d effective reps → %d (to 1e-12)", (effectiveReps, expected) => {
    expect(chartFraction(effectiveReps)).toBeCloseTo(expected, 12);
  });

  it("is continuous: no step of 0.001 rep moves it more than the steepest half step allows (0.046 a rep)", () => {
    const step = 0.001;
    for (let e = -2; e < 40; e += step) {
      expect(Math.abs(chartFraction(e + step) - chartFraction(e))).toBeLessThanOrEqual(0.046 * step + 1e-12);
    }
  });

  it("meets itself at every half step from both sides (to 1e-9)", () => {
    for (const knot of range(0.5, 17, 0.5)) {
      expect(chartFraction(knot - 1e-12)).toBeCloseTo(chartFraction(knot + 1e-12), 9);
    }
  });

  it("falls strictly between the cap and the floor, and never rises", () => {
    let previous = chartFraction(-2);
    for (let e = -2; e <= 40; e += 0.01) {
      const here = chartFraction(e);
      expect(here).toBeLessThanOrEqual(previous);
      if (here < CHART_CEILING && previous > CHART_FLOOR && e > -2) expect(here).toBeLessThan(previous);
      previous = here;
    }
  });
});

describe("effectiveRepsAt", () => {
  it("inverts chartFraction wherever the curve falls (round trip to 1e-9 reps)", () => {
    for (let e = -0.1; e <= 25; e += 0.01) expect(effectiveRepsAt(chartFraction(e))).toBeCloseTo(e, 9);
  });

  it("and back: chartFraction(effectiveRepsAt(f)) = f for f in (0.3, 1.05) (to 1e-12)", () => {
    for (let f = 0.301; f < 1.05; f += 0.001) expect(chartFraction(effectiveRepsAt(f))).toBeCloseTo(f, 12);
  });

  it.each([
    [1, 1],
    [0.955, 2],
    [0.572, 16],
    [(0.863 + 0.85) / 2, 5.25],
  ])("%d of 1RM is a max effort at %d effective reps (to 1e-9)", (fraction, effectiveReps) => {
    expect(effectiveRepsAt(fraction)).toBeCloseTo(effectiveReps, 9);
  });

  it("clamps outside the curve's range to its ends", () => {
    expect(effectiveRepsAt(1.5)).toBe(effectiveRepsAt(CHART_CEILING));
    expect(effectiveRepsAt(0.1)).toBe(effectiveRepsAt(CHART_FLOOR));
    expect(effectiveRepsAt(0.1)).toBeGreaterThan(16);
    expect(effectiveRepsAt(1.5)).toBeLessThan(1);
  });

  it("is NaN for NaN, as chartFraction is", () => {
    expect(effectiveRepsAt(Number.NaN)).toBeNaN();
    expect(chartFraction(Number.NaN)).toBeNaN();
  });
});

describe("epleyE1rm", () => {
  it.each([
    [100, 1, 10, 100],
    [100, 1, null, 100],
    [100, 5, 10, 100 * (1 + 4 / 30)],
    [100, 5, null, 100 * (1 + 4 / 30)],
    [100, 3, 8, 100 * (1 + 4 / 30)],
    [140, 1, 9, 140 * (1 + 1 / 30)],
    [60, 10, 6.5, 60 * (1 + 12.5 / 30)],
  ])("%d kg × %d @ %s → %d (to 1e-9)", (weight, reps, rpe, expected) => {
    expect(epleyE1rm(weight, reps, rpe)).toBeCloseTo(expected, 9);
  });

  it("maps a max single to itself, as the chart does", () => {
    expect(epleyE1rm(182.5, 1, 10)).toBe(182.5);
    expect(182.5 / chartFraction(1)).toBe(182.5);
  });
});
