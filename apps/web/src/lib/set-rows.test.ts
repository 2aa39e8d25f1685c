import type { SetRow } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { buildSetRows, logSummary, shownWeight } from "./set-rows";

const set = (over: Partial<SetRow>): SetRow => ({
  id: 1,
  user_id: 1,
  kind: "normal",
  done: true,
  prescription: null,
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
  it("shows the server's figures of a heavy triple (3 × 100 @ 8 → e1RM 112, RI 89%)", () => {
    expect(buildSetRows([set({ e1rm: 112, ri: 89, volume: 300 })], "kg")[0]).toEqual({
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

  it("shows the figures exactly as sent, whatever the method that made them (no estimate here)", () => {
    // 3 × 142.5 @ 8.5 by the RPE chart; the browser would get 158 from the formula.
    const [row] = buildSetRows([set({ weight: 142.5, rpe: 8.5, e1rm: 162.3, ri: 87, volume: 427.5 })], "kg");
    expect(row).toMatchObject({ e1rm: "162.3", ri: "87%", volume: "427.5" });
  });

  it("dashes what the server left out: no e1RM outside its band, no RI without an estimate", () => {
    const [light, offChart, none] = buildSetRows(
      [
        set({ rpe: 6.5, e1rm: null, ri: 87, volume: 300 }),
        set({ reps: 15, weight: 60, e1rm: null, ri: null, volume: 900 }),
        set({ rpe: null, notes: "belt" }),
      ],
      "kg",
    );
    expect(light).toMatchObject({ e1rm: "-", ri: "87%" });
    expect(offChart).toMatchObject({ e1rm: "-", ri: "-", volume: "900" });
    expect(none).toMatchObject({ rpe: "-", e1rm: "-", ri: "-", volume: "-", notes: "belt" });
  });

  it("keeps a half-step RPE and a decimal weight exactly as entered", () => {
    const [row] = buildSetRows([set({ weight: 102.5, rpe: 8.5, reps: 1, volume: 102.5 })], "kg");
    expect(row).toMatchObject({ weight: "102.5", rpe: "8.5", volume: "102.5" });
  });

  it("converts a set entered in the other unit, and shows it exactly in its own", () => {
    expect(shownWeight({ weight: 100, weight_unit: "kg" }, "lbs")).toBe(220.46);
    expect(shownWeight({ weight: 225, weight_unit: "lbs" }, "lbs")).toBe(225);
    const lbs = set({ weight: 225, weight_unit: "lbs", reps: 2, rpe: 9, e1rm: 239, ri: 94, volume: 450 });
    expect(buildSetRows([lbs], "kg")[0]).toMatchObject({
      weight: "102.06",
      e1rm: "108.41",
      ri: "94%",
      volume: "204.12",
    });
    expect(buildSetRows([lbs], "lbs")[0]).toMatchObject({ weight: "225", e1rm: "239", volume: "450" });
  });
});

describe("logSummary", () => {
  it("counts the sets and sums the volumes the rows show, in the user's unit", () => {
    expect(logSummary([set({ volume: 300 }), set({ id: 2, reps: 5, weight: 120, volume: 600 })], "kg")).toBe(
      "2 sets · 900 kg volume",
    );
    expect(logSummary([set({ reps: 1, weight: 45.5, volume: 45.5 })], "kg")).toBe("1 set · 45.5 kg volume");
  });

  it("leaves a routine's planned sets out until they are done", () => {
    const planned = set({ id: 3, volume: 500, done: false });
    expect(logSummary([set({ volume: 300 }), planned, { ...planned, id: 4 }], "kg")).toBe(
      "1 set · 2 planned · 300 kg volume",
    );
  });
});
