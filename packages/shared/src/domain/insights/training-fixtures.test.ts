import { describe, expect, it } from "vitest";
import {
  flatLifter,
  gainingLifter,
  mulberry32,
  randomWalkLifter,
  START_DAY,
  taperLifter,
  thinLifter,
} from "./training-fixtures.js";

describe("training fixtures", () => {
  it("are deterministic per seed and differ between seeds", () => {
    expect(taperLifter(3).sets).toEqual(taperLifter(3).sets);
    expect(flatLifter(3, "iid").sets).not.toEqual(flatLifter(4, "iid").sets);
  });

  it("draw uniforms in [0, 1)", () => {
    const rng = mulberry32(42);
    const draws = Array.from({ length: 1000 }, rng);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
  });

  it("give the thin lifter ten sets", () => {
    expect(thinLifter(1).sets).toHaveLength(10);
  });

  it("cut the taper's back-off volume by 50–60 % against the end of the hard block", () => {
    const lifter = taperLifter(1);
    const backoffs = (from: number, to: number) =>
      lifter.sets.filter((s) => s.rpe === null && s.day >= lifter.today - from && s.day < lifter.today - to)
        .length;
    const taper = backoffs(13, 0);
    const hard = backoffs(27, 13);
    expect(1 - taper / hard).toBeGreaterThanOrEqual(0.5);
    expect(1 - taper / hard).toBeLessThanOrEqual(0.6);
  });

  it("give the gainer a true max climbing kgPerWeek from 150 kg (to 1e-9)", () => {
    const lifter = gainingLifter(1, 0.2, 104);
    expect(lifter.trueMax(START_DAY)).toBeCloseTo(150, 9);
    expect(lifter.trueMax(START_DAY + 70)).toBeCloseTo(152, 9);
  });

  it("let the random walk wander (its true max spans over 10 kg in 60 weeks), the same per seed", () => {
    const lifter = randomWalkLifter(1);
    const maxes = lifter.sets.map((s) => lifter.trueMax(s.day));
    expect(Math.max(...maxes) - Math.min(...maxes)).toBeGreaterThan(10);
    expect(randomWalkLifter(1).sets).toEqual(lifter.sets);
  });
});
