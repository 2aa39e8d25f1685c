import {
  bestMethod,
  hasEnoughPredictions,
  heavySetsSoFar,
  MIN_PREDICTIONS,
  type InsightMethod,
  type MethodAccuracy,
  type MethodAccuracyWire,
} from "@topset/shared";
import { describe, expect, it } from "vitest";
import { accuracyText } from "./insights-text";

// The walk-forward verdict in English, as the shared sentence read before it moved into the catalog.
const method = (
  name: InsightMethod,
  predictions: number,
  mae_kg: number | null,
  mae_pct: number | null = null,
) => ({
  method: name,
  predictions,
  mae_kg,
  mae_pct,
  bias_pct: mae_kg === null ? null : 0,
});
const three = (predictions: number, epley: number, table: number, personal: number): MethodAccuracyWire[] => [
  method("epley", predictions, epley, epley / 2),
  method("rpe-table", predictions, table, table / 2),
  method("personal", predictions, personal, personal / 2),
];

describe("accuracyText", () => {
  it("names the closest method, its error and its lead over the next", () => {
    expect(accuracyText(three(14, 4.8, 3.5, 2.1), "squat")).toBe(
      "On your squat, your personal chart has been the most accurate: off by 2.1 kg (1.1 %) on average over 14 heavy sets, 1.4 kg closer than the standard RPE chart.",
    );
  });

  it.each([
    [three(20, 1.9, 2.5, 3), "Epley's formula", "the standard RPE chart", 0.6],
    [three(20, 6, 2, 2.3), "the standard RPE chart", "your personal chart", 0.3],
  ])("names each method in words", (methods, best, next, margin) => {
    const sentence = accuracyText(methods, "bench press");
    expect(sentence).toContain(`On your bench press, ${best} has been the most accurate`);
    expect(sentence).toContain(`, ${margin} kg closer than ${next}.`);
  });

  it("says two methods are level when their errors round alike", () => {
    expect(accuracyText(three(9, 5, 2.1, 2.1), "deadlift")).toBe(
      "On your deadlift, the standard RPE chart and your personal chart have been equally accurate: off by 2.1 kg (1.1 %) on average over 9 heavy sets.",
    );
  });

  it.each([0, 3, MIN_PREDICTIONS - 1])("names no method with %d heavy sets predicted", (predictions) => {
    expect(accuracyText(three(predictions, 1, 2, 3), "squat")).toBe(
      `Not enough heavy sets yet: ${predictions} of the 5 needed.`,
    );
  });

  it("says the same when nothing could be predicted", () => {
    const none: MethodAccuracy[] = (["epley", "rpe-table", "personal"] as const).map((m) =>
      method(m, 0, null),
    );
    expect(accuracyText(none, "squat")).toBe("Not enough heavy sets yet: 0 of the 5 needed.");
  });

  it("says the weights in the lifter's unit", () => {
    const methods = [
      method("epley", 8, 4.5, 2.5),
      method("rpe-table", 8, 2.5, 1.4),
      method("personal", 0, null),
    ];
    expect(accuracyText(methods, "bench press", "lbs")).toBe(
      "On your bench press, the standard RPE chart has been the most accurate: off by 5.5 lbs (1.4 %) on average over 8 heavy sets, 4.4 lbs closer than Epley's formula.",
    );
  });

  it("waits for the best method's own heavy sets, not another method's", () => {
    const methods = [method("epley", 9, 6, 3), method("rpe-table", 9, 5, 2.5), method("personal", 4, 2, 1)];
    expect(hasEnoughPredictions(methods)).toBe(false);
    expect(heavySetsSoFar(methods)).toBe(4);
    expect(accuracyText(methods, "squat")).toBe("Not enough heavy sets yet: 4 of the 5 needed.");
    expect(bestMethod(methods)?.method).toBe("personal");
  });
});
