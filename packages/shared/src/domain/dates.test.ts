import { describe, expect, it } from "vitest";
import {
  csvFileName,
  formatZonedDateTime,
  dateTimeToInstant,
  epochMinute,
  formatDaysAgo,
  formatLongDate,
  formatMonthDay,
  formatShortDate,
  formatTime,
  isSameLocalDay,
  isValidTimeZone,
  sessionBorder,
  sessionFlag,
  shiftIsoDate,
  toDate,
  zonedTimeToInstant,
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

describe("formatDaysAgo / shiftIsoDate", () => {
  const now = at(2026, 11, 22, 1, 0);
  it.each([
    [at(2026, 11, 22, 0, 30), "today"],
    [at(2026, 11, 21, 23, 0), "yesterday"],
    [at(2026, 11, 19, 12, 0), "3 days ago"],
    [at(2026, 11, 9, 12, 0), "13 days ago"],
    [at(2026, 11, 8, 12, 0), "2 weeks ago"],
    [at(2026, 9, 1, 12, 0), "26/09/01"],
    ["not a date", ""],
  ])("%s → %s", (input, text) => expect(formatDaysAgo(input, now)).toBe(text));

  it("steps a bare date over months and years", () => {
    expect(shiftIsoDate("2026-11-30", 7)).toBe("2026-12-07");
    expect(shiftIsoDate("2027-01-04", -7)).toBe("2026-12-28");
    expect(shiftIsoDate("2026-03-02", -1)).toBe("2026-03-01");
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

describe("zone-less date-times in a time zone", () => {
  it.each([
    ["2026-11-25T18:30", "Europe/Berlin", "2026-11-25T17:30:00.000Z"],
    ["2026-07-01T18:30", "Europe/Berlin", "2026-07-01T16:30:00.000Z"],
    ["2026-11-25T18:30:15", "America/New_York", "2026-11-25T23:30:15.000Z"],
    ["2026-11-25T18:30:15.25", "UTC", "2026-11-25T18:30:15.250Z"],
    ["2026-11-25T18:30:15.123456", "UTC", "2026-11-25T18:30:15.123Z"],
    ["2026-01-01T00:00", "Asia/Kolkata", "2025-12-31T18:30:00.000Z"],
    ["2026-01-01T00:00", "Australia/Lord_Howe", "2025-12-31T13:00:00.000Z"],
    // Spring forward: 02:00-03:00 never happens in Berlin on 29 March 2026; 02:30 is read as 03:30 CEST.
    ["2026-03-29T02:30", "Europe/Berlin", "2026-03-29T01:30:00.000Z"],
    ["2026-03-29T01:59", "Europe/Berlin", "2026-03-29T00:59:00.000Z"],
    ["2026-03-29T03:00", "Europe/Berlin", "2026-03-29T01:00:00.000Z"],
    // New York's gap is 02:00-03:00 on 8 March 2026.
    ["2026-03-08T02:15", "America/New_York", "2026-03-08T07:15:00.000Z"],
    // Fall back: 02:30 happens twice in Berlin on 25 October 2026; the earlier (summer time) one is taken.
    ["2026-10-25T02:30", "Europe/Berlin", "2026-10-25T00:30:00.000Z"],
    ["2026-10-25T03:30", "Europe/Berlin", "2026-10-25T02:30:00.000Z"],
    ["2026-10-25T01:30", "Europe/Berlin", "2026-10-24T23:30:00.000Z"],
  ])("%s in %s → %s", (local, zone, expected) => {
    expect(zonedTimeToInstant(local, zone)?.toISOString()).toBe(expected);
  });

  it.each([
    "2026-11-25",
    "2026-11-25T18:30Z",
    "2026-11-25T18:30:00+01:00",
    "2026-02-30T10:00",
    "2026-11-25T24:00",
    "2026-11-25T18:60",
    "25/11/2026 18:30",
  ])("%s is not a zone-less date-time", (value) => {
    expect(zonedTimeToInstant(value, "Europe/Berlin")).toBeNull();
  });

  it.each([
    ["2026-11-25T18:30", "Europe/Berlin", "2026-11-25T17:30:00.000Z"],
    ["2026-11-25T18:30", null, "2026-11-25T18:30:00.000Z"],
    ["2026-11-25T18:30", "Not/AZone", "2026-11-25T18:30:00.000Z"],
    ["2026-11-25T18:30:00Z", "Europe/Berlin", "2026-11-25T18:30:00.000Z"],
    ["2026-11-25T18:30:00+05:30", "Europe/Berlin", "2026-11-25T13:00:00.000Z"],
  ])("dateTimeToInstant(%s, %s) → %s", (value, zone, expected) => {
    expect(dateTimeToInstant(value, zone).toISOString()).toBe(expected);
  });

  it.each([
    ["Europe/Berlin", true],
    ["America/Argentina/Buenos_Aires", true],
    ["UTC", true],
    ["Etc/GMT+5", true],
    ["Mars/Olympus_Mons", false],
    ["+01:00", false],
    ["", false],
    ["Europe/Berlin; drop table", false],
  ])("isValidTimeZone(%s) → %s", (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });

  it("counts whole minutes", () => {
    expect(epochMinute(new Date("2026-11-25T18:30:59.999Z"))).toBe(
      epochMinute(new Date("2026-11-25T18:30:00Z")),
    );
    expect(epochMinute(new Date("2026-11-25T18:31:00Z"))).toBe(
      epochMinute(new Date("2026-11-25T18:30:00Z")) + 1,
    );
  });
});

describe("formatZonedDateTime", () => {
  it.each([
    ["2021-07-07T16:35:21.000Z", "Europe/Berlin", "2021-07-07 18:35:21"],
    ["2021-01-07T16:35:21.000Z", "Europe/Berlin", "2021-01-07 17:35:21"],
    ["2021-07-07T03:05:09.900Z", "America/New_York", "2021-07-06 23:05:09"],
    ["2021-07-07T16:35:21.000Z", null, "2021-07-07 16:35:21"],
    ["2021-07-07T16:35:21.000Z", "Not/AZone", "2021-07-07 16:35:21"],
  ])("%s in %s is %s", (instant, zone, text) => {
    expect(formatZonedDateTime(new Date(instant), zone)).toBe(text);
  });

  it("reads back through zonedTimeToInstant", () => {
    const instant = new Date("2024-03-31T01:30:00.000Z");
    const text = formatZonedDateTime(instant, "Europe/Berlin").replace(" ", "T");
    expect(zonedTimeToInstant(text, "Europe/Berlin")).toEqual(instant);
  });
});
