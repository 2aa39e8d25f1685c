import { Column, getTableColumns, is, sql, type SQL, type Table } from "drizzle-orm";

/**
 * Child rows as JSON inside one statement: a read that needs a parent and its children (a session
 * with its logs, sets, tags and videos; a feed page) asks for them in ONE round trip, each child
 * list a `json_agg` column, instead of one statement per list. Every statement costs a message
 * exchange, a pool connection and a result parse in Node, which on the hot reads cost more than
 * PostgreSQL's work (docs/decisions/039-one-statement-reads.md).
 *
 * The objects carry the columns under drizzle's property names, and `fromJsonRows` maps their
 * values exactly as drizzle maps a column it reads (timestamps to Date, numeric to number, ...), so
 * the code after the query sees the rows it always saw.
 */
export type Columns = Record<string, Column | SQL>;

/**
 * `json_build_object('prop', value, ...)` over the given columns (a table's, or a subset) and
 * expressions (kept as PostgreSQL's JSON gives them: numbers, strings, nested JSON).
 */
export function jsonObjectOf(columns: Columns): SQL {
  const pairs = Object.entries(columns).map(([prop, column]) => sql`${sql.raw(`'${prop}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The rows of `columns` from `from` (a FROM clause with its WHERE: the children of the parent row),
 * in `orderBy` order, as one JSON array (empty, never null): a correlated subquery for a parent's
 * select list.
 */
export function jsonRowsOf(columns: Columns, from: SQL, orderBy: SQL): SQL<unknown[]> {
  return sql<
    unknown[]
  >`(select coalesce(json_agg(${jsonObjectOf(columns)} order by ${orderBy}), '[]'::json) from ${from})`;
}

/**
 * JSON objects of `jsonObjectOf(columns)` back to the values drizzle gives for those columns (in
 * place: the objects are fresh from JSON.parse). Other properties are left as they are.
 */
export function fromJsonRows<T>(columns: Columns, rows: unknown[]): T[] {
  const entries = Object.entries(columns).filter((e): e is [string, Column] => is(e[1], Column));
  return rows.map((raw) => {
    const row = raw as Record<string, unknown>;
    for (const [prop, column] of entries) {
      const value = row[prop];
      if (value !== null && value !== undefined) row[prop] = column.mapFromDriverValue(value);
    }
    return row as T;
  });
}

/** A table's own columns, for `jsonObjectOf`/`jsonRowsOf`/`fromJsonRows`. */
export function columnsOf(table: Table): Columns {
  return getTableColumns(table);
}
