import { describe, expect, it } from "vitest";
import { figureIn, setFigures } from "./set-figures.js";

describe("setFigures", () => {
  it.each([
    // weight, reps, rpe, method → e1rm, ri, volume
    [142.5, 3, 8.5, "formula", 158, 90, 427.5],
    [142.5, 3, 8.5, "rpe-table", 162.3, 87, 427.5],
    [100, 3, 8, "formula", 112, 89, 300],
    [100, 3, 8, "rpe-table", 115.9, 86, 300],
    [100, 1, 10, "rpe-table", 100, 100, 100],
    // Outside the band (reps > 3 or RPE < 7, or no RPE): no e1RM shown, RI still against the estimate.
    [100, 5, 8, "formula", null, 84, 500],
    [100, 5, null, "formula", null, 89, 500],
    [100, 2, 6.5, "formula", null, 87, 200],
    // Off the RPE chart (more than 12 reps): no estimate, so neither e1RM nor RI.
    [60, 15, 8, "rpe-table", null, null, 900],
    [60, 15, 8, "formula", null, 67, 900],
    // Volume keeps the weight's two decimals; an empty bar has no RI.
    [2.25, 3, 9, "formula", 3, 75, 6.75],
    [0, 3, 9, "formula", null, null, 0],
  ] as const)(
    "%d × %d @ %s by %s → e1RM %s, RI %s, volume %d",
    (weight, reps, rpe, method, e1rm, ri, volume) => {
      expect(setFigures({ weight, reps, rpe }, method)).toEqual({ e1rm, ri, volume });
    },
  );

  // A chart one rep hot at every RPE: 3 @ 8 reads as 6 effective reps (83.7 %), 3 @ 8.5 as 5.5 (85.0 %).
  const hot = { offsets: Array<number>(9).fill(1), sets_used: 40 };
  it.each([
    // weight, reps, rpe, chart → e1rm, ri, volume
    [100, 3, 8, hot, 119.5, 83, 300],
    [142.5, 3, 8.5, hot, 167.6, 85, 427.5],
    // Outside the band: no e1RM shown, RI against the personal estimate; off the chart: neither.
    [100, 5, null, hot, null, 83, 500],
    [60, 15, 8, hot, null, null, 900],
    // Never fitted: the standard chart's figures, to the digit.
    [142.5, 3, 8.5, null, 162.3, 87, 427.5],
    [100, 3, 8, undefined, 115.9, 86, 300],
  ] as const)(
    "%d × %d @ %s on the personal chart %j → e1RM %s, RI %s, volume %d",
    (weight, reps, rpe, chart, e1rm, ri, volume) => {
      expect(setFigures({ weight, reps, rpe }, "personal", chart)).toEqual({ e1rm, ri, volume });
    },
  );

  it.each(["formula", "rpe-table", "personal"] as const)(
    "gives a warm-up no e1RM and no RI, however heavy, and keeps its volume (%s)",
    (method) => {
      expect(setFigures({ weight: 200, reps: 1, rpe: 10, kind: "warmup" }, method)).toEqual({
        e1rm: null,
        ri: null,
        volume: 200,
      });
    },
  );

  it.each(["normal", "drop", "failure", undefined] as const)(
    "estimates a %s set as a working set",
    (kind) => {
      const working = setFigures({ weight: 142.5, reps: 3, rpe: 8.5 }, "formula");
      expect(setFigures({ weight: 142.5, reps: 3, rpe: 8.5, kind }, "formula")).toEqual(working);
      expect(working.e1rm).toBe(158);
    },
  );

  it("rounds the chart's estimate to one decimal and takes RI from that rounded figure", () => {
    const { e1rm, ri } = setFigures({ weight: 142.5, reps: 3, rpe: 8.5 }, "rpe-table");
    expect(e1rm).toBe(162.3);
    expect(ri).toBe(Math.floor((142.5 * 100) / 162.3));
  });
});

describe("figureIn", () => {
  it.each([
    [158, "kg", "kg", 158],
    [162.3, "kg", "kg", 162.3],
    [158, "kg", "lbs", 348.33],
    [427.5, "kg", "lbs", 942.48],
    [315, "lbs", "kg", 142.88],
  ] as const)("%d %s in %s → %d", (value, from, wanted, expected) => {
    expect(figureIn(value, from, wanted)).toBe(expected);
  });
});
