import fs from "node:fs";
import { Readable } from "node:stream";
import { STRONG_HEADER } from "@topset/shared";
import { describe, expect, it } from "vitest";
import { readImportFile } from "./read-file.js";
import { sniffFile } from "./sniff.js";

const fixture = (name: string) => fs.readFileSync(new URL(`./test-data/${name}`, import.meta.url));

async function read(data: Buffer, timezone = "UTC", unit: "kg" | "lbs" = "kg") {
  const sniffed = sniffFile(data);
  if (!sniffed.ok) throw new Error(sniffed.message);
  // Small chunks, so multi-byte characters and records cross chunk boundaries.
  const chunks = Array.from({ length: Math.ceil(data.length / 7) }, (_, i) =>
    data.subarray(i * 7, i * 7 + 7),
  );
  const result = await readImportFile(Readable.from(chunks), { ...sniffed, timezone, unit });
  const workouts = [...result.grouper.workouts.values()];
  return { ...result, workouts, skipped: Object.fromEntries(result.skipped) };
}

const setsOf = (w: { exercises: Map<string, { sets: object[] }> }, name: string) =>
  w.exercises.get(name)!.sets;

describe("reading files into workouts", () => {
  it("Strong (English): kinds, float noise, bodyweight, rest timers, timed and 0-rep rows, notes", async () => {
    const { workouts, skipped, errors, grouper } = await read(
      fixture("strong-en.csv"),
      "Europe/Berlin",
      "lbs",
    );
    expect(errors).toEqual([]);
    expect(skipped).toEqual({
      "Rest timer rows": 1,
      "Timed or distance-only sets": 1,
      "Sets with 0 reps": 1,
    });
    expect(grouper.sets).toBe(7);
    const [push, legs] = workouts;
    expect(push).toMatchObject({ name: "Push - Shoulder", notes: ["Good day, short rest"] });
    expect(push!.start.toISOString()).toBe("2021-07-07T16:35:21.000Z");
    expect(push!.end!.toISOString()).toBe("2021-07-07T17:38:21.000Z");
    const ohp = push!.exercises.get("Overhead Press (Barbell)")!;
    expect(ohp.notes).toEqual(["Felt strong"]);
    expect(ohp.sets.map((s) => [s.kind, s.weight, s.reps, s.rpe, s.unit])).toEqual([
      ["warmup", 45, 10, null, "lbs"],
      ["normal", 115, 5, 8.5, "lbs"],
      ["normal", 315, 3, 9, "lbs"],
      ["drop", 95, 8, null, "lbs"],
      ["failure", 95, 4, 10, "lbs"],
    ]);
    expect(setsOf(push!, "Pull Up")).toMatchObject([{ weight: 0, reps: 8 }]);
    // 264h 1m: left running; clamped to 6 hours.
    expect(legs!.end!.getTime() - legs!.start.getTime()).toBe(6 * 3600_000);
    expect(setsOf(legs!, "Squat (Barbell)")).toMatchObject([{ weight: 150 }]);
  });

  it("Strong (German headers): decimal commas, Ruhezeit, 31min", async () => {
    const { workouts, skipped, errors } = await read(fixture("strong-de.csv"));
    expect(errors).toEqual([]);
    expect(skipped).toEqual({ "Rest timer rows": 1 });
    const [w] = workouts;
    expect(w).toMatchObject({ name: "Ganzkörper" });
    expect(w!.end!.getTime() - w!.start.getTime()).toBe(31 * 60_000);
    expect(setsOf(w!, "Kniebeuge (Langhantel)")).toMatchObject([
      { weight: 102.5, reps: 5, rpe: null },
      { weight: 102.5, reps: 5, rpe: 8.5 },
    ]);
    expect(setsOf(w!, "Klimmzüge")).toMatchObject([{ kind: "warmup", weight: 0, reps: 5 }]);
  });

  it("Strong legacy (semicolons, a unit on every row)", async () => {
    const { workouts, errors } = await read(fixture("strong-legacy.csv"), "UTC", "lbs");
    expect(errors).toEqual([]);
    expect(setsOf(workouts[0]!, "Deadlift (Barbell)")).toMatchObject([
      { weight: 20, unit: "kg", reps: 5 },
      { weight: 225, unit: "lbs", reps: 3, rpe: 8 },
    ]);
  });

  it("Strong with units in the header and Duration (sec)", async () => {
    const { workouts } = await read(fixture("strong-units.csv"), "UTC", "kg");
    const [w] = workouts;
    expect(w!.end!.getTime() - w!.start.getTime()).toBe(3780_000);
    expect(setsOf(w!, "Bench Press (Barbell)")).toMatchObject([
      { weight: 225, unit: "lbs", rpe: 7.5 },
      { weight: 225, unit: "lbs", rpe: 8 },
    ]);
  });

  it("Hevy: set types, blank weight, timed sets, RPE, notes once", async () => {
    const { workouts, skipped, errors } = await read(fixture("hevy.csv"), "UTC", "lbs");
    expect(errors).toEqual([]);
    expect(skipped).toEqual({ "Timed or distance-only sets": 1 });
    const [w] = workouts;
    expect(w).toMatchObject({ name: "peito pascoal", notes: ["Chest day"] });
    expect(w!.end!.getTime() - w!.start.getTime()).toBe(45 * 60_000);
    const bench = w!.exercises.get("Bench Press (Barbell)")!;
    expect(bench.notes).toEqual(["80kg subiu\nnext time 82.5"]);
    expect(bench.sets.map((s) => [s.kind, s.weight, s.reps, s.rpe, s.unit])).toEqual([
      ["warmup", 20, 30, null, "kg"],
      ["normal", 80, 5, 8.5, "kg"],
      ["drop", 60, 8, null, "kg"],
      ["failure", 60, 4, 10, "kg"],
    ]);
    expect(setsOf(w!, "Dips")).toMatchObject([{ weight: 0, reps: 12 }]);
  });

  it("FitNotes: one workout a day, kgs and lbs, comments as set notes", async () => {
    const { workouts, skipped } = await read(fixture("fitnotes.csv"), "Europe/Berlin");
    expect(skipped).toEqual({ "Timed or distance-only sets": 1 });
    expect(workouts.map((w) => [w.name, w.start.toISOString(), w.end])).toEqual([
      ["FitNotes workout", "2022-10-02T22:00:00.000Z", null],
      ["FitNotes workout", "2022-10-04T22:00:00.000Z", null],
    ]);
    expect(setsOf(workouts[0]!, "Flat Barbell Bench Press")).toMatchObject([
      { weight: 60, unit: "kg", notes: null },
      { weight: 135, unit: "lbs", notes: "Paused" },
    ]);
  });

  it("keeps the text of Strong's Note rows in the exercise's notes, and reads CRLF, quoted headers and a BOM", async () => {
    const header = STRONG_HEADER.split(",")
      .map((h) => `"${h}"`)
      .join(",");
    const rows = [
      '2021-07-07 18:35:21,A,31m,Squat,1,100,5,0,0,"",""," "',
      '2021-07-07 18:35:21,A,31m,Squat,Note,0,0,0,0,"Knees out","",',
    ];
    const data = Buffer.from(`\uFEFF${[header, ...rows].join("\r\n")}\r\n`);
    const { workouts, skipped, errors } = await read(data);
    expect(errors).toEqual([]);
    expect(skipped).toEqual({});
    expect(workouts[0]!.exercises.get("Squat")).toMatchObject({ notes: ["Knees out"], sets: [{ reps: 5 }] });
  });

  it("reports broken lines with their row", async () => {
    const head =
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n";
    const ok = "2021-07-07 18:35:21,A,31m,Squat,1,100,5,0,0,,,\n";
    const cases: [string | Buffer, number, RegExp][] = [
      [`${head}${ok}${ok}2021-07-07 18:35:21,A,31m,"Squat,1,100,5,0,0,,,\n`, 4, /never closed/],
      [`${head}${ok}2021-07-07 18:35:21,A,31m,Squat,1,100\n`, 3, /columns/],
      [Buffer.concat([Buffer.from(`${head}${ok}${ok}`), Buffer.from([0x41, 0xff, 0x0a])]), 4, /UTF-8/],
      [`${head}${ok}2021-07-07 18:35:21,A,31m,Squat,1,abc,5,0,0,,,\n`, 3, /Weight "abc"/],
      [`${head}07/07/2021 18:35,A,31m,Squat,1,100,5,0,0,,,\n`, 2, /Date/],
    ];
    for (const [text, row, msg] of cases) {
      const sniffed = sniffFile(Buffer.from(head));
      if (!sniffed.ok) throw new Error("header");
      const input = Readable.from([typeof text === "string" ? Buffer.from(text) : text]);
      const { errors } = await readImportFile(input, { ...sniffed, timezone: "UTC", unit: "kg" });
      expect(errors, String(text)).toHaveLength(1);
      expect(errors[0]).toMatchObject({ row });
      expect(errors[0]!.msg).toMatch(msg);
    }
  });
});
