import fs from "node:fs";
import { STRONG_HEADER } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { detectDelimiter, detectLayout } from "./detect.js";
import { EMPTY_FILE, NOT_CSV, sniffFile, UNKNOWN_LAYOUT } from "./sniff.js";

const fixture = (name: string) => fs.readFileSync(new URL(`./test-data/${name}`, import.meta.url));

describe("layout detection", () => {
  it.each([
    ["strong-en.csv", "strong", "strong", ",", undefined],
    ["strong-de.csv", "strong", "strong", ",", undefined],
    ["strong-legacy.csv", "strong", "strong-legacy", ";", undefined],
    ["strong-units.csv", "strong", "strong-units", ",", "lbs"],
    ["hevy.csv", "hevy", "hevy", ",", "kg"],
    ["fitnotes.csv", "fitnotes", "fitnotes", ",", undefined],
  ])("%s is %s (%s)", (file, source, dialect, delimiter, headerUnit) => {
    const sniffed = sniffFile(fixture(file));
    expect(sniffed).toMatchObject({ ok: true, delimiter, layout: { source, dialect } });
    if (sniffed.ok) expect(sniffed.layout.headerUnit).toBe(headerUnit);
  });

  it("reads our own export's header, with a BOM too", () => {
    const head = Buffer.from(`\uFEFF${STRONG_HEADER}\n2024-01-01 10:00:00,A,1h,Squat,1,100,5,0,0,,,\n`);
    expect(sniffFile(head)).toMatchObject({ ok: true, layout: { source: "strong" } });
  });

  it("recognises Strong's layout in a language it has no names for, by position and values", () => {
    const header =
      "Fecha,Nombre,Duración,Ejercicio,Orden,Peso,Reps,Distancia,Segundos,Notas,Notas2,RPE".split(",");
    const row = "2021-07-07 18:35:21,Pierna,31m,Sentadilla,1,100,5,0,0,,,".split(",");
    expect(detectLayout(header, row)).toMatchObject({ source: "strong", columns: { weight: 5, reps: 6 } });
    expect(detectLayout(header, ["x", ...row.slice(1)])).toBeUndefined();
  });

  it("answers why a file is refused", () => {
    expect(sniffFile(Buffer.from(""))).toEqual({ ok: false, status: 400, message: EMPTY_FILE });
    expect(sniffFile(Buffer.from(" \n\n"))).toMatchObject({ status: 400, message: EMPTY_FILE });
    expect(sniffFile(Buffer.from("PK\u0003\u0004rest"))).toMatchObject({ status: 415, message: NOT_CSV });
    expect(sniffFile(Buffer.from([0x41, 0x00, 0x42]))).toMatchObject({ status: 415 });
    expect(sniffFile(Buffer.from([0x44, 0xe4, 0x74, 0x2c, 0x41, 0x0a]))).toMatchObject({ status: 415 });
    expect(sniffFile(Buffer.from("name,age\nAnn,3\n"))).toMatchObject({
      status: 400,
      message: UNKNOWN_LAYOUT,
    });
    expect(sniffFile(Buffer.from("just some words\n"))).toMatchObject({ status: 400 });
  });

  it("checks a forced source against the file", () => {
    expect(sniffFile(fixture("hevy.csv"), "hevy")).toMatchObject({ ok: true });
    expect(sniffFile(fixture("hevy.csv"), "strong")).toMatchObject({ ok: false, status: 400 });
  });

  it("finds the delimiter outside quotes", () => {
    expect(detectDelimiter('"a;b",c,d')).toBe(",");
    expect(detectDelimiter("a;b;c")).toBe(";");
    expect(detectDelimiter("abc")).toBeUndefined();
  });
});
