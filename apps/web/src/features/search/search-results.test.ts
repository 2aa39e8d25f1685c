import type { SearchResult } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { groupResults, moveActive } from "./search-results";

const hit = (type: SearchResult["type"], id: number): SearchResult => ({
  type,
  id,
  title: `${type} ${id}`,
  subtitle: null,
  url: `/x/${id}`,
});

describe("groupResults", () => {
  it("orders kinds by their best result and numbers the options in screen order", () => {
    const groups = groupResults([hit("exercise", 1), hit("user", 2), hit("exercise", 3), hit("block", 4)]);
    expect(groups.map((g) => g.type)).toEqual(["exercise", "user", "block"]);
    expect(groups.map((g) => g.items.map((i) => [i.result.id, i.index]))).toEqual([
      [
        [1, 0],
        [3, 1],
      ],
      [[2, 2]],
      [[4, 3]],
    ]);
  });

  it("gives nothing for no results", () => {
    expect(groupResults([])).toEqual([]);
  });
});

describe("moveActive", () => {
  it("starts at the first (down) or the last (up) and wraps around", () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(1, 1, 3)).toBe(2);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});
