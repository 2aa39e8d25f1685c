import { setFigures, type HistoryRow } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { filterLines, groupBySession, historyCsv, historySeries, toHistoryLine } from "./history-view";

/** A row as the server sends it: unless a test says otherwise, its figures by the 3 % formula. */
const row = (over: Partial<HistoryRow>): HistoryRow => {
  const base = rowOnly(over);
  return { ...base, ...setFigures(base, "formula"), ...over };
};

// Noon UTC keeps the calendar day the same in every time zone from UTC−11 to UTC+11.
const rowOnly = (over: Partial<HistoryRow>): HistoryRow => ({
  id: 1,
  exercise_id: 7,
  exercise_name: "Squat",
  category_name: "Legs",
  user_id: 3,
  reps: 3,
  weight: 100,
  weight_unit: "kg",
  rpe: 8,
  e1RM: 112,
  notes: null,
  session_id: 40,
  log_id: 50,
  video_id: null,
  created_at: "2026-03-02T12:00:00.000Z",
  ...over,
});

describe("toHistoryLine", () => {
  it("shows a kg set in kg as entered, with RI and volume (3 × 100 @ 8 → 112)", () => {
    expect(toHistoryLine(row({}), "kg")).toMatchObject({
      reps: 3,
      weight: 100,
      rpe: 8,
      e1rm: 112,
      ri: 89,
      volume: 300,
      date: "2026/03/02",
    });
  });

  it("converts to pounds for a member who uses pounds; RI does not change", () => {
    expect(toHistoryLine(row({}), "lbs")).toMatchObject({
      weight: 220.46,
      e1rm: 246.92,
      ri: 89,
      volume: 661.39,
    });
  });

  it("keeps a weight entered in pounds exactly (102.5 stays 102.5)", () => {
    expect(toHistoryLine(row({ weight: 102.5, weight_unit: "lbs", e1RM: 0 }), "lbs").weight).toBe(102.5);
  });

  it("has no e1RM outside the band (server e1RM 0) but still an RI, as the session's set table", () => {
    // 5 × 100 @ 7: estimate 121, so RI = floor(100 / 121 × 100) = 82 %.
    expect(toHistoryLine(row({ reps: 5, weight: 100, rpe: 7, e1RM: 0 }), "kg")).toMatchObject({
      e1rm: null,
      ri: 82,
    });
  });
});

describe("toHistoryLine shows the server's figures", () => {
  it("as sent, in the account's method (3 × 142.5 @ 8.5 by the RPE chart: 162.3, not the formula's 158)", () => {
    const chart = row({ weight: 142.5, rpe: 8.5, e1RM: 162.3, e1rm: 162.3, ri: 87, volume: 427.5 });
    expect(toHistoryLine(chart, "kg")).toMatchObject({ e1rm: 162.3, ri: 87, volume: 427.5 });
    expect(historyCsv([chart], "kg").split("\r\n")[1]).toMatch(/,3,142\.5,kg,8\.5,87,162\.3,427\.5,,40$/);
    expect(historySeries([chart], "kg")).toMatchObject({ e1rm: [162.3], volume: [427.5] });
  });

  it("with dashes where the server sent none (off the RPE chart: no e1RM, no RI)", () => {
    const off = row({ reps: 15, weight: 60, e1RM: 0, e1rm: null, ri: null, volume: 900 });
    expect(toHistoryLine(off, "kg")).toMatchObject({ e1rm: null, ri: null, volume: 900 });
  });
});

describe("filterLines", () => {
  const lines = [
    toHistoryLine(row({ id: 1, weight: 100, notes: "Belt, felt fast" }), "kg"),
    toHistoryLine(row({ id: 2, weight: 142.5, notes: null }), "kg"),
  ];
  it.each([
    ["belt", [1]],
    ["FAST", [1]],
    ["142", [2]],
    ["100", [1]],
    ["  ", [1, 2]],
    ["knee", []],
  ])("%j → ids %j", (text, ids) => {
    expect(filterLines(lines, text).map((line) => line.id)).toEqual(ids);
  });
});

describe("groupBySession", () => {
  it("puts consecutive sets of a session under one heading, with the first video found", () => {
    const lines = [
      row({ id: 4, session_id: 41, created_at: "2026-03-05T12:00:00.000Z" }),
      row({ id: 3, session_id: 41, video_id: 9, created_at: "2026-03-05T12:00:00.000Z" }),
      row({ id: 2, session_id: 40 }),
      row({ id: 1, session_id: 40 }),
    ].map((r) => toHistoryLine(r, "kg"));
    expect(
      groupBySession(lines).map((g) => [g.sessionId, g.date, g.videoId, g.lines.map((l) => l.id)]),
    ).toEqual([
      [41, "2026/03/05", 9, [4, 3]],
      [40, "2026/03/02", null, [2, 1]],
    ]);
  });
});

describe("historySeries", () => {
  it("has one point per day, oldest → newest: the day's best e1RM and total volume", () => {
    const rows = [
      row({ id: 5, created_at: "2026-03-09T12:10:00.000Z", weight: 110, e1RM: 124 }),
      row({ id: 4, created_at: "2026-03-09T12:00:00.000Z", weight: 115, reps: 1, e1RM: 122 }),
      row({ id: 3, created_at: "2026-03-05T12:00:00.000Z", reps: 8, rpe: 7, e1RM: 0 }),
      row({ id: 2, created_at: "2026-03-02T12:05:00.000Z", reps: 5, rpe: 8, e1RM: 0 }),
      row({ id: 1, created_at: "2026-03-02T12:00:00.000Z" }),
    ];
    expect(historySeries(rows, "kg")).toEqual({
      labels: ["03/02", "03/05", "03/09"],
      e1rm: [112, null, 124],
      volume: [800, 800, 445],
    });
  });

  it("converts to the member's unit", () => {
    expect(historySeries([row({})], "lbs")).toEqual({ labels: ["03/02"], e1rm: [246.92], volume: [661.39] });
  });
});

describe("historyCsv", () => {
  it("writes a header and one formula-safe line per set, in the member's unit", () => {
    const csv = historyCsv(
      [row({ id: 2, notes: "=HYPERLINK(1)", rpe: 8.5, weight: 102.5 }), row({ id: 1, reps: 5, e1RM: 0 })],
      "kg",
    );
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "Date,Time,Exercise,Category,Reps,Weight,Unit,RPE,RI %,e1RM,Volume,Notes,Session ID",
    );
    expect(lines[1]).toMatch(
      /^2026\/03\/02,\d{1,2}:\d{2} [AP]M,Squat,Legs,3,102\.5,kg,8\.5,89,114,307\.5,'=HYPERLINK\(1\),40$/,
    );
    // 5 × 100 @ 8: estimate 118, RI 84 %, no e1RM outside the band.
    expect(lines[2]).toMatch(/,Squat,Legs,5,100,kg,8,84,,500,,40$/);
    expect(lines).toHaveLength(3);
  });
});
