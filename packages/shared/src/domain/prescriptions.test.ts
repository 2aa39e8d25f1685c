import { describe, expect, it } from "vitest";
import { DEFAULT_PLATE_SETTINGS } from "../schemas/plate-settings.js";
import type { Prescription, Progression } from "../schemas/routines.js";
import {
  advanceProgress,
  initialProgress,
  loadStep,
  plannedLoad,
  progressOf,
  roundToStep,
  type ExerciseProgress,
  type PlannedOutcome,
} from "./prescriptions.js";

describe("loadStep", () => {
  it("is twice the smallest plate on hand, 2.5 kg / 5 lb by default", () => {
    expect(loadStep(DEFAULT_PLATE_SETTINGS.kg, "kg")).toBe(2.5);
    expect(loadStep(DEFAULT_PLATE_SETTINGS.lbs, "lbs")).toBe(5);
    const micro = {
      ...DEFAULT_PLATE_SETTINGS.kg,
      plates: [
        { weight: 0.5, count: 2 },
        { weight: 0.25, count: 0 },
      ],
    };
    expect(loadStep(micro, "kg")).toBe(1);
    expect(loadStep(undefined, "lbs")).toBe(5);
    expect(loadStep({ ...micro, plates: [] }, "kg")).toBe(2.5);
  });
});

describe("roundToStep", () => {
  it.each([
    [85.5, 2.5, 85],
    [86.25, 2.5, 85], // exactly half way: down
    [86.26, 2.5, 87.5],
    [98.382, 2.5, 97.5],
    [227.4, 5, 225],
    [232.5, 5, 230],
    [100, 2.5, 100],
    [0.9, 1, 1],
  ])("%d on a %d step → %d", (load, step, expected) => {
    expect(roundToStep(load, step)).toBe(expected);
  });
});

describe("plannedLoad", () => {
  const step = 2.5;
  it("keeps a fixed load as it stands (progressed or as written), unrounded", () => {
    expect(plannedLoad({ reps: 5, weight: 101 }, { load: null, e1rm: 114, step })).toBe(101);
    expect(plannedLoad({ reps: 5, weight: 100 }, { load: 102.5, e1rm: null, step })).toBe(102.5);
  });

  it("takes a percent of the e1RM to the nearest step: 75 % of 114 → 85", () => {
    expect(plannedLoad({ reps: 5, percent_1rm: 75 }, { load: null, e1rm: 114, step })).toBe(85);
    expect(plannedLoad({ reps: 5, percent_1rm: 75 }, { load: null, e1rm: 114, step: 1 })).toBe(85);
    expect(plannedLoad({ reps: 5, percent_1rm: 75 }, { load: null, e1rm: 115, step })).toBe(85); // 86.25: tie, down
  });

  it("reads an RPE target off the chart: 3 @ 8 of 114 is 86.3 % (98.4) → 97.5", () => {
    expect(plannedLoad({ reps: 3, rpe: 8 }, { load: null, e1rm: 114, step })).toBe(97.5);
    expect(plannedLoad({ reps: 1, rpe: 10 }, { load: null, e1rm: 200, step: 5 })).toBe(200);
    // Off the chart (more than 12 reps): no load.
    expect(plannedLoad({ reps: 15, rpe: 8 }, { load: null, e1rm: 114, step })).toBeNull();
  });

  it("has no load for a percent or RPE set without an e1RM", () => {
    expect(plannedLoad({ reps: 5, percent_1rm: 75 }, { load: null, e1rm: null, step })).toBeNull();
    expect(plannedLoad({ reps: 3, rpe: 8 }, { load: null, e1rm: null, step })).toBeNull();
  });
});

const done = (reps: number, planned = reps): PlannedOutcome => ({ planned_reps: planned, done: true, reps });
const skipped = (planned: number): PlannedOutcome => ({ planned_reps: planned, done: false, reps: planned });

/** Runs the progression over several starts, each with the outcome the lifter made of its plan. */
function run(
  sets: Prescription[],
  progression: Progression,
  outcomes: ((progress: ExerciseProgress) => PlannedOutcome[])[],
) {
  let progress = initialProgress(sets);
  return outcomes.map((outcomeOf) => {
    const step = advanceProgress({
      sets,
      progression,
      progress,
      outcome: outcomeOf(progress),
      unit: "kg",
      step: 2.5,
    });
    progress = step.progress;
    return step;
  });
}

