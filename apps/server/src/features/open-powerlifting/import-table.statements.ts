import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { keptColumns, type KeptValue } from "./csv-row.js";

// The statements of an OpenPowerlifting import (./import.ts): a staging table filled without indexes,
// indexed once, then swapped for the live one in one short transaction.

const LIVE = "open_powerlifting_results";
const STAGING = "open_powerlifting_import";
const sqlTypes = { text: "text", number: "numeric", date: "date" } as const;
/** The live table's indexes (db/schema/open-powerlifting.ts), by name suffix; a test keeps them in step. */
const indexes = [
  ["name_trgm_idx", "using gin (name gin_trgm_ops)"],
  ["rank_idx", "(dots desc nulls last, total_kg desc nulls last, date desc nulls last, id)"],
  ["placement_idx", "(lower(federation), sex, weight_class_kg, equipment, event, date, total_kg)"],
] as const;

export const dropStagingTable = (db: Db) => db.execute(sql.raw(`drop table if exists ${STAGING}`));

export async function createStagingTable(db: Db): Promise<void> {
  await dropStagingTable(db);
  await db.execute(sql.raw(`create table ${STAGING} (like ${LIVE} including defaults)`));
}

/** The primary key and the live table's indexes, built once over the filled table. */
export async function indexStagingTable(db: Db): Promise<void> {
  await db.execute(sql.raw(`alter table ${STAGING} add constraint ${STAGING}_pkey primary key (id)`));
  for (const [suffix, definition] of indexes) {
    await db.execute(sql.raw(`create index ${STAGING}_${suffix} on ${STAGING} ${definition}`));
  }
  await db.execute(sql.raw(`analyze ${STAGING}`));
}

/** The staging table becomes the live one (names of its key and indexes included), in one transaction. */
export async function swapStagingTable(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`drop table ${LIVE}`));
    await tx.execute(sql.raw(`alter table ${STAGING} rename to ${LIVE}`));
    await tx.execute(sql.raw(`alter table ${LIVE} rename constraint ${STAGING}_pkey to ${LIVE}_pkey`));
    for (const [suffix] of indexes) {
      await tx.execute(sql.raw(`alter index ${STAGING}_${suffix} rename to ${LIVE}_${suffix}`));
    }
  });
}

export type Batch = { ids: number[]; columns: KeptValue[][] };
export const newBatch = (): Batch => ({ ids: [], columns: keptColumns.map(() => []) });

const columnList = ["id", ...keptColumns.map((c) => c.column)].join(", ");

// One parameter per column (an array), so the statement stays small whatever the batch size. The embedded
// database takes the same path: it is reached through node-postgres too (decision 037).
export async function insertBatch(db: Db, batch: Batch) {
  const arrays: SQL[] = [
    sql`${sql.param(batch.ids)}::int[]`,
    ...keptColumns.map((c, i) => sql`${sql.param(batch.columns[i])}::${sql.raw(sqlTypes[c.kind])}[]`),
  ];
  await db.execute(
    sql`insert into ${sql.raw(STAGING)} (${sql.raw(columnList)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}
