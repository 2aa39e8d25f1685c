import type { SetRow } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { buildSetRows, logSummary, shownWeight } from "./set-rows";

const set = (over: Partial<SetRow>): SetRow => ({
  id: 1,
  user_id: 1,
  exercise_id: 1,
  session_id: 1,
  log_id: 1,
  reps: 3,
  weight: 100,
  weight_unit: "kg",
  rpe: 8,
  notes: null,
  created_at: "2026-01-01T10:00:00.000Z",
  updated_at: "2026-01-01T10:00:00.000Z",
  ...over,
});

describe("buildSetRows", () => {
  it("shows the e1RM of a heavy triple and its RI (3 × 100 @ 8 → 112, 89%)", () => {
    expect(buildSetRows([set({})], "kg")[0]).toEqual({
      id: 1,
      reps: "3",
      weight: "100",
      rpe: "8",
      ri: "89%",
      e1rm: "112",
      volume: "300",
      notes: "",
    });
  });

  it("dashes the e1RM outside RPE ≥ 7 and reps ≤ 3, but keeps the RI", () => {
    const [light, many, none] = buildSetRows(
      [set({ rpe: 6.5 }), set({ reps: 5 }), set({ rpe: null, notes: "belt" })],
      "kg",
    );
    expect(light?.e1rm).toBe("-");
    expect(light?.ri).toBe("85%");
    expect(many?.e1rm).toBe("-");
    expect(none).toMatchObject({ rpe: "-", e1rm: "-", ri: "94%", notes: "belt" });
  });

  it("keeps a half-step RPE and a decimal weight exactly as entered", () => {
    const [row] = buildSetRows([set({ weight: 102.5, rpe: 8.5, reps: 1 })], "kg");
    expect(row).toMatchObject({ weight: "102.5", rpe: "8.5", volume: "102.5" });
  });

  it("converts a set entered in the other unit, and shows it exactly in its own", () => {
    expect(shownWeight({ weight: 100, weight_unit: "kg" }, "lbs")).toBe(220.46);
    expect(shownWeight({ weight: 225, weight_unit: "lbs" }, "lbs")).toBe(225);
    const [row] = buildSetRows([set({ weight: 225, weight_unit: "lbs", reps: 2, rpe: 9 })], "kg");
    expect(row).toMatchObject({ weight: "102.06", volume: "204.12" });
  });
});

describe("logSummary", () => {
  it("counts the sets and sums their volume in the user's unit", () => {
    expect(logSummary([set({}), set({ id: 2, reps: 5, weight: 120 })], "kg")).toBe("2 sets · 900 kg volume");
    expect(logSummary([set({ reps: 1, weight: 45.5 })], "kg")).toBe("1 set · 45.5 kg volume");
  });
});

describe("buildSetRows with the RPE chart", () => {
  it("estimates from the chart when the user chose it, and shows a dash off the chart", () => {
    const [chart, off] = buildSetRows(
      [set({ reps: 3, weight: 100, rpe: 8 }), set({ id: 2, reps: 15, weight: 60, rpe: 8 })],
      "kg",
      "rpe-table",
    );
    expect(chart!.e1rm).toBe("115.9"); // 3 reps @ 8 = 86.3 % of 1RM: 100 / 0.863
    expect(off!.e1rm).toBe("-");
  });
});