describe("linear progression", () => {
  const sets: Prescription[] = [
    { reps: 5, weight: 100 },
    { reps: 5, weight: 100 },
    { reps: 5, weight: 100 },
    { reps: 8, percent_1rm: 60 },
  ];
  const allDone = () => [done(5), done(5), done(5), done(8)];
  const failed = () => [done(5), done(4, 5), done(3, 5), done(8)];

  it("adds the increment to the fixed loads after a success, nothing after a failure, deloads after repeats", () => {
    const progression: Progression = { kind: "linear", increment: 2.5, deload_after: 2, deload_percent: 10 };
    const steps = run(sets, progression, [allDone, allDone, failed, failed, allDone]);
    expect(steps.map((s) => s.progress.loads[0])).toEqual([102.5, 105, 105, 95, 97.5]);
    expect(steps.map((s) => s.progress.loads[3])).toEqual([null, null, null, null, null]);
    expect(steps.map((s) => s.progress.failures)).toEqual([0, 0, 1, 0, 0]);
    expect(steps.map((s) => s.reason)).toEqual([
      "+2.5 kg: all 5/5/5/8 done last time",
      "+2.5 kg: all 5/5/5/8 done last time",
      null,
      "−10 %: 2 failed sessions in a row",
      "+2.5 kg: all 5/5/5/8 done last time",
    ]);
  });

  it("counts a skipped set as a failure, but an exercise not attempted at all changes nothing", () => {
    const progression: Progression = { kind: "linear", increment: 5 };
    const steps = run(sets.slice(0, 3), progression, [
      () => [done(5), done(5), skipped(5)],
      () => [skipped(5), skipped(5), skipped(5)],
      () => [],
      () => [done(5), done(6, 5), done(5)],
    ]);
    expect(steps.map((s) => s.progress.loads[0])).toEqual([100, 100, 100, 105]);
    expect(steps.map((s) => s.progress.failures)).toEqual([1, 1, 1, 0]);
    expect(steps[3]?.reason).toBe("+5 kg: all 3×5 done last time");
  });

  it("without deload_after never deloads; deload_percent defaults to 10", () => {
    const never = run(
      sets.slice(0, 1),
      { kind: "linear", increment: 2.5 },
      Array(5).fill(() => [done(4, 5)]),
    );
    expect(never.at(-1)?.progress).toEqual({ loads: [100], reps: [5], failures: 5 });
    const three = run(
      sets.slice(0, 1),
      { kind: "linear", increment: 2.5, deload_after: 3 },
      Array(3).fill(() => [done(4, 5)]),
    );
    expect(three.at(-1)?.progress.loads).toEqual([90]);
  });
});

describe("double progression", () => {
  const sets: Prescription[] = [
    { reps: 6, reps_max: 8, weight: 60 },
    { reps: 6, reps_max: 8, weight: 60 },
  ];
  /** The lifter does exactly what was planned. */
  const asPlanned = (p: ExerciseProgress) => p.reps.map((r) => done(r));

  it("climbs one rep per success to the top, then adds the load and returns to the bottom", () => {
    const progression: Progression = { kind: "double", increment: 2.5 };
    const missed = (p: ExerciseProgress) => [done(p.reps[0]!), done(p.reps[1]! - 1, p.reps[1]!)];
    const steps = run(sets, progression, [asPlanned, asPlanned, missed, asPlanned, asPlanned]);
    expect(steps.map((s) => s.progress.reps)).toEqual([
      [7, 7],
      [8, 8],
      [8, 8],
      [6, 6],
      [7, 7],
    ]);
    expect(steps.map((s) => s.progress.loads)).toEqual([
      [60, 60],
      [60, 60],
      [60, 60],
      [62.5, 62.5],
      [62.5, 62.5],
    ]);
    expect(steps.map((s) => s.reason)).toEqual([
      "+1 rep: all 2×6 done last time",
      "+1 rep: all 2×7 done last time",
      null,
      "+2.5 kg: all 2×8 done last time, reps back to the bottom",
      "+1 rep: all 2×6 done last time",
    ]);
  });
});

describe("rpe progression and no progression", () => {
  it("leaves the progress alone: the loads follow the e1RM", () => {
    const sets: Prescription[] = [{ reps: 3, rpe: 8 }];
    expect(run(sets, { kind: "rpe" }, [() => [done(3)]])[0]).toEqual({
      progress: initialProgress(sets),
      reason: null,
    });
    const plain = advanceProgress({
      sets,
      progression: undefined,
      progress: initialProgress(sets),
      outcome: [done(3)],
      unit: "kg",
      step: 2.5,
    });
    expect(plain.reason).toBeNull();
  });
});

describe("progressOf", () => {
  it("keeps a stored progress that fits the sets, else starts from the template", () => {
    const sets: Prescription[] = [{ reps: 5, weight: 100 }];
    const stored = { loads: [110], reps: [5], failures: 1 };
    expect(progressOf(sets, stored)).toBe(stored);
    expect(progressOf([...sets, ...sets], stored)).toEqual(initialProgress([...sets, ...sets]));
    expect(progressOf(sets, undefined)).toEqual({ loads: [100], reps: [5], failures: 0 });
  });
});
