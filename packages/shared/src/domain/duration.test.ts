import { describe, expect, it } from "vitest";
import {
  blockDurationText,
  formatStrongDuration,
  humanizeDuration,
  sessionDurationText,
} from "./duration.js";

const start = new Date(2026, 5, 1, 10, 0); // June: no DST change in the spans below
const after = (ms: number) => new Date(start.getTime() + ms);
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const day = 24 * h;

describe("humanizeDuration (dayjs relativeTime words)", () => {
  it.each([
    [0, "a few seconds"],
    [44 * s, "a few seconds"],
    [45 * s, "a minute"],
    [89 * s, "a minute"],
    [90 * s, "2 minutes"],
    [44 * min, "44 minutes"],
    [44 * min + 30 * s, "an hour"],
    [89 * min, "an hour"],
    [90 * min, "2 hours"],
    [21 * h, "21 hours"],
    [21 * h + 30 * min, "a day"],
    [35 * h, "a day"],
    [36 * h, "2 days"],
    [25 * day, "25 days"],
    [26 * day, "a month"],
    [45 * day, "a month"],
    [46 * day, "2 months"],
  ])("%d ms → %s", (ms, expected) => {
    expect(humanizeDuration(start, after(ms))).toBe(expected);
  });

  it.each([
    [new Date(2027, 3, 1, 10, 0), "10 months"],
    [new Date(2027, 4, 1, 10, 0), "a year"],
    [new Date(2027, 10, 1, 10, 0), "a year"],
    [new Date(2027, 11, 1, 10, 0), "2 years"],
    [new Date(2031, 5, 1, 10, 0), "5 years"],
  ])("calendar span to %s → %s", (end, expected) => {
    expect(humanizeDuration(start, end)).toBe(expected);
  });

  it("ignores the order of the two dates and reports bad input as ?", () => {
    expect(humanizeDuration(after(3 * h), start)).toBe("3 hours");
    expect(humanizeDuration("nope", start)).toBe("?");
  });
});

describe("sessionDurationText", () => {
  const now = after(2 * h);
  it.each([
    ["finished", after(75 * min), "an hour"],
    ["unfinished: runs to now", null, "2 hours"],
    ["unfinished (undefined)", undefined, "2 hours"],
    ["ISO strings", after(25 * min).toISOString(), "25 minutes"],
  ])("%s → %s", (_label, end, expected) => {
    expect(sessionDurationText(start.toISOString(), end, now)).toBe(expected);
  });
});

describe("blockDurationText", () => {
  it.each([
    ["2026-11-01", "2026-11-01", "0 days"],
    ["2026-11-01", "2026-11-02", "1 day"],
    ["2026-11-01", "2026-11-07", "6 days"],
    ["2026-11-01", "2026-11-08", "1 week"],
    ["2026-11-01", "2026-11-09", "1 week 1 day"],
    ["2026-11-01", "2026-11-15", "2 weeks"],
    ["2026-11-01", "2026-11-18", "2 weeks 3 days"],
    ["2026-03-01", "2026-03-15", "2 weeks"],
    ["2026-10-20", "2026-11-10", "3 weeks"],
    ["2026-01-01", "2026-12-31", "52 weeks"],
    ["2026-11-18", "2026-11-01", "2 weeks 3 days"],
  ])("%s → %s: %s", (from, to, expected) => {
    expect(blockDurationText(from, to)).toBe(expected);
  });

  it("counts whole days only", () => {
    expect(blockDurationText(new Date(2026, 5, 1, 18), new Date(2026, 5, 8, 9))).toBe("6 days");
    expect(blockDurationText(new Date(2026, 5, 1, 9), new Date(2026, 5, 8, 18))).toBe("1 week");
  });
});

describe("formatStrongDuration", () => {
  it.each([
    [0, "0m"],
    [29, "0m"],
    [31 * 60, "31m"],
    [3600, "1h"],
    [3780, "1h 3m"],
    [3600 * 2 + 59 * 60 + 40, "3h"],
  ])("%d s is %s", (seconds, text) => {
    expect(formatStrongDuration(seconds)).toBe(text);
  });
});
