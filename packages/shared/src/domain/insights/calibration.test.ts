import { describe, expect, it } from "vitest";
import { e1rmRpeTable, rpePercent } from "../rpe-table.js";
import {
  CalibrationAccumulator,
  calibrationOffsetAt,
  e1rmPersonal,
  fitRpeCalibration,
  personalFraction,
  PRIOR_SETS,
  RPE_LEVELS,
} from "./calibration.js";
import { calibrationObservations } from "./calibration-observations.js";
import { chartFraction } from "./chart.js";
import { historySet } from "./history-sets.fixtures.js";
import { syntheticLifter, thinRpeLifter } from "./synthetic-lifters.js";
import type { RpeCalibration } from "./types.js";

const TWO_YEARS = 730;
const level = (cal: RpeCalibration, rpe: number) => cal.levels.find((l) => l.rpe === rpe)!;
const fitOf = (observations: { rpe: number; offset: number }[]): RpeCalibration => {
  const accumulator = new CalibrationAccumulator();
  for (const observation of observations) accumulator.add(observation);
  return accumulator.fit();
};
const hot = (count: number, rpe = 8) => Array.from({ length: count }, () => ({ rpe, offset: 1 }));

describe("the shrinkage model", () => {
  it("is the standard chart with no observation: offsets 0, sd 1/√50 at every RPE 6, 6.5 … 10", () => {
    const cal = fitOf([]);
    expect(cal).toMatchObject({ sets_used: 0, prior_sets: PRIOR_SETS, overall_offset: 0 });
    expect(cal.levels.map((l) => l.rpe)).toEqual([6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10]);
    for (const l of cal.levels) expect(l).toEqual({ rpe: l.rpe, n: 0, offset: 0, sd: 1 / Math.sqrt(50) });
  });

  it("follows the documented formulas on a small case (to 1e-12)", () => {
    const cal = fitOf([
      { rpe: 8, offset: 1 },
      { rpe: 8, offset: 2 },
      { rpe: 6, offset: -1 },
    ]);
    const a = 2 / 53;
    const residuals = (1 - a) ** 2 + (2 - a) ** 2 + (-1 - a) ** 2;
    const sigma = Math.sqrt((50 + residuals) / 53);
    expect(cal.overall_offset).toBeCloseTo(a, 12);
    expect(level(cal, 8).offset).toBeCloseTo(a + (3 - 2 * a) / 52, 12);
    expect(level(cal, 6).offset).toBeCloseTo(a + (-1 - a) / 51, 12);
    expect(level(cal, 9).offset).toBeCloseTo(a, 12);
    expect(level(cal, 8).sd).toBeCloseTo(sigma / Math.sqrt(52), 12);
    expect(level(cal, 9).sd).toBeCloseTo(sigma / Math.sqrt(50), 12);
    expect(level(cal, 8).n).toBe(2);
    expect(cal.sets_used).toBe(3);
  });

  it("moves little for 20 hot sets and much for 500 (20 → 20/70, 500 → 500/550, to 1e-12)", () => {
    const twenty = fitOf(hot(20)).overall_offset;
    const fiveHundred = fitOf(hot(500)).overall_offset;
    expect(twenty).toBeCloseTo(20 / 70, 12);
    expect(fiveHundred).toBeCloseTo(500 / 550, 12);
    expect(twenty).toBeLessThan(fiveHundred);
    expect(level(fitOf(hot(20)), 8).offset).toBeLessThan(level(fitOf(hot(500)), 8).offset);
  });

  it("narrows a level's sd as its observations grow", () => {
    expect(level(fitOf(hot(500)), 8).sd).toBeLessThan(level(fitOf(hot(20)), 8).sd);
  });

  it("merges two accumulators into the fit of all their observations (to 1e-12)", () => {
    const observations = calibrationObservations(syntheticLifter({ seed: 6, days: 300, rpeBias: 1 }).sets);
    const half = observations.length >> 1;
    const merged = new CalibrationAccumulator();
    for (const part of [observations.slice(0, half), observations.slice(half)]) {
      const accumulator = new CalibrationAccumulator();
      part.forEach((o) => accumulator.add(o));
      merged.merge(accumulator);
    }
    const whole = fitOf(observations);
    expect(merged.fit().sets_used).toBe(whole.sets_used);
    merged.fit().levels.forEach((l, i) => expect(l.offset).toBeCloseTo(whole.levels[i]!.offset, 12));
  });

  it("ignores an observation off the RPE levels", () => {
    expect(fitOf([{ rpe: 7.25, offset: 3 }])).toEqual(fitOf([]));
  });

  it("gives the same fit in any order of adding (to 1e-12)", () => {
    const observations = calibrationObservations(syntheticLifter({ seed: 5, days: 200, rpeBias: 1 }).sets);
    const forward = fitOf(observations);
    const backward = fitOf([...observations].reverse());
    expect(backward.overall_offset).toBeCloseTo(forward.overall_offset, 12);
    backward.levels.forEach((l, i) => expect(l.offset).toBeCloseTo(forward.levels[i]!.offset, 12));
  });
});

