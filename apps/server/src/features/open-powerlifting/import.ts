import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import type { Db } from "../../db/client.js";
import { headerPositions, parseRecord } from "./csv-row.js";
import {
  createStagingTable,
  dropStagingTable,
  indexStagingTable,
  insertBatch,
  newBatch,
  swapStagingTable,
} from "./import-table.statements.js";

export type ImportProgress = {
  /** Data rows read so far (kept and skipped). */
  rows: number;
  /** Rows left out: a number or date that does not parse, a missing name, a broken line. */
  skipped: number;
  phase: "loading" | "indexing" | "done";
};

export type ImportOptions = {
  /** Rows per statement (an INSERT of arrays). */
  batchSize?: number;
  onProgress?: (p: ImportProgress) => void;
};

/**
 * Replaces the whole OpenPowerlifting table with the rows of a bulk CSV. The rows go into a staging
 * table without indexes (much faster to fill), the indexes are built once at the end, and one short
 * transaction swaps it for the live table: a search during the import still sees the previous data,
 * and a failed import leaves it untouched.
 */
export async function importOpenPowerlifting(
  db: Db,
  input: Readable,
  opts: ImportOptions = {},
): Promise<ImportProgress> {
  const batchSize = opts.batchSize ?? 5000;
  const progress: ImportProgress = { rows: 0, skipped: 0, phase: "loading" };
  await createStagingTable(db);
  try {
    const parser = input.pipe(
      parse({ relax_column_count: true, skip_empty_lines: true, skip_records_with_error: true }),
    );
    // Lines csv-parse cannot read at all (an unclosed quote...) are skipped by it; count them too.
    parser.on("skip", () => {
      progress.rows++;
      progress.skipped++;
    });
    let positions: number[] | undefined;
    let width = 0;
    let batch = newBatch();
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!positions) {
        positions = headerPositions(record);
        width = record.length;
        continue;
      }
      progress.rows++;
      const values = parseRecord(record, positions, width);
      if (!values) {
        progress.skipped++;
        continue;
      }
      batch.ids.push(progress.rows);
      values.forEach((v, i) => batch.columns[i]!.push(v));
      if (batch.ids.length >= batchSize) {
        await insertBatch(db, batch);
        batch = newBatch();
        opts.onProgress?.(progress);
      }
    }
    if (!positions) throw new Error("The file is empty: no header line.");
    if (batch.ids.length > 0) await insertBatch(db, batch);
    opts.onProgress?.(progress);

    opts.onProgress?.({ ...progress, phase: "indexing" });
    await indexStagingTable(db);
    await swapStagingTable(db);
  } catch (err) {
    await dropStagingTable(db).catch(() => {});
    throw err;
  }
  progress.phase = "done";
  opts.onProgress?.(progress);
  return progress;
}
