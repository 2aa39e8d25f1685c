import { describe, expect, it } from "vitest";
import { calibrationObservations, REVEAL_WINDOW_DAYS } from "./calibration-observations.js";
import { historySet } from "./history-sets.fixtures.js";

// 100 kg × 5 @ 8 states 2 reps in reserve (7 effective reps). A max of 100 / 0.774 makes 100 kg a
// max effort at 8.5 effective reps (the chart's 77.4 % cell): 3.5 reps really in reserve, 1.5 more.
const REVEALS_8_5 = 100 / 0.774;

describe("calibrationObservations: revealed max", () => {
  it("reads true RIR − stated RIR from a single at RPE 10 within 14 days (to 1e-9 reps)", () => {
    const sets = [historySet(), historySet({ day: 7, weight: REVEALS_8_5, reps: 1, rpe: 10 })];
    const [observation, ...rest] = calibrationObservations(sets);
    expect(rest).toEqual([]);
    expect(observation).toMatchObject({ day: 0, known_day: REVEAL_WINDOW_DAYS, rpe: 8, reps: 5 });
    expect(observation!.source).toBe("revealed-max");
    expect(observation!.offset).toBeCloseTo(1.5, 9);
  });

  it.each([
    ["a single at RPE 9.5", { reps: 1, rpe: 9.5 }, 1 / 0.978],
    ["a double at RPE 10", { reps: 2, rpe: 10 }, 1 / 0.955],
    ["a set of 8 to failure", { reps: 8, rpe: null, kind: "failure" as const }, 1 / 0.786],
    ["a set of 6 to failure logged at RPE 8", { reps: 6, rpe: 8, kind: "failure" as const }, 1 / 0.837],
  ])("reveals the max with %s (weight / chart fraction, to 1e-9 reps)", (_, revealing, factor) => {
    const weight = REVEALS_8_5 / factor;
    const sets = [historySet(), historySet({ day: 3, weight, ...revealing })];
    const mine = calibrationObservations(sets).filter((o) => o.day === 0 && o.source === "revealed-max");
    expect(mine).toHaveLength(1);
    expect(mine[0]!.offset).toBeCloseTo(1.5, 9);
  });

  it.each([
    ["a double at RPE 9", { reps: 2, rpe: 9 }],
    ["a triple at RPE 10", { reps: 3, rpe: 10 }],
    ["a single without RPE", { reps: 1, rpe: null }],
    ["a set of 11 to failure", { reps: 11, rpe: null, kind: "failure" as const }],
    ["a drop set to failure", { reps: 3, rpe: 10, kind: "drop" as const }],
    ["a single of another lift", { reps: 1, rpe: 10, exercise_id: 2 }],
  ])("does not take a max from %s", (_, other) => {
    const sets = [historySet(), historySet({ day: 3, weight: 160, ...other })];
    expect(calibrationObservations(sets).filter((o) => o.day === 0)).toEqual([]);
  });

  it("takes the highest max in the window, and the window is [day, day + 14]", () => {
    const single = (day: number, weight: number) => historySet({ day, weight, reps: 1, rpe: 10 });
    const low = calibrationObservations([historySet(), single(5, 125)])[0]!.offset;
    const high = calibrationObservations([historySet(), single(5, 125), single(14, REVEALS_8_5)])[0]!.offset;
    expect(high).toBeCloseTo(1.5, 9);
    expect(low).toBeLessThan(high);
    // Day 15 is past the window and day −1 before the set: neither counts.
    const outside = calibrationObservations([single(-1, 150), historySet(), single(15, 150)]);
    expect(outside.filter((o) => o.day === 0)).toEqual([]);
  });

  it("counts another set of the same day, either side of it", () => {
    const single = historySet({ session_id: 1, weight: REVEALS_8_5, reps: 1, rpe: 10 });
    for (const sets of [
      [historySet(), single],
      [single, historySet()],
    ]) {
      const mine = calibrationObservations(sets).filter((o) => o.reps === 5);
      expect(mine[0]!.offset).toBeCloseTo(1.5, 9);
    }
  });

  it("never observes a revealing set against itself, and needs the set lighter than the max", () => {
    expect(calibrationObservations([historySet({ weight: 140, reps: 1, rpe: 10 })])).toEqual([]);
    // 130 kg × 5 @ 8 is heavier than the 125 kg single reveals: nothing to read.
    expect(
      calibrationObservations([
        historySet({ weight: 130 }),
        historySet({ day: 2, weight: 125, reps: 1, rpe: 10 }),
      ]),
    ).toEqual([]);
  });

  it("observes an earlier single against a later, higher one", () => {
    const sets = [
      historySet({ weight: 140, reps: 1, rpe: 10 }),
      historySet({ day: 7, weight: 140 / 0.955, reps: 1, rpe: 10 }),
    ];
    const [observation] = calibrationObservations(sets);
    // 140 was 95.5 % of the later max: a max effort at 2 reps, so 1 rep was left, none stated.
    expect(observation).toMatchObject({ day: 0, rpe: 10, reps: 1 });
    expect(observation!.offset).toBeCloseTo(1, 9);
  });

  it.each([
    [300, 4],
    [101, -4],
  ])("clips an observation to ±4 reps (max %d kg → %d)", (max, expected) => {
    const set = historySet({ weight: 100, reps: 5, rpe: max > 200 ? 10 : 6 });
    const sets = [set, historySet({ day: 1, weight: max, reps: 1, rpe: 10 })];
    expect(calibrationObservations(sets)[0]!.offset).toBe(expected);
  });

  it.each([
    ["no RPE", { rpe: null }],
    ["RPE 5.5", { rpe: 5.5 }],
    ["RPE 7.25", { rpe: 7.25 }],
    ["11 reps", { reps: 11 }],
    ["a drop set", { kind: "drop" as const }],
  ])("observes no set with %s", (_, overrides) => {
    const sets = [historySet(overrides), historySet({ day: 7, weight: 150, reps: 1, rpe: 10 })];
    expect(calibrationObservations(sets).filter((o) => o.day === 0)).toEqual([]);
  });
});

describe("calibrationObservations: sets to failure", () => {
  it.each([
    [10, 0],
    [9, -1],
    [8.5, -1.5],
    [7, -3],
  ])("a set to failure logged at RPE %d observes %d reps, known on its own day", (rpe, offset) => {
    const [observation] = calibrationObservations([historySet({ day: 30, rpe, kind: "failure" })]);
    expect(observation).toEqual({
      exercise_id: 1,
      day: 30,
      known_day: 30,
      rpe,
      reps: 5,
      offset,
      source: "failure",
    });
  });

  it("needs a logged RPE", () => {
    expect(calibrationObservations([historySet({ rpe: null, kind: "failure" })])).toEqual([]);
  });
});

describe("calibrationObservations: order", () => {
  it("comes out by known_day over every lift, whatever order the sets came in", () => {
    const sets = [
      historySet({ day: 20, exercise_id: 2, rpe: 9, kind: "failure" }),
      historySet({ day: 3 }),
      historySet({ day: 5, weight: 150, reps: 1, rpe: 10 }),
      historySet({ day: 1, exercise_id: 2, rpe: 8, kind: "failure" }),
      historySet({ day: 10, rpe: 9, kind: "failure" }),
    ];
    const known = calibrationObservations(sets).map((o) => [o.exercise_id, o.known_day]);
    expect(known).toEqual([
      [2, 1],
      [1, 10],
      [1, 17],
      [2, 20],
    ]);
  });
});
