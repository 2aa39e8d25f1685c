import { describe, expect, it } from "vitest";
import { effectiveRepsAt } from "./chart.js";
import { SYNTHETIC_FIRST_DAY, syntheticLifter, thinRpeLifter } from "./synthetic-lifters.js";

const reserveCalled = (rpe: number) => 10 - rpe;

describe("syntheticLifter", () => {
  it("builds the same history from the same seed, another from another", () => {
    expect(syntheticLifter({ seed: 9, days: 120 }).sets).toEqual(
      syntheticLifter({ seed: 9, days: 120 }).sets,
    );
    expect(syntheticLifter({ seed: 9, days: 120 }).sets).not.toEqual(
      syntheticLifter({ seed: 10, days: 120 }).sets,
    );
  });

  it("logs sets oldest first, of the chosen lift, RPE 6–10 in halves, sessions as asked", () => {
    const { sets } = syntheticLifter({ seed: 1, days: 700, exerciseId: 7, sessionsPerWeek: 4 });
    sets.forEach((s, i) => i > 0 && expect(s.day).toBeGreaterThanOrEqual(sets[i - 1]!.day));
    for (const s of sets) {
      expect(s.exercise_id).toBe(7);
      expect(s.rpe! * 2).toSatisfy(Number.isInteger);
      expect(s.rpe).toBeGreaterThanOrEqual(6);
      expect(s.rpe).toBeLessThanOrEqual(10);
    }
    expect(new Set(sets.map((s) => s.session_id)).size).toBe(400);
  });

  it("loads work sets from the true max by the chart: an honest, noiseless lifter's calls are within a quarter rep", () => {
    const lifter = syntheticLifter({ seed: 2, days: 365, noiseRir: 0 });
    for (const s of lifter.sets.filter((set) => set.kind === "normal" && set.reps > 1)) {
      const trueReserve = effectiveRepsAt(s.weight / lifter.trueMaxOn(s.day)) - s.reps;
      expect(Math.abs(trueReserve - reserveCalled(s.rpe!))).toBeLessThanOrEqual(0.25 + 1e-9);
    }
  });

  it("calls a hot lifter's sets one rep short of their true reserve (± a quarter rep, below the RPE 10 clamp)", () => {
    const lifter = syntheticLifter({ seed: 3, days: 365, noiseRir: 0, rpeBias: 1 });
    for (const s of lifter.sets.filter((set) => set.kind === "normal" && set.reps > 1 && set.rpe! < 10)) {
      const trueReserve = effectiveRepsAt(s.weight / lifter.trueMaxOn(s.day)) - s.reps;
      expect(Math.abs(trueReserve - reserveCalled(s.rpe!) - 1)).toBeLessThanOrEqual(0.25 + 1e-9);
    }
  });

  it("tries a true max single every `heavySinglesEvery` days, within 0.5 kg under the true max", () => {
    const lifter = syntheticLifter({ seed: 4, days: 365, heavySinglesEvery: 10, gainKgPerWeek: 1 });
    const singles = lifter.sets.filter((s) => s.reps === 1);
    expect(singles.length).toBeGreaterThanOrEqual(30);
    for (const s of singles) {
      expect(s.rpe).toBe(10);
      expect(lifter.trueMaxOn(s.day) - s.weight).toBeGreaterThanOrEqual(0);
      expect(lifter.trueMaxOn(s.day) - s.weight).toBeLessThan(0.5);
    }
    singles.forEach((s, i) => i > 0 && expect(s.day - singles[i - 1]!.day).toBeGreaterThanOrEqual(10));
    expect(lifter.sets.some((s) => s.kind === "failure" && s.reps > 1)).toBe(true);
  });

  it("gains as told: the true max grows gainKgPerWeek a week from startMaxKg", () => {
    const lifter = syntheticLifter({ seed: 1, days: 10, startMaxKg: 200, gainKgPerWeek: 0.7 });
    expect(lifter.trueMaxOn(SYNTHETIC_FIRST_DAY)).toBe(200);
    expect(lifter.trueMaxOn(SYNTHETIC_FIRST_DAY + 70)).toBeCloseTo(207, 9);
  });
});

describe("thinRpeLifter", () => {
  it("has 10 sets, a top single first", () => {
    const { sets } = thinRpeLifter({ seed: 1 });
    expect(sets).toHaveLength(10);
    expect(sets[0]).toMatchObject({ reps: 1, rpe: 10 });
  });
});
