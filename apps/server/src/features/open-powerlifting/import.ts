import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { headerPositions, keptColumns, parseRecord, type KeptValue } from "./csv-row.js";

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

const LIVE = "open_powerlifting_results";
const STAGING = "open_powerlifting_import";
const sqlTypes = { text: "text", number: "numeric", date: "date" } as const;
/** The live table's indexes (db/schema/open-powerlifting.ts), by name suffix; a test keeps them in step. */
const indexes = [
  ["name_trgm_idx", "using gin (name gin_trgm_ops)"],
  ["rank_idx", "(dots desc nulls last, total_kg desc nulls last, date desc nulls last, id)"],
  ["placement_idx", "(lower(federation), sex, weight_class_kg, equipment, event, date, total_kg)"],
] as const;

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
  await db.execute(sql.raw(`drop table if exists ${STAGING}`));
  await db.execute(sql.raw(`create table ${STAGING} (like ${LIVE} including defaults)`));
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
    await db.execute(sql.raw(`alter table ${STAGING} add constraint ${STAGING}_pkey primary key (id)`));
    for (const [suffix, definition] of indexes) {
      await db.execute(sql.raw(`create index ${STAGING}_${suffix} on ${STAGING} ${definition}`));
    }
    await db.execute(sql.raw(`analyze ${STAGING}`));
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`drop table ${LIVE}`));
      await tx.execute(sql.raw(`alter table ${STAGING} rename to ${LIVE}`));
      await tx.execute(sql.raw(`alter table ${LIVE} rename constraint ${STAGING}_pkey to ${LIVE}_pkey`));
      for (const [suffix] of indexes) {
        await tx.execute(sql.raw(`alter index ${STAGING}_${suffix} rename to ${LIVE}_${suffix}`));
      }
    });
  } catch (err) {
    await db.execute(sql.raw(`drop table if exists ${STAGING}`)).catch(() => {});
    throw err;
  }
  progress.phase = "done";
  opts.onProgress?.(progress);
  return progress;
}

type Batch = { ids: number[]; columns: KeptValue[][] };
const newBatch = (): Batch => ({ ids: [], columns: keptColumns.map(() => []) });

const columnList = ["id", ...keptColumns.map((c) => c.column)].join(", ");

// One parameter per column (an array), so the statement stays small whatever the batch size. The embedded
// database takes the same path: it is reached through node-postgres too (decision 037).
async function insertBatch(db: Db, batch: Batch) {
  const arrays: SQL[] = [
    sql`${sql.param(batch.ids)}::int[]`,
    ...keptColumns.map((c, i) => sql`${sql.param(batch.columns[i])}::${sql.raw(sqlTypes[c.kind])}[]`),
  ];
  await db.execute(
    sql`insert into ${sql.raw(STAGING)} (${sql.raw(columnList)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}
