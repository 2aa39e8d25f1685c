import { describe, expect, it } from "vitest";
import { toRpe } from "./rpe.js";

describe("toRpe", () => {
  it.each([
    [8, 8],
    [8.5, 8.5],
    ["9.5", 9.5],
    [" 7 ", 7],
    [0, null],
    ["0", null],
    ["", null],
    ["   ", null],
    [null, null],
    [undefined, null],
    ["abc", null],
    [Number.NaN, null],
  ])("toRpe(%j) = %j", (input, expected) => {
    expect(toRpe(input)).toBe(expected);
  });
});
