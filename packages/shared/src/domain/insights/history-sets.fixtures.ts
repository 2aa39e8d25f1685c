import type { HistorySet } from "./types.js";

/** A done working set for tests: 100 kg × 5 @ 8 of exercise 1 on day 0, unless told otherwise. */
export function historySet(overrides: Partial<HistorySet> = {}): HistorySet {
  return {
    day: 0,
    session_id: 1,
    exercise_id: 1,
    weight: 100,
    reps: 5,
    rpe: 8,
    kind: "normal",
    planned_rpe: null,
    ...overrides,
  };
}
