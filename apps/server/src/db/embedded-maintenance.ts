import { sql } from "drizzle-orm";
import type { Db } from "./client.js";

/**
 * PGlite runs PostgreSQL as one standalone backend, without the autovacuum worker a server has: left
 * alone, its tables are never analyzed (the planner guesses without statistics as history grows) and
 * never vacuumed (every update and delete leaves a dead row for good, and index-only scans must visit
 * the table). This does autovacuum's job on its default thresholds: a table is vacuumed once its dead
 * rows pass 50 + 20 % of its live ones or its rows inserted since the last vacuum pass 1000 + 20 %
 * (which marks the pages all-visible, for index-only scans), and analyzed once its changes since the
 * last analyze pass 50 + 10 % (docs/decisions/039-one-statement-reads.md). PostgreSQL itself needs
 * none of this.
 */
export async function vacuumWhereDue(db: Db): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  // The backend hands its counters over at most once a second: now, so the last writes count.
  await db.execute(sql`select pg_stat_force_next_flush()`);
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
    const table = sql.identifier(row.table);
    await db.execute(row.vacuum ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
    if (row.vacuum) done.vacuumed.push(row.table);
    done.analyzed.push(row.table);
  }
  return done;
}
