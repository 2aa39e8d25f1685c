import { describe, expect, it } from "vitest";
import { rpePercent } from "../rpe-table.js";
import { adviseLoad, loadReadiness, rpeDrift } from "./load-advice.js";
import { fitReadiness } from "./readiness.js";
import { taperLifter } from "./training-fixtures.js";
import type { HistorySet, RpeDriftPoint } from "./types.js";

const logged = (
  session_id: number,
  day: number,
  rpe: number | null,
  planned_rpe: number | null,
  exercise_id = 1,
): HistorySet => ({
  day,
  session_id,
  exercise_id,
  weight: 100,
  reps: 5,
  rpe,
  kind: "normal",
  planned_rpe,
});

const drift = (...offsets: number[]): RpeDriftPoint[] =>
  offsets.map((d, i) => ({ day: 100 + i, session_id: i + 1, planned: 8, realised: 8 + d, sets: 3 }));

describe("rpeDrift", () => {
  it("averages planned and logged RPE per session, oldest first, over sets with both (to 0.1)", () => {
    const sets = [
      logged(2, 20, 9, 8),
      logged(2, 20, 8.5, 8),
      logged(2, 20, null, 8), // no logged RPE: not compared
      logged(1, 10, 7, 7.5),
      logged(1, 10, 7.5, null), // not planned with one
      logged(3, 30, 8, 8, 2), // another lift
      logged(4, 25, 8, 8),
      logged(4, 25, 8.5, 8),
      logged(4, 25, 8, 8),
    ];
    expect(rpeDrift(sets, 1)).toEqual([
      { day: 10, session_id: 1, planned: 7.5, realised: 7, sets: 1 },
      { day: 20, session_id: 2, planned: 8, realised: 8.8, sets: 2 },
      { day: 25, session_id: 4, planned: 8, realised: 8.2, sets: 3 },
    ]);
  });
});

describe("adviseLoad (e1RM 200 kg, 5 @ 8 → 162.2 on the chart, step 2.5)", () => {
  const base = { e1rm: 200, reps: 5, rpe: 8, step: 2.5 };
  it.each([
    ["no drift", drift(), null, 162.5, 0, null],
    [
      "last two ran 0.7 hot",
      drift(0, 0.7, 0.7),
      null,
      160,
      -2.5,
      "−2.5 kg: last two sessions ran 0.7 RPE hot",
    ],
    [
      "last two ran 0.6 easy",
      drift(-0.6, -0.6),
      null,
      165,
      2.5,
      "+2.5 kg: last two sessions ran 0.6 RPE easy",
    ],
    ["one hot, one easy: noise", drift(0.8, -0.8), null, 162.5, 0, null],
    ["only the last ran hot", drift(0, 1), null, 162.5, 0, null],
    ["0.4 hot: under the threshold", drift(0.4, 0.4), null, 162.5, 0, null],
    ["only one session", drift(1), null, 162.5, 0, null],
    [
      "readiness 2 % below usual",
      drift(),
      { expected_kg: 196, baseline_kg: 200 },
      160,
      -2.5,
      "−2.5 kg: today's readiness is 2 % below usual",
    ],
    [
      "hot and 2 % below",
      drift(0.7, 0.7),
      { expected_kg: 196, baseline_kg: 200 },
      155,
      -7.5,
      "−7.5 kg: last two sessions ran 0.7 RPE hot and today's readiness is 2 % below usual",
    ],
    [
      "readiness 15 % above, held to 5 %",
      drift(),
      { expected_kg: 230, baseline_kg: 200 },
      170,
      7.5,
      "+7.5 kg: today's readiness is 5 % above usual",
    ],
  ] as const)("%s", (_name, d, readiness, load, delta, reason) => {
    const advice = adviseLoad({ ...base, drift: [...d], readiness })!;
    expect(advice.standard_load).toBe(162.5);
    expect(advice).toEqual({ load, standard_load: 162.5, delta, reason });
  });

  it("reads a personal chart when given one", () => {
    const personal = (reps: number, rpe: number) => (rpePercent(reps, rpe) ?? NaN) * 0.95;
    const advice = adviseLoad({ ...base, drift: drift(0.7, 0.7), fraction: personal })!;
    expect(advice.standard_load).toBe(155); // 200 × 0.811 × 0.95 = 154.1
    expect(advice.load).toBe(150); // 200 × 0.7938 × 0.95 = 150.8
    expect(advice.reason).toBe("−5 kg: last two sessions ran 0.7 RPE hot");
  });

  it("stays on the chart: a drift past RPE 10 reads RPE 10", () => {
    const advice = adviseLoad({ e1rm: 200, reps: 1, rpe: 9.5, step: 2.5, drift: drift(-1, -1) })!;
    expect(advice.load).toBe(200);
  });

  it("is null off the chart", () => {
    expect(adviseLoad({ ...base, reps: 15, drift: [] })).toBeNull();
  });

  it("learns from logged sessions end to end (rpeDrift → adviseLoad: 8.75 logged → 8.8)", () => {
    const sets = [logged(1, 10, 8.5, 8), logged(1, 10, 9, 8), logged(2, 12, 8.5, 8), logged(2, 12, 9, 8)];
    expect(adviseLoad({ ...base, drift: rpeDrift(sets, 1) })!.reason).toBe(
      "−5 kg: last two sessions ran 0.8 RPE hot",
    ); // at RPE 7.2: 200 × 0.7912 = 158.2 → 157.5
  });
});

describe("loadReadiness", () => {
  it("reads today's expected max against the fit year's mean, not the model's intercept", () => {
    const fit = fitReadiness({ ...taperLifter(1) });
    const readiness = loadReadiness(fit)!;
    expect(readiness.expected_kg).toBe(fit.today!.expected_kg);
    expect(readiness.baseline_kg).toBeGreaterThan(fit.params!.baseline_kg);
    const moved = fit.today!.contributions.reduce((a, c) => a + c.kg, 0);
    expect(readiness.baseline_kg).toBeCloseTo(fit.today!.expected_kg - moved, 1);
  });

  it("is null when the fit shows no today", () => {
    expect(loadReadiness({ ...fitReadiness({ ...taperLifter(1) }), today: null })).toBeNull();
  });
});
