// Streams an uploaded file through csv-parse into workouts, checking the encoding and the shape of
// every line on the way. Nothing here touches the database.
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { CsvError, parse } from "csv-parse";
import type { WeightUnit } from "@topset/shared";
import type { Layout } from "./detect.js";
import { mapFitNotesRow } from "./fitnotes-rows.js";
import { WorkoutGrouper } from "./group.js";
import { mapHevyRow } from "./hevy-rows.js";
import type { RowMapper } from "./rows.js";
import { mapStrongRow } from "./strong-rows.js";
import { RowProblem } from "./values.js";

const mappers: Record<Layout["source"], RowMapper> = {
  strong: mapStrongRow,
  hevy: mapHevyRow,
  fitnotes: mapFitNotesRow,
};

/** Value errors reported before giving up (a broken line stops at once). */
const MAX_ERRORS = 20;

export type ImportError = { row: number; msg: string };
export type ReadResult = {
  grouper: WorkoutGrouper;
  skipped: Map<string, number>;
  errors: ImportError[];
};
export type ReadOptions = {
  layout: Layout;
  delimiter: string;
  timezone: string;
  unit: WeightUnit;
  /** Called with the bytes read so far, at most every few hundred rows. */
  onBytes?: (bytes: number) => Promise<void> | void;
};

const countLines = (text: string) => text.split("\n").length - 1;

/** Passes bytes through unchanged, failing on the first line that is not valid UTF-8. */
class Utf8Check extends Transform {
  private decoder = new TextDecoder("utf-8", { fatal: true });
  private line = 1;
  bytes = 0;

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    try {
      this.line += countLines(this.decoder.decode(chunk, { stream: true }));
      this.bytes += chunk.length;
      done(null, chunk);
    } catch {
      const loose = new TextDecoder("utf-8").decode(chunk);
      const at = Math.max(0, loose.indexOf("\uFFFD"));
      done(new RowProblemAt(this.line + countLines(loose.slice(0, at)), ENCODING));
    }
  }

  override _flush(done: TransformCallback) {
    try {
      this.decoder.decode();
      done();
    } catch {
      done(new RowProblemAt(this.line, ENCODING));
    }
  }
}

const ENCODING = "This line is not UTF-8 text: export the file again as CSV (UTF-8).";

class RowProblemAt extends Error {
  constructor(
    readonly row: number,
    msg: string,
  ) {
    super(msg);
  }
}

/** What csv-parse says about a broken line, in words for the member. */
function csvProblem(err: { code?: string; lines?: number; message: string }): ImportError {
  const row = err.lines ?? 0;
  switch (err.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return { row, msg: 'A quoted value is never closed (a " is missing).' };
    case "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH":
    case "CSV_RECORD_INCONSISTENT_COLUMNS":
      return { row, msg: "This line does not have as many columns as the header." };
    case "INVALID_OPENING_QUOTE":
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE":
      return { row, msg: "A quote in this line is not where CSV allows it." };
    default:
      return { row, msg: "This line cannot be read as CSV." };
  }
}

export async function readImportFile(input: Readable, opts: ReadOptions): Promise<ReadResult> {
  const map = mappers[opts.layout.source];
  const ctx = { layout: opts.layout, timezone: opts.timezone, unit: opts.unit };
  const grouper = new WorkoutGrouper();
  const skipped = new Map<string, number>();
  const errors: ImportError[] = [];
  const check = new Utf8Check();
  const parser = parse({ delimiter: opts.delimiter, bom: true, skip_empty_lines: true, info: true });
  input.on("error", (err) => check.destroy(err));
  input
    .pipe(check)
    .on("error", (err) => parser.destroy(err))
    .pipe(parser);
  let header = true;
  let count = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (header) {
        header = false;
        continue;
      }
      try {
        const outcome = map(record, ctx);
        if ("skip" in outcome) skipped.set(outcome.skip, (skipped.get(outcome.skip) ?? 0) + 1);
        else grouper.add(outcome.row);
      } catch (err) {
        if (!(err instanceof RowProblem)) throw err;
        errors.push({ row: info.lines, msg: err.message });
        if (errors.length >= MAX_ERRORS) break;
      }
      if (++count % 500 === 0) await opts.onBytes?.(check.bytes);
    }
  } catch (err) {
    if (err instanceof RowProblemAt) errors.push({ row: err.row, msg: err.message });
    else if (err instanceof CsvError) errors.push(csvProblem(err));
    else throw err;
  } finally {
    input.destroy();
  }
  return { grouper, skipped, errors };
}