describe("fitRpeCalibration", () => {
  it("uses only observations known before `beforeDay`", () => {
    const sets = syntheticLifter({ seed: 3, days: 400, rpeBias: 1 }).sets;
    const cutoff = sets[0]!.day + 200;
    const known = calibrationObservations(sets).filter((o) => o.known_day < cutoff);
    const fitted = fitRpeCalibration(sets, { beforeDay: cutoff });
    const expected = fitOf(known);
    expect(fitted.sets_used).toBe(expected.sets_used);
    fitted.levels.forEach((l, i) => {
      expect(l.n).toBe(expected.levels[i]!.n);
      expect(l.offset).toBeCloseTo(expected.levels[i]!.offset, 12);
      expect(l.sd).toBeCloseTo(expected.levels[i]!.sd, 12);
    });
    expect(fitRpeCalibration(sets).sets_used).toBeGreaterThan(known.length);
  });

  // A set logged 6.5 by a lifter aiming at 7 is mostly one whose call erred low, so the levels at the
  // edge of what a lifter logs lean the other way (selection on the logged value); the levels they aim
  // at, and the overall offset, hold the truth.
  it("finds a standard lifter standard: overall and RPE 7–9 within ±0.3, every level within ±0.4", () => {
    const cal = fitRpeCalibration(syntheticLifter({ seed: 1, days: TWO_YEARS }).sets);
    expect(Math.abs(cal.overall_offset)).toBeLessThan(0.3);
    for (const rpe of [7, 7.5, 8, 8.5, 9]) expect(Math.abs(level(cal, rpe).offset)).toBeLessThan(0.3);
    for (const l of cal.levels) expect(Math.abs(l.offset)).toBeLessThan(0.4);
  });

  it.each([1, 2, 3])(
    "finds a lifter one RPE hot over two years (seed %d): overall 1 ± 0.3, RPE 8–9 within 1 ± 0.4",
    (seed) => {
      const cal = fitRpeCalibration(syntheticLifter({ seed, days: TWO_YEARS, rpeBias: 1 }).sets);
      expect(cal.sets_used).toBeGreaterThan(500);
      expect(Math.abs(cal.overall_offset - 1)).toBeLessThan(0.3);
      for (const rpe of [8, 8.5, 9]) expect(Math.abs(level(cal, rpe).offset - 1)).toBeLessThan(0.4);
    },
  );

  it("finds a lifter one RPE cold over two years: overall −1 ± 0.3", () => {
    const cal = fitRpeCalibration(syntheticLifter({ seed: 4, days: TWO_YEARS, rpeBias: -1 }).sets);
    expect(Math.abs(cal.overall_offset + 1)).toBeLessThan(0.3);
  });

  it("keeps a hot lifter with 10 sets near the standard chart: |offset| < 0.25 everywhere", () => {
    const sets = thinRpeLifter({ seed: 7, rpeBias: 1 }).sets;
    expect(sets).toHaveLength(10);
    const cal = fitRpeCalibration(sets);
    expect(Math.abs(cal.overall_offset)).toBeLessThan(0.25);
    for (const l of cal.levels) expect(Math.abs(l.offset)).toBeLessThan(0.25);
  });

  it("moves less on 20 hot observations than on 500 of the same lifter", () => {
    const observations = calibrationObservations(syntheticLifter({ seed: 2, days: 1500, rpeBias: 1 }).sets);
    expect(observations.length).toBeGreaterThan(500);
    expect(fitOf(observations.slice(0, 20)).overall_offset).toBeLessThan(0.35);
    expect(fitOf(observations.slice(0, 500)).overall_offset).toBeGreaterThan(0.6);
  });
});

