import { fileURLToPath } from "node:url";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Logger } from "pino";
import { isDependencyDown } from "../lib/dependency-errors.js";
import { startPgliteThread } from "./pglite-thread.js";
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
  /** The pool's connections (one for the embedded database) and the queries waiting for one. */
  stats(): { total: number; idle: number; waiting: number };
  /**
   * The embedded database on disk only: closes its thread and starts a new one on the same files, so
   * the memory the old one grew to goes back to the system (embedded-memory.ts). Queries wait meanwhile.
   */
  recycle?(): Promise<void>;
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
  /**
   * Start-up writes (the first admin, data fixes) run after the migrations and under the same lock, so
   * copies starting together never race them: one copy migrates and runs them, the others wait, then
   * find the work done.
   */
  startup?: (db: Db) => Promise<void>;
};

/** The PostgreSQL advisory lock key every copy of Topset takes while it migrates and runs start-up writes. */
export const STARTUP_LOCK_KEY = 7_462_100_001;

/**
 * Runs `work` holding the start-up advisory lock on a connection of its own (the lock belongs to that
 * session; the migrations themselves may run on other pool connections). A copy that finds the lock
 * taken waits for it, however long the migrations take.
 */
async function underStartupLock(pool: pg.Pool, work: () => Promise<void>, logger?: Logger): Promise<void> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
      STARTUP_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) {
      logger?.info("another copy is migrating the database; waiting for it");
      await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    }
    try {
      await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

/** A plain read: safe to send a second time (no data-modifying statement, no row lock). */
const READ_ONLY = /^\s*select\b(?![\s\S]*\bfor\s+(update|no key update|share|key share)\b)/i;

/**
 * A PostgreSQL pool that survives the database going away (a restart, `pg_terminate_backend`):
 *
 * - Every connection gets its own error listener for its whole life. node-postgres emits 'error' on a
 *   client whose connection dies while no query runs on it; the pool listens only while the client is
 *   idle, so a client checked out for a transaction (between two statements) would otherwise raise an
 *   unhandled 'error' and end the process. The query or transaction in hand still fails, answered 503.
 * - A dead connection leaves the pool; the next query opens a new one, so service resumes by itself.
 * - A read sent outside a transaction on a connection that turns out to be dead is sent once more on a
 *   fresh one. Writes are never resent: the first may have committed, so they fail (503) instead.
 */
function createResilientPool(url: string, logger?: Logger): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  });
  let lostSince = 0;
  const lost = (err: Error) => {
    // One line per outage at warn level, the rest at debug: a restart kills every connection at once.
    const now = Date.now();
    if (now - lostSince > 10_000) logger?.warn({ err }, "PostgreSQL connection lost; reconnecting on demand");
    else logger?.debug({ err }, "PostgreSQL connection lost");
    lostSince = now;
  };
  pool.on("connect", (client) => client.on("error", lost));
  // The pool also reports an idle client's error; the client's own listener above already logged it.
  pool.on("error", () => {});

  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retryingQuery = async (...args: unknown[]) => {
    // A callback-style call is left alone (drizzle uses promises).
    if (typeof args[args.length - 1] === "function") return query(...args);
    try {
      return await query(...args);
    } catch (err) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === "string" ? first : first?.text;
      if (!text || !READ_ONLY.test(text) || !isDependencyDown(err)) throw err;
      logger?.debug({ err }, "PostgreSQL read failed on a lost connection; trying once more");
      return query(...args);
    }
  };
  pool.query = retryingQuery as typeof pool.query;
  return pool;
}

const poolStats = (pool: pg.Pool) => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = createResilientPool(opts.url, opts.logger);
    const db = drizzlePg(pool, { schema, casing: "snake_case" });
    await underStartupLock(
      pool,
      async () => {
        await migratePg(db, { migrationsFolder });
        await opts.startup?.(db as unknown as Db);
      },
      opts.logger,
    );
    return {
      db: db as unknown as Db,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      stats: () => poolStats(pool),
      close: () => pool.end(),
    };
  }
  return openEmbedded(opts);
}

/**
 * PGlite fills its whole buffer cache at start: PostgreSQL's 128 MB default made the idle server hold
 * about 390 MB. 32 MB keeps a few lifters' years of training in cache (bench:http) at about 270 MB.
 */
const EMBEDDED_SETTINGS = ["-c", "shared_buffers=32MB"];

/**
 * The embedded PGlite runs on a thread of its own (pglite-worker.mjs) and is reached through node-postgres
 * with the wire protocol, so its query work never blocks the event loop and both databases share one
 * code path (decision 037). One connection: PGlite is a single session, so statements of two
 * transactions must never interleave; the pool queues the rest.
 */
async function openEmbedded(opts: OpenDatabaseOptions): Promise<Database> {
  const start = () =>
    startPgliteThread({ dataDir: opts.pgliteDir, startParams: EMBEDDED_SETTINGS, logger: opts.logger });
  let thread = await start();
  const pool = new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    user: "postgres",
    database: "postgres",
    // The current thread: after a recycle the next connection opens to the new one.
    stream: () => thread.connect(),
  });
  // A connection lost to a failed thread is reported on the query in hand; the pool must not crash.
  pool.on("error", (err) => opts.logger?.error({ err }, "embedded database connection failed"));
  const db = drizzlePg(pool, { schema, casing: "snake_case" });
  try {
    // One process owns an embedded database (the data directory is locked): no other copy to wait for.
    await migratePg(db, { migrationsFolder });
    await opts.startup?.(db as unknown as Db);
  } catch (err) {
    await pool.end().catch(() => {});
    await thread.close();
    throw err;
  }
  return {
    db: db as unknown as Db,
    kind: "pglite",
    ping: async () => void (await pool.query("select 1")),
    stats: () => poolStats(pool),
    // In memory (tests) a new thread would be a new, empty database.
    recycle: opts.pgliteDir
      ? async () => {
          // Holding the one connection: no statement runs on the old thread while it closes.
          const client = await pool.connect();
          // Its socket ends with the old thread, as an error: expected here, and not the pool's concern.
          client.on("error", () => {});
          try {
            await thread.close();
            thread = await start();
          } finally {
            // The connection ends with its thread; the next query opens one to the new thread.
            client.release(true);
          }
        }
      : undefined,
    close: async () => {
      await pool.end();
      await thread.close();
    },
  };
}
