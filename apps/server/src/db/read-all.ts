import { is } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Independent reads, side by side on the pool (each takes its own connection), one after another in
 * a transaction: a transaction is one connection, which answers one statement at a time, and
 * node-postgres queues a second one sent before the first answered only until pg 9 (its
 * deprecation warning), then refuses it.
 */
export async function readAll<T extends readonly unknown[]>(
  db: Db,
  reads: readonly [...Reads<T>],
): Promise<T> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
