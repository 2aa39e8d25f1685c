import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Logger } from "pino";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** A database or a transaction: query functions take this first so a transaction can flow through. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** A trivial round trip, for /health. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

// NOTE: resolved next to this module in the source tree and next to the bundle in dist (the build copies it).
export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type OpenDatabaseOptions = {
  /** PostgreSQL URL; absent → PGlite. */
  url?: string;
  /** PGlite data directory; absent → in memory (tests). */
  pgliteDir?: string;
  logger?: Logger;
};

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // Without a listener, an idle client's error (e.g. a database restart) crashes the process.
    pool.on("error", (err) => opts.logger?.error({ err }, "PostgreSQL pool error"));
    const db = drizzlePg(pool, { schema, casing: "snake_case" });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  // pg_trgm backs the OpenPowerlifting name search (a migration runs CREATE EXTENSION).
  const extensions = { pg_trgm };
  const client = opts.pgliteDir ? new PGlite(opts.pgliteDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}
