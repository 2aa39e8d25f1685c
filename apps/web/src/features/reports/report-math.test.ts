import { describe, expect, it } from "vitest";
import type { TrainingWeek } from "@topset/shared";
import { categoryTotals, rpeDistribution, trendLine } from "./report-math";

const week = (over: Partial<TrainingWeek>): TrainingWeek => ({
  week: "2026-11-02",
  sessions: 0,
  sets: 0,
  reps: 0,
  volume_kg: 0,
  avg_session_rpe: null,
  session_load: 0,
  lifts: [],
  categories: [],
  heavy_sets_by_rpe: [],
  ...over,
});

describe("trendLine", () => {
  it("fits the points that have a value and draws it over every week", () => {
    expect(trendLine([100, null, 104, 106])).toEqual([100, 102, 104, 106]);
    expect(trendLine([100, null, 105, 106])).toEqual([100.2, 102.3, 104.4, 106.4]);
  });
  it("has nothing to draw with one point", () => {
    expect(trendLine([null, 100, null])).toEqual([null, null, null]);
  });
});

describe("rpeDistribution and categoryTotals", () => {
  const weeks = [
    week({
      heavy_sets_by_rpe: [
        { rpe: 9, sets: 2 },
        { rpe: 8, sets: 1 },
      ],
      categories: [{ category_id: 1, name: "Squat", best_e1rm_kg: 200, volume_kg: 3000 }],
    }),
    week({
      heavy_sets_by_rpe: [{ rpe: 8, sets: 3 }],
      categories: [
        { category_id: 1, name: "Squat", best_e1rm_kg: 205, volume_kg: 2000 },
        { category_id: 2, name: "Bench", best_e1rm_kg: null, volume_kg: 6000 },
      ],
    }),
  ];
  it("adds the weeks' heavy sets by RPE, lightest first", () => {
    expect(rpeDistribution(weeks)).toEqual([
      { rpe: 8, sets: 4 },
      { rpe: 9, sets: 2 },
    ]);
  });
  it("adds each category's volume and keeps its best e1RM", () => {
    expect(categoryTotals(weeks)).toEqual([
      { name: "Bench", best_e1rm_kg: null, volume_kg: 6000 },
      { name: "Squat", best_e1rm_kg: 205, volume_kg: 5000 },
    ]);
  });
});
