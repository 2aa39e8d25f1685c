import { describe, expect, it } from "vitest";
import { detectPlateau, tQuantile95 } from "./plateau.js";
import { flatLifter, gainingLifter } from "./training-fixtures.js";
import type { HistorySet } from "./types.js";

const single = (day: number, weight: number): HistorySet => ({
  day,
  session_id: day,
  exercise_id: 1,
  weight,
  reps: 1,
  rpe: 10,
  kind: "normal",
  planned_rpe: null,
});

describe("tQuantile95", () => {
  it.each([
    [2, 2.92],
    [10, 1.812],
    [31, 1.6955],
    [60, 1.6706],
    [1000, 1.6464],
  ])("df %i → %f (to 0.001)", (df, t) => expect(Math.abs(tQuantile95(df) - t)).toBeLessThan(0.001));
});

describe("detectPlateau", () => {
  it("flags a flat lifter (160 kg, 1.5 % noise), seed 1", () => {
    const lifter = flatLifter(1, "iid", 16);
    const p = detectPlateau(lifter.sets, 1, lifter.today);
    expect(p.flat).toBe(true);
    expect(p.points).toBe(18);
    expect(p.slope_low!).toBeLessThanOrEqual(0);
    expect(p.slope_high!).toBeGreaterThanOrEqual(0);
    expect(p.best_recent_kg!).toBeLessThanOrEqual(p.best_before_kg! * 1.005);
  });

  it("flags flat lifters in most seeds (≥ 60 % of 50; the best-of-window test is noisy)", () => {
    const flagged = Array.from({ length: 50 }, (_, i) => flatLifter(i + 1, "iid", 16)).filter(
      (l) => detectPlateau(l.sets, 1, l.today).flat,
    ).length;
    expect(flagged / 50).toBeGreaterThanOrEqual(0.6);
  });

  it.each([1, 2, 3, 4, 5])(
    "does not flag a lifter gaining 1 kg a week, seed %i (slope within 0.6 kg/week)",
    (seed) => {
      const lifter = gainingLifter(seed, 1);
      const p = detectPlateau(lifter.sets, 1, lifter.today);
      expect(p.flat).toBe(false);
      expect(Math.abs(p.slope_kg_per_week! - 1)).toBeLessThan(0.6);
      expect(p.slope_low!).toBeGreaterThan(0);
    },
  );

  it("never flags a gainer in 50 seeds", () => {
    const flagged = Array.from({ length: 50 }, (_, i) => gainingLifter(i + 1, 1)).filter(
      (l) => detectPlateau(l.sets, 1, l.today).flat,
    );
    expect(flagged).toHaveLength(0);
  });

  it("needs 4 points on 3 different weeks, and says what it knows", () => {
    const today = 1000;
    const twoWeeks = [single(990, 100), single(992, 101), single(996, 100), single(998, 100)];
    const p = detectPlateau([single(950, 102), ...twoWeeks], 1, today);
    expect(p).toEqual({
      exercise_id: 1,
      weeks: 6,
      flat: false,
      points: 4,
      slope_kg_per_week: null,
      slope_low: null,
      slope_high: null,
      best_recent_kg: 101,
      best_before_kg: 102,
    });
  });

  it("is not flat without weeks before the window (a start, not a plateau)", () => {
    const today = 1000;
    const sets = [0, 7, 14, 21, 28].map((d) => single(today - 35 + d, 100));
    const p = detectPlateau(sets, 1, today);
    expect(p.slope_kg_per_week).toBe(0);
    expect(p.best_before_kg).toBeNull();
    expect(p.flat).toBe(false);
  });

  it("reads the window length it is given", () => {
    const lifter = flatLifter(1, "iid", 16);
    expect(detectPlateau(lifter.sets, 1, lifter.today, 3).points).toBe(9);
  });
});
