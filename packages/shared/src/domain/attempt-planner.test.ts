import { describe, expect, it } from "vitest";
import {
  chanceOfMaking,
  estimateMax,
  normalCdf,
  planLift,
  projectedTotal,
  type PlannerEvidence,
  type PlannerSet,
} from "./attempt-planner.js";

const set = (date: string, weightKg: number, reps: number, rpe: number, e1rmKg: number): PlannerSet => ({
  date,
  weightKg,
  reps,
  rpe,
  e1rmKg,
});

/** A squat block: e1RM climbing ~1 kg a week, four recent singles at RPE 8–9 around 205–210. */
const squat: PlannerEvidence = {
  heavySets: [
    set("2026-05-28T18:00:00Z", 210, 1, 9, 217),
    set("2026-05-21T18:00:00Z", 207.5, 1, 8.5, 217.5),
    set("2026-05-14T18:00:00Z", 205, 1, 8, 216),
    set("2026-05-07T18:00:00Z", 202.5, 1, 8, 213.5),
    set("2026-04-30T18:00:00Z", 190, 3, 8, 214),
  ],
  weeklyE1rm: [
    { week: "2026-04-06", e1rmKg: 210 },
    { week: "2026-04-13", e1rmKg: 211 },
    { week: "2026-04-20", e1rmKg: 212.5 },
    { week: "2026-04-27", e1rmKg: 214 },
    { week: "2026-05-04", e1rmKg: 213.5 },
    { week: "2026-05-11", e1rmKg: 216 },
    { week: "2026-05-18", e1rmKg: 217.5 },
    { week: "2026-05-25", e1rmKg: 217 },
  ],
  rpeError: 0.5,
};

describe("normalCdf", () => {
  it.each([
    [0, 0.5],
    [1, 0.841345],
    [-1.96, 0.024998],
    [1.645, 0.950015],
  ])("Φ(%s) = %s", (z, p) => expect(normalCdf(z)).toBeCloseTo(p, 5));
});

describe("estimateMax", () => {
  it("reads the singles and the trend, and says so", () => {
    const estimate = estimateMax(squat, "2026-06-13")!;
    expect(estimate.kg).toBeGreaterThan(216);
    expect(estimate.kg).toBeLessThan(222);
    expect(estimate.trendKgPerWeek).toBeGreaterThan(0.5);
    expect(estimate.singles).toHaveLength(4);
    expect(estimate.reasoning).toMatch(/^Your last 4 singles at RPE 8–9 \(202\.5–210 kg\) support 216 kg\. /);
    expect(estimate.reasoning).toMatch(
      /Your e1RM trend \(\+1\.\d kg a week\) points to 2\d\d(\.\d)? kg by the meet\./,
    );
    expect(estimate.spreadKg / estimate.kg).toBeGreaterThanOrEqual(0.025);
  });

  it("holds a trend carried far ahead to +5 %", () => {
    const far = estimateMax({ ...squat, heavySets: [] }, "2027-06-01")!;
    expect(far.kg).toBeLessThanOrEqual(217.6 * 1.05);
  });

  it("is less sure with few sets and loose RPE calls", () => {
    const thin = estimateMax(
      { heavySets: squat.heavySets.slice(0, 1), weeklyE1rm: [], rpeError: 2 },
      "2026-06-13",
    )!;
    const rich = estimateMax(squat, "2026-06-13")!;
    expect(thin.spreadKg / thin.kg).toBeGreaterThan(rich.spreadKg / rich.kg);
  });

  it("is never surer than the lifter's own day-to-day form allows, and says so", () => {
    const rule = estimateMax(squat, "2026-06-13")!;
    const wide = estimateMax({ ...squat, formSpreadKg: 12 }, "2026-06-13")!;
    expect(wide.kg).toBe(rule.kg);
    expect(wide.spreadKg).toBeCloseTo(12, 6);
    expect(wide.reasoning).toContain("a day's max strayed 12 kg from the prediction");
    // Narrower than the rule's spread: the rule stands.
    expect(estimateMax({ ...squat, formSpreadKg: 1 }, "2026-06-13")).toEqual(rule);
  });

  it("knows nothing without training", () => {
    expect(estimateMax({ heavySets: [], weeklyE1rm: [], rpeError: null }, "2026-06-13")).toBeNull();
  });
});

