import { Column, is, SQL, Subquery } from "drizzle-orm";

/**
 * Row mapping planned once per prepared statement, for the hot reads (db/prepared.ts).
 *
 * drizzle maps every cell of every row by asking what kind of field it is (`is()`, a walk up the
 * prototype chain) and by iterating its path: on a 20-row page that was a seventh of the server's
 * time (docs/decisions/040-per-request-cost.md). The answer is the same for every row, so it is
 * worked out here once, and each row is then a loop over decoders. The result is the one drizzle
 * builds (same keys, same decoders, nested objects for nested selections); `fast-rows.test.ts`
 * holds it to drizzle's own mapping.
 *
 * It relies on two fields of drizzle's node-postgres prepared query (`fields`, the ordered
 * selection, and `customResultMapper`, which drizzle calls instead of its own mapping when set);
 * a statement without them, or with a nested selection under an outer join (where drizzle turns an
 * all-null joined object into null), keeps drizzle's mapping.
 */

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type OrderedField = { path: string[]; field: unknown };
type PreparedInternals = {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** An SQL fragment's decoder (set by `mapWith`), internal to drizzle and so not in its types. */
const decoderOfSql = (fragment: SQL) => (fragment as unknown as { decoder: Decoder }).decoder;

/** The decoder drizzle's mapResultRow picks for a field (drizzle-orm/utils.js). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql as SQL);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/** A function mapping a raw row (an array, as drizzle asks node-postgres for) to drizzle's object. */
export function compileRowMapper(fields: OrderedField[]): (row: unknown[]) => Record<string, unknown> {
  const plan = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
  }));
  return (row) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < plan.length; i++) {
      const { parents, key, decoder } = plan[i]!;
      let node = result;
      for (const parent of parents) node = (node[parent] ??= {}) as Record<string, unknown>;
      const raw = row[i];
      node[key] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    return result;
  };
}

/** Gives a drizzle prepared statement the planned mapping, where it maps exactly as drizzle would. */
export function withFastRows<T>(prepared: T): T {
  const internals = prepared as PreparedInternals;
  const fields = internals.fields;
  if (!Array.isArray(fields) || internals.customResultMapper) return prepared;
  const nested = fields.some((f) => f.path.length > 1);
  const outerJoin = Object.values(internals.joinsNotNullableMap ?? {}).some((notNullable) => !notNullable);
  if (nested && outerJoin) return prepared;
  const map = compileRowMapper(fields);
  internals.customResultMapper = (rows) => rows.map(map);
  return prepared;
}
