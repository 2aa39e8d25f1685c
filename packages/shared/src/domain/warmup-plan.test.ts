import { describe, expect, it } from "vitest";
import { warmupPlan } from "./warmup-plan.js";

describe("warmupPlan", () => {
  it("climbs from the bar to about 92 % of the opener, the last 8 minutes before the flight", () => {
    const plan = warmupPlan(200, "kg", "2026-06-13T10:00:00.000Z");
    expect(plan.map((s) => [s.weight, s.reps])).toEqual([
      [20, 8],
      [80, 5],
      [110, 3],
      [140, 2],
      [160, 1],
      [172.5, 1],
      [182.5, 1],
    ]);
    expect(plan.at(-1)).toMatchObject({ minutesBefore: 8, at: "2026-06-13T09:52:00.000Z" });
    expect(plan[0]).toMatchObject({ minutesBefore: 38, at: "2026-06-13T09:22:00.000Z" });
  });

  it("loads pounds in 5 lb steps from a 45 lb bar, and leaves out jumps that repeat", () => {
    const plan = warmupPlan(95, "lbs");
    expect(plan[0]).toMatchObject({ weight: 45, reps: 8, at: null });
    const weights = plan.map((s) => s.weight);
    expect(new Set(weights).size).toBe(weights.length);
    for (const w of weights) expect(w % 5).toBe(0);
    expect(Math.max(...weights)).toBeLessThan(95);
  });
});
