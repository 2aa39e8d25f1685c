import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UsageError, type CliContext } from "../../cli/context.js";
import type { Database } from "../../db/client.js";
import { openPowerliftingResults } from "../../db/schema/index.js";
import { testDatabase } from "../../test/harness.js";
import { importOpenPowerliftingCommand as command } from "./import-command.js";
import { importOpenPowerlifting } from "./import.js";
import { inventedLiftersPath as samplePath } from "./open-powerlifting.fixtures.js";

let database: Database;
let dir: string;
const out: string[] = [];
beforeAll(async () => {
  database = await testDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-opl-cli-"));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  // Other suites share this database: leave the invented test rows in place, as open-powerlifting.test.ts expects.
  await importOpenPowerlifting(database.db, fs.createReadStream(samplePath));
});

// Only database() and out() are used by the command.
const ctx = {
  database: async () => database,
  out: (line: string) => out.push(line),
} as unknown as CliContext;

describe("npm run cli -- import-openpowerlifting", () => {
  it("imports a file and prints what it kept and skipped", async () => {
    const file = path.join(dir, "opl.csv");
    fs.writeFileSync(file, "Name,Sex,TotalKg\nAna Lift,F,300\nBad Row,M,abc\nBo Lift,M,600\n");
    await command.run([file], ctx);
    expect(out.at(-1)).toMatch(/^Imported 2 rows \(1 skipped\) in [\d.]+ s\.$/);
    expect(await database.db.$count(openPowerliftingResults)).toBe(2);
  });

  it("refuses a missing argument, a missing file, a zip and a file that is not the bulk CSV", async () => {
    await expect(command.run([], ctx)).rejects.toThrow(UsageError);
    await expect(command.run([path.join(dir, "nope.csv")], ctx)).rejects.toThrow(/No such file/);
    const zip = path.join(dir, "openpowerlifting-latest.zip");
    fs.writeFileSync(zip, "PK");
    await expect(command.run([zip], ctx)).rejects.toThrow(/Unzip/);
    const other = path.join(dir, "other.csv");
    fs.writeFileSync(other, "Date,Exercise,Weight\n2024-01-01,Squat,100\n");
    await expect(command.run([other], ctx)).rejects.toThrow(UsageError);
    expect(await database.db.$count(openPowerliftingResults)).toBe(2);
  });
});
