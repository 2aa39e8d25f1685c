import { describe, expect, it } from "vitest";
import { loadBar, type BarSetup } from "./plates.js";

const kg: BarSetup = {
  bar: 20,
  collar: 0,
  plates: [
    { weight: 25, count: 4 },
    { weight: 20, count: 1 },
    { weight: 15, count: 1 },
    { weight: 10, count: 1 },
    { weight: 5, count: 1 },
    { weight: 2.5, count: 1 },
    { weight: 1.25, count: 1 },
  ],
};

describe("loadBar", () => {
  it("loads a target exactly with the fewest plates, heaviest first", () => {
    expect(loadBar(kg, 100)).toEqual({
      status: "exact",
      base: 20,
      loading: {
        total: 100,
        perSide: [
          { weight: 25, count: 1 },
          { weight: 15, count: 1 },
        ],
      },
    });
    expect(loadBar(kg, 142.5)).toMatchObject({ status: "exact", loading: { total: 142.5 } });
    expect(loadBar(kg, 22.5)).toEqual({
      status: "exact",
      base: 20,
      loading: { total: 22.5, perSide: [{ weight: 1.25, count: 1 }] },
    });
  });

  it("prefers fewer plates over a greedy choice when the counts are limited", () => {
    // 40 a side: heaviest-first takes 25 and then cannot finish; two 20s do it.
    const setup = {
      bar: 20,
      collar: 0,
      plates: [
        { weight: 25, count: 1 },
        { weight: 20, count: 2 },
        { weight: 2.5, count: 1 },
      ],
    };
    expect(loadBar(setup, 100)).toEqual({
      status: "exact",
      base: 20,
      loading: { total: 100, perSide: [{ weight: 20, count: 2 }] },
    });
  });

  it("between loadings with as few plates, takes the most heavy plates", () => {
    const lb: BarSetup = {
      bar: 55,
      collar: 0,
      plates: [
        { weight: 45, count: 8 },
        { weight: 35, count: 2 },
        { weight: 25, count: 2 },
        { weight: 10, count: 2 },
        { weight: 5, count: 2 },
      ],
    };
    expect(loadBar(lb, 315)).toMatchObject({
      status: "exact",
      loading: {
        perSide: [
          { weight: 45, count: 2 },
          { weight: 35, count: 1 },
          { weight: 5, count: 1 },
        ],
      },
    });
  });

  it("counts the collars on both sides into the base", () => {
    const withCollars = { ...kg, collar: 2.5 };
    expect(loadBar(withCollars, 25)).toEqual({
      status: "exact",
      base: 25,
      loading: { total: 25, perSide: [] },
    });
    expect(loadBar(withCollars, 75)).toMatchObject({
      status: "exact",
      loading: { total: 75, perSide: [{ weight: 25, count: 1 }] },
    });
  });

  it("answers below-bar when the target is lighter than the bar, with the bar as the next weight", () => {
    expect(loadBar(kg, 15)).toEqual({ status: "below-bar", base: 20, above: { total: 20, perSide: [] } });
    expect(loadBar({ ...kg, collar: 2.5 }, 22.5).status).toBe("below-bar");
  });

  it("gives the nearest loadable weights below and above an unreachable target", () => {
    const result = loadBar(kg, 101);
    expect(result).toMatchObject({
      status: "inexact",
      below: { total: 100 },
      above: {
        total: 102.5,
        perSide: [
          { weight: 25, count: 1 },
          { weight: 15, count: 1 },
          { weight: 1.25, count: 1 },
        ],
      },
    });
    // Half a plate step: 0.6 a side is not a multiple of 1.25.
    expect(loadBar(kg, 21.2)).toMatchObject({
      status: "inexact",
      below: { total: 20 },
      above: { total: 22.5 },
    });
  });

  it("has no weight above once the plates run out, and the heaviest loading below", () => {
    // Per side at most 4×25 + 20 + 15 + 10 + 5 + 2.5 + 1.25 = 153.75 → 327.5 in all.
    const result = loadBar(kg, 400);
    expect(result.status).toBe("inexact");
    if (result.status !== "inexact") return;
    expect(result.below.total).toBe(327.5);
    expect(result.above).toBeUndefined();
  });

  it("answers no-plates when nothing is on hand, with the bar as the weight below", () => {
    expect(loadBar({ bar: 20, collar: 0, plates: [] }, 60)).toEqual({
      status: "no-plates",
      base: 20,
      below: { total: 20, perSide: [] },
    });
    expect(loadBar({ bar: 20, collar: 0, plates: [{ weight: 25, count: 0 }] }, 60).status).toBe("no-plates");
    expect(loadBar({ bar: 20, collar: 0, plates: [] }, 20).status).toBe("exact");
  });

  it("works in pounds with 2.5 lb plates and merges duplicate sizes", () => {
    const lb: BarSetup = {
      bar: 45,
      collar: 0,
      plates: [
        { weight: 45, count: 2 },
        { weight: 45, count: 2 },
        { weight: 2.5, count: 1 },
      ],
    };
    expect(loadBar(lb, 410)).toMatchObject({
      status: "exact",
      loading: {
        total: 410,
        perSide: [
          { weight: 45, count: 4 },
          { weight: 2.5, count: 1 },
        ],
      },
    });
    // 97.5 a side: 90 + 2.5 is 2.5 short, the next loading is 3 × 45.
    expect(loadBar(lb, 240)).toMatchObject({
      status: "inexact",
      below: { total: 230 },
      above: { total: 315 },
    });
  });
});
