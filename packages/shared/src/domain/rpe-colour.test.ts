import { describe, expect, it } from "vitest";
import { sessionRpeColour } from "./rpe-colour.js";

describe("sessionRpeColour", () => {
  it.each([
    [null, "secondary"],
    [undefined, "secondary"],
    ["", "secondary"],
    [0, "secondary"],
    [-1, "secondary"],
    [1, "success"],
    [5, "success"],
    [7, "success"],
    [7.5, "success"],
    ["7.5", "success"],
    [7.9, "success"],
    [8, "danger"],
    [9.5, "danger"],
    [10, "danger"],
  ])("%j → %s", (rpe, colour) => {
    expect(sessionRpeColour(rpe)).toBe(colour);
  });
});
