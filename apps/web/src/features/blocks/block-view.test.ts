import { describe, expect, it } from "vitest";
import { blockWeek, groupByWeek, weekLabel, weeklyVolumeSeries } from "./block-view";

// Local times (no zone suffix) so the calendar days are the same wherever the test runs.
const session = (id: number, start_date: string) => ({ id, start_date });

describe("blockWeek", () => {
  it.each([
    ["2026-03-02", "2026-03-02T06:00:00", 1],
    ["2026-03-02", "2026-03-08T23:59:00", 1],
    ["2026-03-02", "2026-03-09T00:00:00", 2],
    ["2026-03-02", "2026-03-23T12:00:00", 4],
    ["2026-03-02", "2026-03-01T23:00:00", 0],
    // A block that starts on a Wednesday: its week 1 ends on Sunday, week 2 starts on Monday.
    ["2026-03-04", "2026-03-04T06:00:00", 1],
    ["2026-03-04", "2026-03-08T20:00:00", 1],
    ["2026-03-04", "2026-03-09T06:00:00", 2],
    ["2026-03-04", "2026-03-03T20:00:00", 0],
    // Across the spring DST change (Europe and North America move clocks in March).
    ["2026-03-25", "2026-04-01T00:30:00", 2],
  ])("block from %s, session %s → week %d", (start, date, week) => {
    expect(blockWeek(start, date)).toBe(week);
  });
});

describe("groupByWeek", () => {
  it("starts week 1 on the block's first day and ends it on Sunday", () => {
    const [first] = groupByWeek("2026-03-04", [session(1, "2026-03-05T18:00:00")]);
    expect(first).toMatchObject({ week: 1, from: new Date(2026, 2, 4), to: new Date(2026, 2, 8) });
  });

  it("groups sessions by block week, oldest first, leaving out weeks without sessions", () => {
    const groups = groupByWeek("2026-03-02", [
      session(3, "2026-03-18T18:00:00"),
      session(1, "2026-03-02T18:00:00"),
      session(2, "2026-03-05T07:30:00"),
      session(4, "2026-03-20T18:00:00"),
    ]);
    expect(groups.map((g) => [g.week, g.sessions.map((s) => s.id)])).toEqual([
      [1, [1, 2]],
      [3, [3, 4]],
    ]);
    expect(groups[1]!.from).toEqual(new Date(2026, 2, 16));
    expect(groups[1]!.to).toEqual(new Date(2026, 2, 22));
  });

  it("puts sessions dated before the block's start in their own group first", () => {
    const groups = groupByWeek("2026-03-02", [
      session(2, "2026-03-03T10:00:00"),
      session(1, "2026-02-27T10:00:00"),
    ]);
    expect(groups.map((g) => [weekLabel(g.week), g.sessions.map((s) => s.id)])).toEqual([
      ["Before the block", [1]],
      ["Week 1", [2]],
    ]);
  });

  it("is empty without sessions", () => {
    expect(groupByWeek("2026-03-02", [])).toEqual([]);
  });
});

describe("weeklyVolumeSeries", () => {
  const weeks = [
    { week_start: "2026-03-09", volume_kg: 5000, sets: 40 },
    { week_start: "2026-03-02", volume_kg: 4250.5, sets: 36 },
  ];

  it("labels bars by block week, oldest first, in kg", () => {
    expect(weeklyVolumeSeries("2026-03-02", weeks, "kg")).toEqual({
      labels: ["Week 1", "Week 2"],
      volume: [4250.5, 5000],
      sets: [36, 40],
      weekOf: ["03/02", "03/09"],
    });
  });

  it("counts the server's Monday weeks as block weeks when the block starts mid-week", () => {
    expect(weeklyVolumeSeries("2026-03-04", weeks, "kg").labels).toEqual(["Week 1", "Week 2"]);
  });

  it("converts to pounds for a member who uses pounds", () => {
    expect(weeklyVolumeSeries("2026-03-02", weeks, "lbs").volume).toEqual([9370.75, 11023.11]);
  });
});
