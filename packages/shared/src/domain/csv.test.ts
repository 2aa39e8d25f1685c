import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.js";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    [102.5, "102.5"],
    [-2.5, "-2.5"],
    ["-2.5", "-2.5"],
    ["-12", "-12"],
    [0, "0"],
    [null, ""],
    [undefined, ""],
    [Number.NaN, ""],
    [true, "true"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["=1+2", "'=1+2"],
    ["+1", "'+1"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tTAB", "'\tTAB"],
    ["\r=1", '"\'\r=1"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ["mid=dle", "mid=dle"],
    [new Date(Date.UTC(2026, 10, 22, 19, 5)), "2026-11-22T19:05:00.000Z"],
    [{ a: 1 }, '"{""a"":1}"'],
  ])("%j → %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("toCsv", () => {
  const columns = [
    { key: "id", header: "ID" },
    { key: "notes", header: "Notes, if any" },
    { key: "trend", header: "Trend" },
  ] as const;

  it.each([
    [[], 'ID,"Notes, if any",Trend'],
    [[{ id: 1, notes: "felt good", trend: -2.5 }], 'ID,"Notes, if any",Trend\r\n1,felt good,-2.5'],
    [
      [
        { id: 1, notes: "=cmd", trend: 0 },
        { id: 2, notes: null, trend: 1.5 },
      ],
      'ID,"Notes, if any",Trend\r\n1,\'=cmd,0\r\n2,,1.5',
    ],
  ])("%j", (rows, expected) => {
    expect(toCsv(rows, columns)).toBe(expected);
  });

  it("keeps column order and ignores keys without a column", () => {
    const rows = [{ b: 2, a: 1, extra: "x" }];
    expect(
      toCsv(rows, [
        { key: "a", header: "A" },
        { key: "b", header: "B" },
      ]),
    ).toBe("A,B\r\n1,2");
  });
});
