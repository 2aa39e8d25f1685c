import type { BodyweightEntry } from "@topset/shared";
import { describe, expect, it } from "vitest";
import {
  blankIfZero,
  chartSeries,
  removedMessage,
  trackerCsv,
  trendClass,
  trendIn,
  trendText,
  weightIn,
} from "./tracker-view";

const entry = (over: Partial<BodyweightEntry>): BodyweightEntry => ({
  id: 1,
  user_id: 1,
  session_id: null,
  body_weight: 80,
  body_weight_unit: "kg",
  trend: null,
  created_at: "2026-11-20T08:00:00.000Z",
  ...over,
});

describe("bodyweight cells", () => {
  it("shows the weight and trend in the user's unit", () => {
    const e = entry({ body_weight: 82.5, trend: 1.5 });
    expect(weightIn(e, "kg")).toBe(82.5);
    expect(weightIn(e, "lbs")).toBe(181.88);
    expect(trendIn(e, "kg")).toBe(1.5);
    expect(trendIn(e, "lbs")).toBe(3.31);
    expect(trendIn(entry({ trend: null }), "lbs")).toBeNull();
  });

  it("colours and signs the trend as the spec says", () => {
    expect([trendText(1.5), trendClass(1.5)]).toEqual(["+1.5", "text-success"]);
    expect([trendText(-0.25), trendClass(-0.25)]).toEqual(["-0.25", "text-danger"]);
    expect([trendText(0), trendClass(0)]).toEqual(["", "text-success"]);
    expect([trendText(null), trendClass(null)]).toEqual(["", undefined]);
  });
});

describe("tracker helpers", () => {
  it("charts the page oldest to newest with MM/DD labels", () => {
    const rows = [
      entry({ id: 3, body_weight: 81, created_at: "2026-11-22T12:00:00.000Z" }),
      entry({ id: 2, body_weight: 80, created_at: "2026-11-21T12:00:00.000Z" }),
    ];
    const series = chartSeries(rows, [{ label: "Bodyweight", value: (row) => row.body_weight }]);
    expect(series).toEqual({
      labels: ["11/21", "11/22"],
      datasets: [{ label: "Bodyweight", data: [80, 81] }],
    });
  });

  it("writes the table's columns as CSV, blank for null", () => {
    const rows = [{ id: 7, sleep: 8, rpe: null as number | null }];
    const csv = trackerCsv(rows, [
      { header: "ID", value: (row) => row.id },
      { header: "Hours Of Sleep", value: (row) => row.sleep },
      { header: "Session RPE", value: (row) => blankIfZero(row.rpe) },
    ]);
    expect(csv).toBe("ID,Hours Of Sleep,Session RPE\r\n7,8,");
  });

  it("words the delete message as spec section 8", () => {
    expect(removedMessage("Recovery", [4, 9])).toBe("Recovery ID (s) 4, 9 were removed!");
  });
});
