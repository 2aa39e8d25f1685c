import fs from "node:fs";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readImportFile } from "./read-file.js";
import { readImportFileOffThread } from "./read-off-thread.js";
import { sniffFile } from "./sniff.js";

const dir = new URL("./test-data/", import.meta.url);
const files = fs.readdirSync(dir).filter((f) => f.endsWith(".csv"));
const sourceOf = (file: string) =>
  file.startsWith("hevy") ? "hevy" : file.startsWith("fitnotes") ? "fitnotes" : "strong";

function optionsFor(bytes: Buffer, source: "strong" | "hevy" | "fitnotes") {
  const sniffed = sniffFile(bytes, source);
  if (!sniffed.ok) throw new Error(sniffed.message);
  return {
    layout: sniffed.layout,
    delimiter: sniffed.delimiter,
    timezone: "Europe/Berlin",
    unit: "kg" as const,
  };
}

/** A file in chunks of `size` bytes, as the store streams it. */
const chunked = (bytes: Buffer, size = 7) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

describe("reading an import on the reader thread", () => {
  it.each(files)("gives what the main thread gives for %s", async (file) => {
    const bytes = fs.readFileSync(new URL(file, dir));
    const options = optionsFor(bytes, sourceOf(file));
    const here = await readImportFile(chunked(bytes), options);
    const progress: number[] = [];
    const there = await readImportFileOffThread(chunked(bytes), {
      ...options,
      onBytes: (b) => void progress.push(b),
    });
    expect(there.workouts).toEqual([...here.grouper.workouts.values()]);
    expect(there.skipped).toEqual(here.skipped);
    expect(there.errors).toEqual(here.errors);
  });

  it("reports a broken file's errors, then reads the next file on the same thread", async () => {
    const good = fs.readFileSync(new URL("strong-de.csv", dir));
    const options = optionsFor(good, "strong");
    const broken = Buffer.concat([good, Buffer.from('\n2021-01-01 10:00:00,"Day,1h\n')]);
    const [bad, fine] = await Promise.all([
      readImportFileOffThread(chunked(broken), options),
      readImportFileOffThread(chunked(good), options),
    ]);
    expect(bad.errors).toEqual((await readImportFile(chunked(broken), options)).errors);
    expect(bad.errors.length).toBeGreaterThan(0);
    expect(fine.errors).toEqual([]);
    expect(fine.workouts.length).toBeGreaterThan(0);
  });

  it("passes on a failure of the file's stream", async () => {
    const good = fs.readFileSync(new URL("strong-de.csv", dir));
    const failing = new Readable({
      read() {
        this.destroy(new Error("the store went away"));
      },
    });
    await expect(readImportFileOffThread(failing, optionsFor(good, "strong"))).rejects.toThrow(
      /store went away/,
    );
  });
});
