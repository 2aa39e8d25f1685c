import { describe, expect, it } from "vitest";
import { planLift } from "../attempt-planner.js";
import { forecastMax, prChance, readinessMaxEstimate } from "./pr-chance.js";
import { fitReadiness } from "./readiness.js";
import { flatLifter, taperLifter, thinLifter, type SyntheticLifter } from "./training-fixtures.js";

const fit = (l: SyntheticLifter) =>
  fitReadiness({ sets: l.sets, trackers: l.trackers, exerciseId: l.exerciseId, today: l.today });

const taper = fit(taperLifter(1));
const flat = fit(flatLifter(1, "persistent"));

describe("prChance", () => {
  it("is 0.5 (± 0.001) at the expected max, from the readiness model when it beat no change", () => {
    const at = prChance(taper, taper.today!.expected_kg)!;
    expect(at.source).toBe("readiness");
    expect(Math.abs(at.chance - 0.5)).toBeLessThanOrEqual(0.001);
    // The spread is the model's walk-forward RMSE, the same error the band is drawn from (± 0.1 kg).
    const bandRmse = (taper.today!.high_kg - taper.today!.low_kg) / (2 * 1.645);
    expect(Math.abs(at.spread_kg - bandRmse)).toBeLessThanOrEqual(0.1);
  });

  it("falls as the attempt rises", () => {
    const chances = [150, 155, 160, 165, 170, 175, 180].map((kg) => prChance(taper, kg)!.chance);
    for (let i = 1; i < chances.length; i++) expect(chances[i]!).toBeLessThanOrEqual(chances[i - 1]!);
    expect(chances[0]).toBeGreaterThan(0.99);
    expect(chances.at(-1)).toBeLessThan(0.01);
  });

  it("carries the last performance forward, with its own error, when the model did not beat it", () => {
    const last = flat.series.at(-1)!.actual_kg;
    const at = prChance(flat, last)!;
    expect(at.source).toBe("no-change");
    expect(at.expected_kg).toBe(last);
    expect(at.chance).toBe(0.5);
    expect(at.spread_kg).toBeGreaterThan(0);
    expect(prChance(flat, last + 10)!.chance).toBeLessThan(0.5);
  });

  it("is null with no walk-forward prediction to measure a spread on", () => {
    expect(prChance(fit(thinLifter(1)), 100)).toBeNull();
    expect(readinessMaxEstimate(fit(thinLifter(1)))).toBeNull();
  });
});

describe("readinessMaxEstimate", () => {
  it("gives the planner today's expected max, its walk-forward spread and why", () => {
    const estimate = readinessMaxEstimate(taper)!;
    const forecast = forecastMax(taper)!;
    expect(estimate.kg).toBe(taper.today!.expected_kg);
    expect(estimate.spreadKg).toBe(forecast.spread_kg);
    expect(estimate.trendKgPerWeek).toBe(0);
    expect(estimate.singles).toEqual([]);
    expect(estimate.reasoning).toMatch(
      /^Your readiness model expects \d+(\.\d)? kg today; walked forward over \d+ sessions it missed by \d+(\.\d)? kg on average/,
    );
  });

  it("runs through planLift: three rising attempts, an opener ≥ 90 % and a third near the expected max", () => {
    const estimate = readinessMaxEstimate(taper)!;
    const plan = planLift({ estimate, unit: "kg", attempts: {} });
    expect(plan).toHaveLength(3);
    expect(plan[0]!.weight).toBeLessThan(plan[1]!.weight);
    expect(plan[1]!.weight).toBeLessThan(plan[2]!.weight);
    expect(plan[0]!.chance).toBeGreaterThanOrEqual(0.9);
    expect(Math.abs(plan[2]!.weight - estimate.kg)).toBeLessThanOrEqual(estimate.spreadKg + 2.5);
  });

  it("says so when it falls back to no change", () => {
    expect(readinessMaxEstimate(flat)!.reasoning).toMatch(
      /^Your last performance was .* the readiness model did no better\./,
    );
  });
});
