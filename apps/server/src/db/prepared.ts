import type { Db } from "./client.js";

/**
 * Statements prepared once per database handle (the app's, a test's), built on first use. NOTE:
 * a prepared statement has a fixed name, so PostgreSQL plans it once per connection and reuses the
 * plan; an unnamed one is planned at every call, which for the joins of the hot reads costs more
 * than running them (docs/decisions/038-read-paths.md). Every value must be a placeholder, or the
 * first caller's value would be baked into the statement for everyone.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statements = byDb.get(db);
    if (!statements) byDb.set(db, (statements = prepare(db)));
    return statements;
  };
}
