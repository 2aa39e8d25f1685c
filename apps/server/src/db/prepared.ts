import type { Db } from "./client.js";
import { withFastRows } from "./fast-rows.js";

/**
 * Statements prepared once per database handle (the app's, a test's), built on first use. NOTE:
 * a prepared statement has a fixed name, so PostgreSQL plans it once per connection and reuses the
 * plan; an unnamed one is planned at every call, which for the joins of the hot reads costs more
 * than running them (docs/decisions/038-read-paths.md). Every value must be a placeholder, or the
 * first caller's value would be baked into the statement for everyone.
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