describe("calibrationOffsetAt", () => {
  const cal = fitOf([...hot(100, 8), ...Array.from({ length: 100 }, () => ({ rpe: 9, offset: -1 }))]);

  it("is a level's own offset on a level, a straight line between two (to 1e-12)", () => {
    expect(calibrationOffsetAt(cal, 8)).toBe(level(cal, 8).offset);
    const between = (level(cal, 8.5).offset + level(cal, 9).offset) / 2;
    expect(calibrationOffsetAt(cal, 8.75)).toBeCloseTo(between, 12);
  });

  it("holds the end levels beyond them", () => {
    expect(calibrationOffsetAt(cal, 5)).toBe(level(cal, 6).offset);
    expect(calibrationOffsetAt(cal, 11)).toBe(level(cal, 10).offset);
  });
});

describe("personalFraction and e1rmPersonal", () => {
  const standard = fitOf([]);
  const oneHot = { ...standard, levels: standard.levels.map((l) => ({ ...l, offset: 1 })) };

  it("is rpePercent on every cell while nothing is learnt", () => {
    for (let reps = 1; reps <= 12; reps++) {
      for (const rpe of RPE_LEVELS) expect(personalFraction(standard, reps, rpe)).toBe(rpePercent(reps, rpe));
    }
  });

  it("reads a cell one RPE lower for a lifter one rep hot (to 1e-12)", () => {
    for (const rpe of [7, 8, 9, 10]) {
      expect(personalFraction(oneHot, 5, rpe)).toBeCloseTo(rpePercent(5, rpe - 1)!, 12);
    }
    expect(personalFraction(oneHot, 12, 6)).toBeCloseTo(chartFraction(17), 12);
  });

  it.each([
    [0, 8],
    [13, 8],
    [2.5, 8],
    [5, 5.5],
    [5, 10.5],
    [5, 7.25],
  ])("is undefined off the chart: %d reps @ %d", (reps, rpe) => {
    expect(personalFraction(standard, reps, rpe)).toBeUndefined();
  });

  it("is e1rmRpeTable while nothing is learnt, a set without RPE counting RPE 10", () => {
    for (const set of [
      { weight: 140, reps: 5, rpe: 8 },
      { weight: 100, reps: 3, rpe: "7.5" },
      { weight: 180, reps: 1, rpe: null },
      { weight: 102.5, reps: 12, rpe: 6 },
    ]) {
      expect(e1rmPersonal(standard, set)).toBe(e1rmRpeTable(set));
    }
  });

  it("reads a hot lifter's set higher, to 0.1", () => {
    expect(e1rmPersonal(oneHot, { weight: 140, reps: 5, rpe: 8 })).toBe(
      e1rmRpeTable({ weight: 140, reps: 5, rpe: 7 }),
    );
    expect(e1rmPersonal(oneHot, historySet({ reps: 13 }))).toBeUndefined();
  });
});