describe("planLift", () => {
  const estimate = estimateMax(squat, "2026-06-13")!;

  it("proposes three rising attempts on the 2.5 kg step with falling chances", () => {
    const plan = planLift({ estimate, unit: "kg", attempts: {} });
    expect(plan.map((a) => a.source)).toEqual(["proposed", "proposed", "proposed"]);
    const [opener, second, third] = plan;
    for (const a of plan) expect((a.weight / 2.5) % 1).toBe(0);
    expect(opener!.weight).toBeLessThan(second!.weight);
    expect(second!.weight).toBeLessThan(third!.weight);
    expect(opener!.chance).toBeGreaterThanOrEqual(0.95);
    expect(second!.chance).toBeGreaterThanOrEqual(0.8);
    expect(third!.chance).toBeGreaterThanOrEqual(0.5);
    expect(third!.chance).toBeLessThan(0.8);
    expect(opener!.confidence).toBe("high");
    // Within the usual bands: opener at most 93 %, second at most 98 % of the expected max.
    expect(opener!.weight).toBeLessThanOrEqual(estimate.kg * 0.93);
    expect(second!.weight).toBeLessThanOrEqual(estimate.kg * 0.98);
    expect(opener!.reasoning).toMatch(/opener made even on a bad day/);
  });

  it("uses 5 lb steps for a pound meet", () => {
    const plan = planLift({ estimate, unit: "lbs", attempts: {} });
    for (const a of plan) expect(a.weight % 5).toBe(0);
    expect(plan[0]!.weight).toBeGreaterThan(400);
  });

  it("scores the lifter's own choice, and a heavier choice is less likely", () => {
    const proposed = planLift({ estimate, unit: "kg", attempts: {} });
    const chosen = planLift({ estimate, unit: "kg", attempts: { 3: { weight: 232.5, made: null } } });
    expect(chosen[2]!.source).toBe("chosen");
    expect(chosen[2]!.chance).toBeLessThan(proposed[2]!.chance);
    expect(chosen[2]!.reasoning).toMatch(/^Your choice/);
  });

  it("a made opener raises the chances after it; a missed second lowers them and allows a repeat", () => {
    const before = planLift({ estimate, unit: "kg", attempts: { 1: { weight: 200, made: null } } });
    const made = planLift({ estimate, unit: "kg", attempts: { 1: { weight: 200, made: true } } });
    expect(made[0]!.source).toBe("taken");
    expect(chanceOfMaking(estimate, 215, "kg", [{ weight: 210, made: true }])).toBeGreaterThan(
      chanceOfMaking(estimate, 215, "kg"),
    );
    expect(made[2]!.weight).toBeGreaterThanOrEqual(before[2]!.weight);
    const missed = planLift({
      estimate,
      unit: "kg",
      attempts: { 1: { weight: 200, made: true }, 2: { weight: 212.5, made: false } },
    });
    expect(missed[2]!.weight).toBeLessThanOrEqual(212.5);
    expect(missed[2]!.weight).toBeGreaterThanOrEqual(212.5);
  });
});

describe("projectedTotal", () => {
  it("adds the heaviest attempt of each lift that may still count", () => {
    const estimate = estimateMax(squat, "2026-06-13")!;
    const a = planLift({ estimate, unit: "kg", attempts: {} });
    const b = planLift({
      estimate,
      unit: "kg",
      attempts: {
        1: { weight: 200, made: true },
        2: { weight: 212.5, made: false },
        3: { weight: 212.5, made: false },
      },
    });
    expect(projectedTotal([a])).toBe(a[2]!.weight);
    expect(projectedTotal([b])).toBe(200);
    expect(projectedTotal([a, b])).toBe(a[2]!.weight + 200);
  });
});
