import fs from "node:fs";
import { Readable } from "node:stream";
import { asc, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { openPowerliftingResults as r } from "../../db/schema/index.js";
import { testDatabase } from "../../test/harness.js";
import { importOpenPowerlifting } from "./import.js";
import { inventedLiftersPath } from "./open-powerlifting.fixtures.js";
import { INVENTED_SAMPLE, openPowerliftingFingerprint, removeInventedSample } from "./sample.js";

let db: Db;
let migratedIndexes: string[];
beforeAll(async () => {
  db = (await testDatabase()).db;
  migratedIndexes = await indexDefinitions();
});

/** The live table's indexes as PostgreSQL prints them: the importer must rebuild what the migrations made. */
async function indexDefinitions() {
  const res = (await db.execute(
    sql`select indexdef from pg_indexes where tablename = 'open_powerlifting_results' order by indexname`,
  )) as unknown as { rows: { indexdef: string }[] };
  return res.rows.map((row) => row.indexdef);
}
// Other suites share this database: leave the invented test rows in place.
afterAll(() => importOpenPowerlifting(db, fs.createReadStream(inventedLiftersPath)));

const csv = (lines: string[]) => Readable.from([`${lines.join("\n")}\n`]);
const names = async () => (await db.select({ name: r.name }).from(r).orderBy(asc(r.id))).map((x) => x.name);

describe("importOpenPowerlifting", () => {
  it("maps columns by header name (an older layout, other order, extra columns)", async () => {
    const result = await importOpenPowerlifting(
      db,
      csv([
        "MeetName,Date,Federation,Name,Sex,Equipment,BodyweightKg,WeightClassKg,TotalKg,Wilks,McCulloch,Place",
        "Old Open,1999-05-01,WPC,Jane Roe,F,Multi-ply,67.5,67.5,480,500,510,1",
      ]),
    );
    expect(result).toMatchObject({ rows: 1, skipped: 0, phase: "done" });
    const [row] = await db.select().from(r);
    expect(row).toMatchObject({
      name: "Jane Roe",
      sex: "F",
      equipment: "Multi-ply",
      bodyweightKg: 67.5,
      weightClassKg: "67.5",
      totalKg: 480,
      dots: null,
      date: "1999-05-01",
      federation: "WPC",
      meetName: "Old Open",
      place: "1",
    });
  });

  it("skips and counts rows with unreadable numbers, dates, a missing name or a wrong column count", async () => {
    const header = "Name,Sex,BodyweightKg,TotalKg,Dots,Date";
    const result = await importOpenPowerlifting(
      db,
      csv([
        header,
        "Good One,M,90,600,400.5,2020-01-01",
        "Bad Total,M,90,six hundred,,2020-01-01",
        "Bad Date,M,90,600,,01/02/2020",
        ",M,90,600,,2020-01-01",
        "Short Row,M,90",
        "Huge,M,90,1e12,,2020-01-01",
        'Unclosed "quote,M,90,600,,2020-01-01',
        "Good Two #2,Mx,,-250,,",
        '"Roe, ""Big"" Jim",M,100,700,,2021-03-04',
      ]),
      { batchSize: 2 },
    );
    expect(await names()).toEqual(["Good One", "Good Two #2", 'Roe, "Big" Jim']);
    expect(result.skipped).toBe(result.rows - 3);
    expect(result.skipped).toBeGreaterThanOrEqual(5);
  });

  it("replaces the previous import, and keeps it when the new file is not an OpenPowerlifting CSV", async () => {
    await importOpenPowerlifting(db, csv(["Name,Sex", "First Import,M"]));
    await importOpenPowerlifting(db, csv(["Name,Sex", "Second Import,F", "Third Row,M"]));
    expect(await names()).toEqual(["Second Import", "Third Row"]);
    expect(await indexDefinitions()).toEqual(migratedIndexes);
    await expect(importOpenPowerlifting(db, csv(["Lifter,Gender", "Nope,M"]))).rejects.toThrow(
      /no Name, Sex/,
    );
    expect(await names()).toEqual(["Second Import", "Third Row"]);
  });

  it("reports progress per batch and at the end", async () => {
    const seen: string[] = [];
    const lines = ["Name,Sex", ...Array.from({ length: 7 }, (_, i) => `Lifter ${i},M`)];
    await importOpenPowerlifting(db, csv(lines), {
      batchSize: 3,
      onProgress: (p) => seen.push(`${p.phase}:${p.rows}`),
    });
    expect(seen).toEqual(["loading:3", "loading:6", "loading:7", "indexing:7", "done:7"]);
    expect(await db.$count(r)).toBe(7);
  });

  it("drops the invented sample an earlier version loaded, and never a real import", async () => {
    const logger = pino({ level: "silent" });
    // The fingerprint recognises exactly the invented rows that earlier versions shipped.
    await importOpenPowerlifting(db, fs.createReadStream(inventedLiftersPath));
    expect(await openPowerliftingFingerprint(db)).toEqual(INVENTED_SAMPLE);
    expect(await removeInventedSample(db, logger)).toBe(true);
    expect(await db.$count(r)).toBe(0);
    // An empty table stays empty: nothing invented is loaded at start any more.
    expect(await removeInventedSample(db, logger)).toBe(false);
    expect(await db.$count(r)).toBe(0);
    await importOpenPowerlifting(db, csv(["Name,Sex", "Real Import,M"]));
    expect(await removeInventedSample(db, logger)).toBe(false);
    expect(await names()).toEqual(["Real Import"]);
  });
});
