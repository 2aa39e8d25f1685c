// Records made on this device before the server saw them carry negative ids; the server's are positive.
let last = 0;

/** A new client id: negative, unique on this device. */
export function newClientId(): number {
  const next = -(Date.now() * 100);
  last = next < last ? next : last - 1;
  return last;
}

export const isClientId = (id: unknown): id is number => typeof id === "number" && id < 0;

const isIdField = (key: string) => key === "id" || key.endsWith("_id");

/** The client ids a path (its segments) and a body (its `id` and `*_id` fields) name. */
export function clientIdsIn(path: string, body: unknown): number[] {
  const found = new Set<number>();
  for (const segment of path.split("/")) if (/^-\d+$/.test(segment)) found.add(Number(segment));
  walk(body, (key, value) => {
    if (isIdField(key) && isClientId(value)) found.add(value);
  });
  return [...found];
}

/** The path and body with each mapped client id replaced by the server's. */
export function withServerIds(path: string, body: unknown, ids: ReadonlyMap<number, number>) {
  const mappedPath = path
    .split("/")
    .map((segment) => (/^-\d+$/.test(segment) ? String(ids.get(Number(segment)) ?? segment) : segment))
    .join("/");
  return { path: mappedPath, body: mapIds(body, ids) };
}

/** A deep copy of `value` with client ids in `id`/`*_id` fields replaced where the map knows them. */
export function mapIds<T>(value: T, ids: ReadonlyMap<number, number>): T {
  if (Array.isArray(value)) return value.map((item: unknown) => mapIds(item, ids)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = isIdField(key) && isClientId(field) ? (ids.get(field) ?? field) : mapIds(field, ids);
  }
  return out as T;
}

function walk(value: unknown, visit: (key: string, value: unknown) => void) {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (value !== null && typeof value === "object")
    for (const [key, field] of Object.entries(value)) {
      visit(key, field);
      walk(field, visit);
    }
}
