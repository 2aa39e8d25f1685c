// The PostgreSQL tables' sizes after seeding (pg_total_relation_size: heap, indexes and TOAST), their
// rows and bytes per row, and what one lifter-year of history takes: the disk side of the capacity plan
// (docs/capacity.md). Rows are pg_stat's live tuples, exact after the VACUUM ANALYZE the seeding ends with.
import pg from "pg";

type Row = { name: string; rows: string; total: string; indexes: string };

export async function printTableSizes(
  url: string,
  opts: { lifters: number; years: number; log: (line: string) => void; after?: boolean },
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (opts.after) await client.query("analyze");
    // The seeding's writes are flushed now rather than by a checkpoint during the first measured run.
    // Needs a superuser (or pg_checkpoint); skipped otherwise.
    else await client.query("checkpoint").catch(() => undefined);
    const { rows } = await client.query<Row>(
      `select relname as name, n_live_tup as rows, pg_total_relation_size(relid) as total,
              pg_indexes_size(relid) as indexes
         from pg_stat_user_tables order by pg_total_relation_size(relid) desc`,
    );
    const db = await client.query<{ size: string }>("select pg_database_size(current_database()) as size");
    const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
    const sum = rows.reduce((s, r) => s + Number(r.total), 0);
    const lifterYears = Math.max(1, opts.lifters * opts.years);
    opts.log(
      `${opts.after ? "after the load test" : "after seeding"}: database ${mb(Number(db.rows[0]!.size))} MB, ` +
        `tables ${mb(sum)} MB; per lifter-year of history ${(sum / lifterYears / 1024).toFixed(0)} KB`,
    );
    if (opts.after) return;
    opts.log(
      `${"table".padEnd(28)} ${"rows".padStart(9)} ${"MB".padStart(7)} ${"idx MB".padStart(7)}  bytes/row`,
    );
    for (const r of rows.slice(0, 12)) {
      const perRow = Number(r.rows) > 0 ? Math.round(Number(r.total) / Number(r.rows)) : 0;
      opts.log(
        `${r.name.padEnd(28)} ${r.rows.padStart(9)} ${mb(Number(r.total)).padStart(7)} ` +
          `${mb(Number(r.indexes)).padStart(7)}  ${perRow}`,
      );
    }
  } finally {
    await client.end();
  }
}
