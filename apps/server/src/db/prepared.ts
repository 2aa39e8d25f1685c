import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "./client.js";
import { withFastRows } from "./fast-rows.js";

/**
 * Statements prepared once per database handle (the app's, a test's), built on first use. NOTE:
 * a prepared statement has a fixed name, so PostgreSQL can plan it once per connection and reuse the
 * plan (values it can read may stop that: see `unread`); an unnamed one is planned at every call,
 * which for the joins of the hot reads costs more than running them (docs/decisions/038-read-paths.md).
 * Every value must be a placeholder, or the first caller's value would be baked into the statement for
 * everyone.
 * Each statement (the value returned, or each value of the object returned) also maps its rows by a
 * plan made once (db/fast-rows.ts).
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statements = byDb.get(db);
    if (!statements) byDb.set(db, (statements = withFastMapping(prepare(db))));
    return statements;
  };
}

function withFastMapping<T>(statements: T): T {
  const isStatement = (value: unknown) => typeof (value as { execute?: unknown })?.execute === "function";
  if (isStatement(statements)) return withFastRows(statements);
  if (statements && typeof statements === "object") {
    for (const value of Object.values(statements)) {
      if (isStatement(value)) withFastRows(value);
      else if (value && typeof value === "object") withFastMapping(value);
    }
  }
  return statements;
}

/**
 * A placeholder the planner cannot read: an integer behind a sub-select. PostgreSQL plans a prepared
 * statement again at every execution while its custom plans (made with the values) look cheaper than
 * its generic plan, which they always do for a page: the custom plan reads the page size, the
 * generic one must guess 10 % of the rows. For the history and tracker pages planning cost more than
 * running (pg_stat_statements: plans = calls). With every value of a statement behind a sub-select,
 * a custom plan is the generic plan plus the planning, so after its five custom plans PostgreSQL keeps
 * the generic one, whatever the values were; hiding only the page bounds left the choice to the first
 * five callers' histories. Only for statements read by an index whatever the values (an equality on
 * its leading columns, the order of the index): the plan is that index's scan either way
 * (docs/decisions/041-plans-kept-and-totals-kept.md).
 */
export function unread(name: string): SQL {
  return sql`(select ${sql.placeholder(name)}::int)`;
}

/** A page's LIMIT and OFFSET as `unread` placeholders ("limit", "offset"). */
export function pageBounds(): { limit: Placeholder; offset: Placeholder } {
  // drizzle writes whatever object it is given after LIMIT and OFFSET; its types only name placeholders.
  return {
    limit: unread("limit") as unknown as Placeholder,
    offset: unread("offset") as unknown as Placeholder,
  };
}
