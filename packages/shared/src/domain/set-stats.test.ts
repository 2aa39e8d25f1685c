import { describe, expect, it } from "vitest";
import { relativeIntensity, totalVolume, volume } from "./set-stats.js";

describe("relativeIntensity", () => {
  it.each([
    [100, 112, 89],
    [100, 100, 100],
    [57, 100, 57],
    [29, 100, 29],
    [315, 330, 95],
    [102.5, 115.5, 88],
    [100, 0, 0],
    [0, 0, 0],
    [100, Number.NaN, 0],
    [100, -5, 0],
  ])("%d of %d → %d%", (weight, e1rm, expected) => {
    expect(relativeIntensity(weight, e1rm)).toBe(expected);
  });
});

describe("volume", () => {
  it.each([
    [5, 100, 500],
    [3, 102.5, 307.5],
    [3, 2.2, 6.6],
    [0, 100, 0],
  ])("%d × %d → %d", (reps, weight, expected) => {
    expect(volume(reps, weight)).toBe(expected);
  });
});

describe("totalVolume", () => {
  it.each([
    [[], 0],
    [[{ reps: 5, weight: 100 }], 500],
    [
      [
        { reps: 5, weight: 100 },
        { reps: 3, weight: 102.5 },
        { reps: 3, weight: 2.2 },
      ],
      814.1,
    ],
    [
      [
        { reps: 5, weight: null },
        { reps: null, weight: 60 },
        { reps: 2, weight: 60 },
      ],
      120,
    ],
  ])("%j → %d", (sets, expected) => {
    expect(totalVolume(sets)).toBe(expected);
  });
});
