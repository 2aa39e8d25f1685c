import type { SetRow } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { setLine, shownSets } from "./community-sets";

const set = (reps: number, rpe: number | null = null): SetRow => ({
  id: reps,
  user_id: 1,
  kind: "normal",
  done: true,
  prescription: null,
  exercise_id: 1,
  session_id: 1,
  log_id: 1,
  reps,
  weight: 102.5,
  weight_unit: "kg",
  rpe,
  notes: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
});

describe("setLine", () => {
  it("shows weight, reps and RPE when there is one", () => {
    expect(setLine(set(5, 8))).toBe("102.5 kg × 5 @ 8");
    expect(setLine(set(3))).toBe("102.5 kg × 3");
  });
  it("adds the e1RM the server sent, as sent (the owner's figure), and nothing when there is none", () => {
    expect(setLine({ ...set(3, 8.5), weight: 142.5, e1rm: 162.3 })).toBe(
      "142.5 kg × 3 @ 8.5 · e1RM 162.3 kg",
    );
    expect(setLine({ ...set(5, 8), e1rm: null })).toBe("102.5 kg × 5 @ 8");
  });
});

describe("shownSets", () => {
  it("shows every set and no ellipsis for five or fewer", () => {
    const sets = [1, 2, 3, 4, 5].map((r) => set(r));
    expect(shownSets({ sets, sets_count: 5 })).toEqual({ lines: sets.map(setLine), more: false });
  });
  it("shows the first five then an ellipsis when the log has more", () => {
    const sets = [1, 2, 3, 4, 5].map((r) => set(r));
    const shown = shownSets({ sets, sets_count: 8 });
    expect(shown.lines).toHaveLength(5);
    expect(shown.more).toBe(true);
  });
  it("never shows more than five even if the server sends more", () => {
    const sets = [1, 2, 3, 4, 5, 6, 7].map((r) => set(r));
    expect(shownSets({ sets, sets_count: 7 }).lines).toHaveLength(5);
  });
  it("handles a log with no sets", () => {
    expect(shownSets({ sets: [], sets_count: 0 })).toEqual({ lines: [], more: false });
  });
});
