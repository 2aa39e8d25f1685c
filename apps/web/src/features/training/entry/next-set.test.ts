import { DEFAULT_PLATE_SETTINGS, type LastPerformance, type SetRow } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { changedPlates, lastTimeText, nextSet, platesFor, warmups, weightStep } from "./next-set";

const set = (reps: number, weight: number, extra: Partial<SetRow> = {}) =>
  ({ reps, weight, weight_unit: "kg", rpe: 8, kind: "normal", done: true, ...extra }) as SetRow;
const last: LastPerformance = {
  exercise_id: 3,
  session_id: 9,
  date: "2026-11-12T17:00:00.000Z",
  sets: [
    { reps: 10, weight: 20, weight_unit: "kg", rpe: null, kind: "warmup", notes: null },
    { reps: 5, weight: 142.5, weight_unit: "kg", rpe: 7, kind: "normal", notes: null },
    { reps: 5, weight: 142.5, weight_unit: "kg", rpe: 8, kind: "normal", notes: null },
    { reps: 3, weight: 150, weight_unit: "kg", rpe: 8.5, kind: "normal", notes: null },
  ],
};
const kg = { setup: DEFAULT_PLATE_SETTINGS.kg, unit: "kg" as const };
const lbs = { setup: DEFAULT_PLATE_SETTINGS.lbs, unit: "lbs" as const };

describe("the next set", () => {
  it("repeats the previous set of today, with last time's RPE at that position", () => {
    expect(nextSet({ sets: [set(5, 140, { rpe: 7.5 })] }, last, "kg")).toEqual({
      reps: 5,
      weight: 140,
      rpe: 7,
      kind: "normal",
    });
    expect(nextSet({ sets: [set(5, 140, { rpe: 7.5 })] }, undefined, "kg")).toMatchObject({ rpe: 7.5 });
  });

  it("follows last time while today does: its next set, a heavier triple included", () => {
    const today = [
      set(10, 20, { kind: "warmup", rpe: null }),
      set(5, 142.5, { rpe: 7 }),
      set(5, 142.5, { rpe: 8 }),
    ];
    expect(nextSet({ sets: today }, last, "kg")).toEqual({ reps: 3, weight: 150, rpe: 8.5, kind: "normal" });
    // A different load today: off last time's path, the set just done again.
    const heavier = [...today.slice(0, 2), set(5, 145, { rpe: 8 })];
    expect(nextSet({ sets: heavier }, last, "kg")).toEqual({
      reps: 5,
      weight: 145,
      rpe: 8.5,
      kind: "normal",
    });
  });

  it("else takes the same position last time, in the account's unit", () => {
    expect(nextSet({ sets: [] }, last, "kg")).toMatchObject({ reps: 10, weight: 20, kind: "warmup" });
    expect(nextSet({ sets: [set(10, 20, { kind: "warmup" })] }, last, "kg")).toMatchObject({
      reps: 5,
      weight: 142.5,
      kind: "normal",
    });
    expect(nextSet({ sets: [] }, { ...last, sets: last.sets.slice(1) }, "lbs")).toMatchObject({
      weight: 314.16,
    });
  });

  it("after generated warm-ups goes to last time's first working set", () => {
    const today = [set(10, 20, { kind: "warmup" }), set(5, 60, { kind: "warmup" })];
    expect(nextSet({ sets: today }, last, "kg")).toMatchObject({ reps: 5, weight: 142.5, kind: "normal" });
  });

  it("takes the routine's next planned set first, with its target RPE", () => {
    const today = [
      set(5, 100),
      set(5, 102.5, { id: 8, done: false, rpe: null, prescription: { reps: 5, rpe: 8 } }),
      set(5, 102.5, { id: 9, done: false }),
    ];
    expect(nextSet({ sets: today }, last, "kg")).toEqual({
      reps: 5,
      weight: 102.5,
      rpe: 8,
      kind: "normal",
      plannedId: 8,
    });
  });

  it("is empty for a first time", () => {
    expect(nextSet({ sets: [] }, undefined, "kg")).toBeNull();
  });
});

describe("steppers and plates", () => {
  it("steps by the smallest plate on both sides", () => {
    expect(weightStep(kg)).toBe(2.5);
    expect(weightStep(lbs)).toBe(5);
    expect(weightStep({ setup: undefined, unit: "lbs" })).toBe(5);
    const noSmall = {
      ...kg.setup,
      plates: kg.setup.plates.map((p) => (p.weight < 5 ? { ...p, count: 0 } : p)),
    };
    expect(weightStep({ setup: noSmall, unit: "kg" })).toBe(10);
  });

  it("lists the plates per side and marks what changed", () => {
    expect(platesFor(kg, 142.5)).toEqual([25, 25, 10, 1.25]);
    expect(platesFor(kg, 141)).toBeNull();
    expect(changedPlates([25, 25, 10, 2.5], [25, 25, 10, 1.25])).toEqual([false, false, false, true]);
    expect(changedPlates([25, 25], null)).toEqual([false, false]);
  });

  it("ramps warm-ups to loadable weights under the working load", () => {
    expect(warmups(kg, 150)).toEqual([
      { reps: 10, weight: 20 },
      { reps: 5, weight: 60 },
      { reps: 3, weight: 90 },
      { reps: 2, weight: 120 },
      { reps: 1, weight: 135 },
    ]);
    expect(warmups(lbs, 315).map((s) => s.weight)).toEqual([45, 125, 185, 250, 280]);
    expect(warmups(kg, 20)).toEqual([]);
    expect(warmups(kg, 40).map((s) => s.weight)).toEqual([20, 22.5, 30, 35]);
  });
});

describe("last time", () => {
  it("reads as the lifter says it, warm-ups left out", () => {
    expect(lastTimeText(last, "kg")).toBe("Last time (12 Nov): 5×142.5 @7 · 5×142.5 @8 · 3×150 @8.5");
  });
});
