import type { PlateauWire, ReadinessWire } from "@topset/shared";
import { describe, expect, it } from "vitest";
import {
  contributionText,
  driftSentence,
  noBetterText,
  plateauEvidence,
  prChanceBasis,
  prChanceText,
} from "./insights-text";
import { signed, weightsIn } from "./weights";

const kg = weightsIn("kg");
const lbs = weightsIn("lbs");

const readiness = (model: number | null, noChange: number | null): ReadinessWire => ({
  exercise_id: 1,
  points: 20,
  params: null,
  model: { predictions: 12, mae_kg: model, mae_pct: null },
  no_change: { predictions: 12, mae_kg: noChange, mae_pct: null },
  better_than_no_change: false,
  today: null,
  series: [],
});

const plateau: PlateauWire = {
  exercise_id: 1,
  name: "Squat",
  weeks: 6,
  flat: true,
  points: 14,
  slope_kg_per_week: -0.2,
  slope_low: -0.9,
  slope_high: 0.5,
  best_recent_kg: 182.5,
  best_before_kg: 182.5,
};

describe("signed", () => {
  it.each([
    [0.5, "+0.5"],
    [-3.5, "\u22123.5"],
    [0, "0.0"],
    [-0.04, "0.0"],
  ])("%d → %s", (value, text) => expect(signed(value)).toBe(text));
});

describe("insight texts", () => {
  it("says a factor's pull on today's max in the lifter's unit", () => {
    expect(contributionText({ factor: "fatigue", kg: -3.5 }, kg)).toBe("Fatigue \u22123.5 kg");
    expect(contributionText({ factor: "sleep", kg: 1 }, lbs)).toBe("Sleep +2.2 lbs");
  });

  it("says plainly when the model does no better than 'same as last time'", () => {
    expect(noBetterText(readiness(6.24, 4.1), kg)).toBe(
      "Your history does not predict day-to-day form better than “same as last time” yet (model off by 6.2 kg, no-change off by 4.1 kg).",
    );
    expect(noBetterText(readiness(null, null), kg)).toMatch(/yet \(too few days to compare\)\.$/);
  });

  it("gives a plateau's evidence: slope with its interval, best recent against best before", () => {
    expect(plateauEvidence(plateau, kg)).toBe(
      "Flat for 6 weeks: \u22120.2 kg/week (\u22120.9 to +0.5), best 182.5 kg vs 182.5 kg before",
    );
    expect(plateauEvidence({ ...plateau, slope_kg_per_week: null, best_recent_kg: null }, kg)).toBe(
      "Flat for 6 weeks",
    );
  });

  it("says the PR chance as a whole percent of the weight typed, never 0 or 100", () => {
    const answer = { chance: 0.624, expected_kg: 185, spread_kg: 4, source: "readiness" as const };
    expect(prChanceText(answer, 190, kg)).toBe("62 % chance to make 190 kg today");
    expect(prChanceText({ ...answer, chance: 0.001 }, 250, kg)).toBe("Under 1 % chance to make 250 kg today");
    expect(prChanceText({ ...answer, chance: 0.999 }, 100, kg)).toBe("Over 99 % chance to make 100 kg today");
    expect(prChanceBasis({ ...answer, source: "no-change" }, kg)).toBe(
      "Expected today 185 kg ± 4 kg, from your last performance.",
    );
  });

  it("sums up the last sessions' RPE against the plan, or nothing without a plan", () => {
    const point = (planned: number, realised: number) => ({ planned, realised });
    expect(driftSentence([])).toBeNull();
    expect(driftSentence([point(8, 8.5)])).toBe(
      "In your last session your sets ran about 0.5 RPE harder than planned.",
    );
    const many = [point(8, 6), point(8, 8), point(8, 8), point(8, 7), point(7, 6.5), point(8, 7.5)];
    expect(driftSentence(many)).toBe(
      "Over your last 5 sessions your sets ran about 0.5 RPE easier than planned.",
    );
    expect(driftSentence([point(8, 8.1), point(8, 7.9)])).toBe(
      "Over your last 2 sessions your sets landed on the planned RPE.",
    );
  });
});
