import { describe, expect, it } from "vitest";
import { cleanFloat, roundTo } from "./round.js";

describe("roundTo", () => {
  it.each([
    [1.005, 2, 1.01],
    [102.5 - 1e-13, 2, 102.5],
    [102.5, 2, 102.5],
    [225.0, 2, 225],
    [0.125, 2, 0.13],
    [-1.005, 2, -1.01],
    [-0.001, 2, 0],
    [100 / 0.922, 1, 108.5],
    [1e-7, 2, 0],
    [1.5e21, 2, 1.5e21],
    [7, 0, 7],
  ])("roundTo(%d, %d) = %d", (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it("leaves non-finite values alone", () => {
    expect(roundTo(Number.NaN, 2)).toBeNaN();
    expect(roundTo(Infinity, 2)).toBe(Infinity);
  });
});

describe("cleanFloat", () => {
  it.each([
    [2.2 * 3, 6.6],
    [0.1 + 0.2, 0.3],
    [307.5, 307.5],
  ])("cleanFloat(%d) = %d", (value, expected) => {
    expect(cleanFloat(value)).toBe(expected);
  });
});
