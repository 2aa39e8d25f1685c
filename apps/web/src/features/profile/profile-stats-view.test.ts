import type { RecentPr, RecoveryEntry } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { recoverySeries, sleepText, toPrLine, trendCell } from "./profile-stats-view";

const pr: RecentPr = {
  id: 7,
  exercise_id: 3,
  name: "Squat",
  reps: 3,
  weight: 100,
  weight_unit: "kg",
  rpe: 8,
  e1rm: 112,
  session_id: 5,
  date: "2026-01-02T12:00:00.000Z",
};

describe("toPrLine", () => {
  it("shows the log and the server's e1RM in the set's own unit", () => {
    expect(toPrLine(pr, "kg")).toEqual({
      id: 7,
      lift: "Squat",
      log: "3 reps x 100 kg @8",
      e1rm: "112 kg",
    });
  });

  it("converts to the viewer's unit and says 'rep' for a single", () => {
    const single = { ...pr, reps: 1, weight: 225, weight_unit: "lbs" as const, rpe: 9, e1rm: 232 };
    expect(toPrLine(single, "kg")).toMatchObject({
      log: "1 rep x 102.06 kg @9",
      e1rm: "105.23 kg",
    });
  });

  it("shows the e1RM exactly as sent, never estimating the set again here", () => {
    // The owner uses the RPE chart: 3 @ 8 is 86.3 % of 1RM, 100 / 0.863 = 115.9 (the formula gives 112).
    expect(toPrLine({ ...pr, e1rm: 115.9 }, "kg").e1rm).toBe("115.9 kg");
  });
});

describe("trendCell", () => {
  it("is green with a plus when up, red when down, blank when flat or first", () => {
    expect(trendCell(0.5, "kg", "kg")).toEqual({ text: "+0.5 kg", tone: "success" });
    expect(trendCell(-1.2, "kg", "kg")).toEqual({ text: "-1.2 kg", tone: "danger" });
    expect(trendCell(0, "kg", "kg")).toEqual({ text: "", tone: null });
    expect(trendCell(null, "kg", "kg")).toEqual({ text: "", tone: null });
  });

  it("converts the change into the viewer's unit", () => {
    expect(trendCell(1, "kg", "lbs")).toEqual({ text: "+2.2 lbs", tone: "success" });
  });
});

describe("sleepText", () => {
  it("shows the average or a question mark", () => {
    expect(sleepText(7.58)).toBe("~ 7.58 hrs");
    expect(sleepText(null)).toBe("?");
  });
});

describe("recoverySeries", () => {
  const entry = (id: number, day: number, sleep: number | null, stress: number | null, rpe: number | null) =>
    ({
      id,
      user_id: 1,
      session_id: null,
      created_at: new Date(2026, 0, day, 9).toISOString(),
      hours_of_sleep: sleep,
      stress_level: stress,
      session_rpe: rpe,
    }) satisfies RecoveryEntry;

  it("runs oldest to newest with MM/DD labels and gaps for missing values", () => {
    const series = recoverySeries([entry(2, 3, 8, 4, 8.5), entry(1, 2, 6, 0, null)]);
    expect(series).toEqual({
      labels: ["01/02", "01/03"],
      sleep: [6, 8],
      stress: [null, 4],
      sessionRpe: [null, 8.5],
    });
  });
});
