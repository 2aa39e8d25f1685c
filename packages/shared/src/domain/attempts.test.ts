import { describe, expect, it } from "vitest";
import { roundToIncrement, selectAttempts } from "./attempts.js";

describe("roundToIncrement", () => {
  it.each([
    [101.2, 2.5, "nearest", 100],
    [101.25, 2.5, "nearest", 102.5],
    [102.4, 2.5, "down", 100],
    [102.5, 2.5, "down", 102.5],
    [100.1, 2.5, "up", 102.5],
    [227, 5, "nearest", 225],
    [227.5, 5, "nearest", 230],
    [229, 5, "down", 225],
  ] as const)("%d to %d (%s) → %d", (value, step, mode, expected) => {
    expect(roundToIncrement(value, step, mode)).toBe(expected);
  });

  it("is not fooled by float noise just under a step", () => {
    expect(roundToIncrement(0.1 * 3 * 250, 2.5, "down")).toBe(75);
  });
});

describe("selectAttempts", () => {
  it("from an e1RM: 91 % rounded down, 96 % and 102 % to the nearest 2.5 kg", () => {
    // 200 × 0.91 = 182 → 180; × 0.96 = 192 → 192.5; × 1.02 = 204 → 205.
    expect(selectAttempts(200, "e1rm", "kg")).toEqual({ opener: 180, second: 192.5, third: 205 });
  });

  it("from a goal: the goal is the third", () => {
    // 250 × 0.91 = 227.5; × 0.96 = 240.
    expect(selectAttempts(250, "goal", "kg")).toEqual({ opener: 227.5, second: 240, third: 250 });
    expect(selectAttempts(251, "goal", "kg").third).toBe(250);
  });

  it("rounds to 5 lb in pounds", () => {
    // 500 × 0.91 = 455; × 0.96 = 480; × 1.02 = 510.
    expect(selectAttempts(500, "e1rm", "lbs")).toEqual({ opener: 455, second: 480, third: 510 });
    // 405 × 0.91 = 368.55 → 365; × 0.96 = 388.8 → 390; × 1.02 = 413.1 → 415.
    expect(selectAttempts(405, "e1rm", "lbs")).toEqual({ opener: 365, second: 390, third: 415 });
  });

  it("keeps the attempts one step apart for light references", () => {
    expect(selectAttempts(20, "goal", "kg")).toEqual({ opener: 17.5, second: 20, third: 22.5 });
    expect(selectAttempts(1, "e1rm", "kg")).toEqual({ opener: 2.5, second: 5, third: 7.5 });
  });
});
