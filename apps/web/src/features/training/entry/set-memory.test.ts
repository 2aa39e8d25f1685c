import type { Log, SetRow } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { rememberEntry, setDefaults } from "./set-memory";

const set = (over: Partial<SetRow> = {}): SetRow => ({
  id: 7,
  user_id: 1,
  kind: "normal",
  done: true,
  prescription: null,
  exercise_id: 3,
  session_id: 1,
  log_id: 1,
  reps: 5,
  weight: 100,
  weight_unit: "kg",
  rpe: 8,
  notes: "belt",
  created_at: "2026-01-01T10:00:00.000Z",
  updated_at: "2026-01-01T10:00:00.000Z",
  ...over,
});
const log = (exerciseId: number, sets: SetRow[] = []): Log => ({
  id: 1,
  user_id: 1,
  session_id: 1,
  exercise_id: exerciseId,
  name: "Squat",
  notes: null,
  collapsed: false,
  private: true,
  sets_notes_visibility: false,
  tags: [],
  videos: [],
  sets,
});

describe("setDefaults", () => {
  it("starts a modify form from the set itself, weight in the user's unit", () => {
    expect(setDefaults(log(1), set(), "kg")).toEqual({ reps: 5, weight: 100, rpe: 8, notes: "belt" });
    expect(setDefaults(log(1), set(), "lbs").weight).toBe(220.46);
  });

  it("starts an empty log blank, and a log with sets from its last set (no RPE, no notes)", () => {
    expect(setDefaults(log(101), undefined, "kg")).toEqual({});
    expect(setDefaults(log(102, [set(), set({ reps: 3, weight: 110 })]), undefined, "kg")).toEqual({
      reps: 3,
      weight: 110,
    });
  });

  it("prefers the last entry typed for the exercise, converted to the current unit", () => {
    rememberEntry(103, { reps: 2, weight: 225, unit: "lbs" });
    expect(setDefaults(log(103, [set()]), undefined, "lbs")).toEqual({ reps: 2, weight: 225 });
    expect(setDefaults(log(103), undefined, "kg")).toEqual({ reps: 2, weight: 102.06 });
  });
});
