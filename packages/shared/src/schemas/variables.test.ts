import { describe, expect, it } from "vitest";
import { createVariableSchema, ONE_KIND_MESSAGE, trackerQuerySchema } from "./variables.js";

const issues = (body: unknown) => {
  const result = createVariableSchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
};

describe("createVariableSchema", () => {
  it("reads the kind from the fields and keeps decimals of a bodyweight", () => {
    expect(createVariableSchema.parse({ body_weight: 82.35, body_weight_unit: "kg" })).toEqual({
      kind: "bodyweight",
      body_weight: 82.35,
      body_weight_unit: "kg",
    });
    expect(createVariableSchema.parse({ user_id: 3, calories_prior_session: 0, total_calories: 0 })).toEqual({
      kind: "calories",
      user_id: 3,
      calories_prior_session: 0,
      total_calories: null,
    });
    expect(createVariableSchema.parse({ stress_level: 4, hours_of_sleep: 8 })).toEqual({
      kind: "recovery",
      stress_level: 4,
      hours_of_sleep: 8,
    });
  });

  it("names the offending field with the spec's bounds", () => {
    expect(issues({ body_weight: 0 })).toEqual([
      { path: "body_weight", message: "Bodyweight must be at least 1" },
    ]);
    expect(issues({ body_weight: 1000.5 })).toEqual([
      { path: "body_weight", message: "Bodyweight must be at most 1000" },
    ]);
    expect(issues({ body_weight: 80.123 })).toEqual([
      { path: "body_weight", message: "Bodyweight has at most two decimals" },
    ]);
    expect(issues({ calories_prior_session: 5001, total_calories: -1 })).toEqual([
      { path: "calories_prior_session", message: "Calories prior to session must be at most 5000" },
      { path: "total_calories", message: "Total calories must be at least 1" },
    ]);
    expect(issues({ total_calories: 2000 })).toEqual([
      { path: "calories_prior_session", message: "Calories prior to session must be a number" },
    ]);
    expect(issues({ stress_level: 11, hours_of_sleep: 7.5 })).toEqual([
      { path: "stress_level", message: "Stress level must be at most 10" },
      { path: "hours_of_sleep", message: "Hours of sleep must be a whole number" },
    ]);
  });

  it("refuses an empty body and a body mixing kinds", () => {
    expect(issues({})).toEqual([{ path: "", message: ONE_KIND_MESSAGE }]);
    expect(issues({ body_weight: 80, stress_level: 3, hours_of_sleep: 7 })).toEqual([
      { path: "", message: ONE_KIND_MESSAGE },
    ]);
    expect(issues({ body_weight: 80, water: 2 })).toHaveLength(1);
  });
});

describe("trackerQuerySchema", () => {
  it("defaults to the spec's 25 a page and takes the download-all size", () => {
    expect(trackerQuerySchema.parse({})).toEqual({ perPage: 25, currentPage: 1 });
    expect(trackerQuerySchema.parse({ perPage: "999999999999999", currentPage: "1" }).perPage).toBe(
      999999999999999,
    );
    expect(trackerQuerySchema.safeParse({ perPage: "0" }).success).toBe(false);
  });
});
