import { describe, expect, it } from "vitest";
import { pageItems } from "./numbered-pagination";

describe("pageItems", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, "gap", 10]],
    [5, 10, [1, "gap", 4, 5, 6, "gap", 10]],
    [10, 10, [1, "gap", 9, 10]],
    [3, 10, [1, 2, 3, 4, "gap", 10]],
    [4, 10, [1, 2, 3, 4, 5, "gap", 10]],
    [8, 10, [1, "gap", 7, 8, 9, 10]],
  ] as const)("page %d of %d → %j", (current, last, expected) => {
    expect(pageItems(current, last)).toEqual(expected);
  });
});
