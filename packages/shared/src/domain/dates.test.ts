import { describe, expect, it } from "vitest";
import {
  csvFileName,
  formatLongDate,
  formatMonthDay,
  formatShortDate,
  formatTime,
  isSameLocalDay,
  sessionBorder,
  sessionFlag,
  toDate,
} from "./dates.js";

// Local constructors throughout, so every expectation holds in any TZ the tests run in.
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe("date formats", () => {
  it.each([
    [at(2026, 11, 22, 19, 5), "11/22", "26/11/22", "2026/11/22", "7:05 PM"],
    [at(2026, 1, 3, 0, 0), "01/03", "26/01/03", "2026/01/03", "12:00 AM"],
    [at(2026, 7, 4, 12, 30), "07/04", "26/07/04", "2026/07/04", "12:30 PM"],
    [at(2009, 12, 31, 11, 59), "12/31", "09/12/31", "2009/12/31", "11:59 AM"],
    [at(2026, 11, 22, 13, 0).getTime(), "11/22", "26/11/22", "2026/11/22", "1:00 PM"],
    ["2026-11-22", "11/22", "26/11/22", "2026/11/22", "12:00 AM"],
    ["not a date", "", "", "", ""],
  ])("%s → %s | %s | %s | %s", (input, monthDay, short, long, time) => {
    expect(formatMonthDay(input)).toBe(monthDay);
    expect(formatShortDate(input)).toBe(short);
    expect(formatLongDate(input)).toBe(long);
    expect(formatTime(input)).toBe(time);
  });

  it("reads an ISO timestamp with its offset, and a bare date as local midnight", () => {
    const instant = at(2026, 11, 22, 19, 5);
    expect(toDate(instant.toISOString()).getTime()).toBe(instant.getTime());
    expect(toDate("2026-11-22").getTime()).toBe(at(2026, 11, 22).getTime());
  });
});

describe("csvFileName", () => {
  it.each([
    [at(2026, 11, 22, 19, 5), { page: 2 }, "2026-11-22-7-05-PM--page-2.csv"],
    [at(2026, 11, 22, 19, 5), { all: true } as const, "2026-11-22-7-05-PM--all-pages.csv"],
    [at(2026, 1, 3, 0, 9), { page: 1 }, "2026-01-03-12-09-AM--page-1.csv"],
    [at(2026, 6, 30, 10, 45), { page: 12 }, "2026-06-30-10-45-AM--page-12.csv"],
  ])("%s %j → %s", (now, pages, expected) => {
    expect(csvFileName(now, pages)).toBe(expected);
  });
});

describe("sessionFlag / sessionBorder", () => {
  const now = at(2026, 11, 22, 19, 5);
  it.each([
    ["started this morning, unfinished", at(2026, 11, 22, 7, 0), null, "in progress", "warning"],
    ["started just after midnight", at(2026, 11, 22, 0, 1), undefined, "in progress", "warning"],
    ["started yesterday late", at(2026, 11, 21, 23, 59), null, "incomplete", "danger"],
    ["started last month", at(2026, 10, 2, 18, 0), null, "incomplete", "danger"],
    ["finished today", at(2026, 11, 22, 7, 0), at(2026, 11, 22, 8, 0), null, null],
    ["finished long ago", at(2026, 1, 1, 7, 0), at(2026, 1, 1, 8, 0), null, null],
    ["start a little ahead of this clock", at(2026, 11, 23, 0, 2), null, "in progress", "warning"],
  ])("%s → %s / %s", (_label, start, end, flag, border) => {
    expect(sessionFlag(start, end, now)).toBe(flag);
    expect(sessionBorder(start, end, now)).toBe(border);
  });

  it("compares calendar days, not 24-hour windows", () => {
    expect(isSameLocalDay(at(2026, 11, 22, 0, 0), at(2026, 11, 22, 23, 59))).toBe(true);
    expect(isSameLocalDay(at(2026, 11, 21, 23, 59), at(2026, 11, 22, 0, 0))).toBe(false);
  });
});
