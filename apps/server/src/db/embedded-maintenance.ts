import { sql } from "drizzle-orm";
import type { Db } from "./client.js";

/**
 * PGlite runs PostgreSQL as one standalone backend, without the autovacuum worker a server has: left
 * alone, its tables are never analyzed (the planner guesses without statistics as history grows) and
 * never vacuumed (every update and delete leaves a dead row for good, and index-only scans must visit
 * the table). This does autovacuum's job on its default thresholds: a table is vacuumed once its dead
 * rows pass 50 + 20 % of its live ones or its rows inserted since the last vacuum pass 1000 + 20 %
 * (which marks the pages all-visible, for index-only scans), and analyzed once its changes since the
 * last analyze pass 50 + 10 % (docs/decisions/039-one-statement-reads.md). PostgreSQL's autovacuum
 * does the same, but only when it next visits the database (a new one can wait minutes): after an
 * import's bulk writes this runs at once on both, so years of history are planned with statistics
 * and read by index-only scans from the first read (docs/decisions/040-per-request-cost.md).
 */
export async function vacuumWhereDue(db: Db): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  // The backend hands its counters over at most once a second: now, so the last writes count
  // (PostgreSQL 15 and later; an older server hands them over on its own soon enough).
  await db.execute(sql`do $$ begin perform pg_stat_force_next_flush();
    exception when undefined_function then null; end $$`);
  type Due = { table: string; vacuum: boolean; analyze: boolean };
  const { rows } = (await db.execute(sql`
    select "table", "vacuum", "analyze" from (
      select relname as "table",
        n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup as "vacuum",
        n_mod_since_analyze > 50 + 0.1 * n_live_tup as "analyze"
      from pg_stat_user_tables where schemaname = 'public') due
    where "vacuum" or "analyze"
    order by "table"`)) as unknown as { rows: Due[] };
  const done = { vacuumed: [] as string[], analyzed: [] as string[] };
  for (const row of rows) {
    // One table at a time: the embedded database has one connection, so requests wait meanwhile.
    // (On PostgreSQL a VACUUM blocks neither reads nor writes.)
    const table = sql.identifier(row.table);
    await db.execute(row.vacuum ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
    if (row.vacuum) done.vacuumed.push(row.table);
    done.analyzed.push(row.table);
  }
  return done;
}
