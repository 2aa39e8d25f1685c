import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.js";
import { vacuumWhereDue } from "./embedded-maintenance.js";

describe("vacuumWhereDue (the embedded database's autovacuum)", () => {
  it("vacuums and analyzes the tables past autovacuum's thresholds, then finds nothing due", async () => {
    const database = await openDatabase({});
    afterAll(() => database.close());
    const db = database.db;
    await db.execute(sql`create table maintenance_probe (id int primary key, v int)`);
    await db.execute(sql`insert into maintenance_probe select g, g from generate_series(1, 2000) g`);
    await db.execute(sql`update maintenance_probe set v = v + 1 where id <= 1000`);
    // The backend hands its counters to the statistics at most once a second: now, for the test.
    const flush = () => db.execute(sql`select pg_stat_force_next_flush()`);
    await flush();
    await db.execute(sql`select 1`);
    const stats = async () =>
      (
        (await db.execute(sql`
          select s.n_dead_tup::int as dead, s.last_analyze is not null as analyzed, c.reltuples::int as tuples
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'maintenance_probe'`)) as unknown as {
          rows: { dead: number; analyzed: boolean; tuples: number }[];
        }
      ).rows[0]!;
    expect(await stats()).toMatchObject({ dead: 1000, analyzed: false, tuples: -1 });

    await flush();
    const first = await vacuumWhereDue(db);
    expect(first.vacuumed).toContain("maintenance_probe");
    expect(first.analyzed).toContain("maintenance_probe");
    expect(await stats()).toEqual({ dead: 0, analyzed: true, tuples: 2000 });

    await flush();
    await db.execute(sql`select 1`);
    const again = await vacuumWhereDue(db);
    expect(again.vacuumed).not.toContain("maintenance_probe");
    expect(again.analyzed).not.toContain("maintenance_probe");
  });

  it("vacuums a table that only grew, so its pages are all-visible for index-only scans", async () => {
    const database = await openDatabase({});
    afterAll(() => database.close());
    const db = database.db;
    await db.execute(sql`create table growth_probe (id int primary key)`);
    await db.execute(sql`insert into growth_probe select g from generate_series(1, 5000) g`);
    const done = await vacuumWhereDue(db);
    expect(done.vacuumed).toContain("growth_probe");
    const visible = (await db.execute(
      sql`select relallvisible::int as pages from pg_class where relname = 'growth_probe'`,
    )) as unknown as { rows: { pages: number }[] };
    expect(visible.rows[0]!.pages).toBeGreaterThan(0);
  });
});
