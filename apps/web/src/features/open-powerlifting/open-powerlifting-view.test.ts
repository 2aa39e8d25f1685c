import type { OpenPowerliftingResult } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { liftCell, queryProblem, toResultView } from "./open-powerlifting-view";

const result: OpenPowerliftingResult = {
  id: 1,
  name: "Noah Inkov",
  sex: "M",
  event: "SBD",
  equipment: "Raw",
  age: 24,
  division: "Open",
  bodyweight_kg: 90.4,
  weight_class_kg: "93",
  best3_squat_kg: 167.5,
  best3_bench_kg: -112.5,
  best3_deadlift_kg: null,
  total_kg: null,
  place: "DQ",
  dots: null,
  federation: "NSF",
  date: "2016-11-21",
  country: "Norway",
  meet_country: "Norway",
  meet_name: "NSF Lakeview Autumn Open 2016",
};

describe("open powerlifting view", () => {
  it("checks the search as the API does (trimmed, 2 to 100 characters)", () => {
    expect(queryProblem("  ")).toBe("Search is required");
    expect(queryProblem(" a ")).toBe("Search must be at least 2 characters");
    expect(queryProblem("x".repeat(101))).toBe("Search must be at most 100 characters");
    expect(queryProblem(" no ")).toBeNull();
  });

  it("shows a missed lift (negative) as its weight, marked missed, and a blank lift as a dash", () => {
    expect(liftCell(-112.5)).toEqual({ text: "112.5", missed: true });
    expect(liftCell(167.5)).toEqual({ text: "167.5", missed: false });
    expect(liftCell(null)).toEqual({ text: "—", missed: false });
  });

  it("formats a row: date YYYY/MM/DD, category line, Dots with two decimals or a dash", () => {
    const view = toResultView(result);
    expect(view).toMatchObject({
      date: "2016/11/21",
      category: "M · 93 kg · Raw · Open",
      dots: null,
      place: "DQ",
      bench: { text: "112.5", missed: true },
      total: { text: "—", missed: false },
    });
    expect(toResultView({ ...result, dots: 309.675 }).dots).toBe("309.68");
  });
});
