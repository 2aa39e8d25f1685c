import { describe, expect, it } from "vitest";
import {
  MAX_DURATION_SECONDS,
  readDurationText,
  readHevyDateTime,
  readLocalDateTime,
  readReps,
  readRpe,
  readText,
  readWeight,
  RowProblem,
} from "./values.js";

describe("import values", () => {
  it.each([
    ["315.00000000000006", 315],
    ["149.99999999999997", 150],
    ["102,5", 102.5],
    ["115.0", 115],
    ["", 0],
    [" 0 ", 0],
    ["-20", -20],
  ])("weight %j reads as %d", (text, value) => {
    expect(readWeight(text)).toBe(value);
  });

  it.each(["abc", "1.2.3", "100000", "1,2,3"])("weight %j is an error", (text) => {
    expect(() => readWeight(text)).toThrow(RowProblem);
  });

  it("reads Strong's float reps and refuses fractions", () => {
    expect(readReps("10.0")).toBe(10);
    expect(readReps("")).toBe(0);
    expect(() => readReps("7.5")).toThrow(/whole number/);
  });

  it("reads RPE in half steps; 0 and blank are none", () => {
    expect(readRpe("8.5")).toBe(8.5);
    expect(readRpe("8,5")).toBe(8.5);
    expect(readRpe("")).toBeNull();
    expect(readRpe("0")).toBeNull();
    expect(() => readRpe("8.3")).toThrow(/half steps/);
    expect(() => readRpe("11")).toThrow(RowProblem);
  });

  it.each([
    ["31m", 31 * 60],
    ["31min", 31 * 60],
    ["1h", 3600],
    ["1h 3m", 3780],
    ["1h 5min", 3900],
    ["45s", 45],
    ["264h 1m", MAX_DURATION_SECONDS],
    ["", null],
    ["soon", null],
  ])("duration %j is %j seconds", (text, seconds) => {
    expect(readDurationText(text)).toBe(seconds);
  });

  it("reads zone-less local times in the given zone", () => {
    expect(readLocalDateTime("2021-07-07 18:35:21", "Europe/Berlin").toISOString()).toBe(
      "2021-07-07T16:35:21.000Z",
    );
    expect(readLocalDateTime("2022-10-03", "UTC").toISOString()).toBe("2022-10-03T00:00:00.000Z");
    expect(readLocalDateTime("2022-10-03T10:00:00Z", "Europe/Berlin").toISOString()).toBe(
      "2022-10-03T10:00:00.000Z",
    );
    expect(() => readLocalDateTime("07/07/2021", "UTC")).toThrow(/not a date/);
    expect(() => readLocalDateTime("2021-02-30 10:00:00", "UTC")).toThrow(RowProblem);
  });

  it("reads Hevy times with English and translated months, and ISO", () => {
    expect(readHevyDateTime("6 Apr 2026, 17:18", "UTC", "start_time").toISOString()).toBe(
      "2026-04-06T17:18:00.000Z",
    );
    expect(readHevyDateTime("6 Mai 2026, 17:18", "UTC", "start_time").toISOString()).toBe(
      "2026-05-06T17:18:00.000Z",
    );
    expect(readHevyDateTime("2026-04-06 17:18:00", "UTC", "start_time").toISOString()).toBe(
      "2026-04-06T17:18:00.000Z",
    );
    expect(() => readHevyDateTime("6 Foo 2026, 17:18", "UTC", "start_time")).toThrow(/start_time/);
  });

  it("turns Hevy's escaped line breaks into line breaks", () => {
    expect(readText("a\\nb")).toBe("a\nb");
    expect(readText("  ")).toBeNull();
  });
});
