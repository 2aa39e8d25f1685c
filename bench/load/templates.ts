// The recorded workout as templates: real ids become placeholders (":session#1" for the first session
// the workout created, ":exercise#2" for the second exercise it touched, ":me" for the lifter), dates
// become ":now", so that the load test can replay the same calls against each virtual lifter's own
// rows. The recorder (record-workout.ts) writes the templates; the load test (replay.ts) fills them.

/** One /api call as the browser sent it, with the answer's status and JSON. */
export type Captured = {
  /** The call carried an Idempotency-Key (the web's outbox sends one with each queued write). */
  idempotent?: boolean;
  at: number;
  method: string;
  url: string;
  body?: string;
  status: number;
  answer?: unknown;
};

export type MixEntry = {
  /** Milliseconds from opening the app, on the workout's clock. */
  at: number;
  method: string;
  /** Path and query, ids replaced by placeholders. */
  path: string;
  /** The JSON body with ids and dates replaced (absent for calls without one). */
  body?: unknown;
  /** The body's keys and the type of each value: what the call carries, at a glance. */
  shape?: unknown;
  /** The recorded answer's status. */
  status: number;
  /** Sent with an Idempotency-Key: the server claims and keeps a row for it, so the replay sends one. */
  idempotent?: boolean;
  /** The placeholder this call's answer defines (its data[0].id), for calls that create a row. */
  creates?: string;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const singular = (resource: string) => resource.replace(/ies$/, "y").replace(/s$/, "");

class Ids {
  private byId = new Map<string, string>();
  private counts = new Map<string, number>();
  constructor(private me: number) {}
  /**
   * The placeholder of `id` of the given kind, numbered in order of first appearance. The lifter's own
   * id is ":me" whatever names it (/users/7, /variables/recent-prs/7).
   */
  name(kind: string, id: number | string): string {
    if (Number(id) === this.me) return ":me";
    const key = `${kind}:${id}`;
    const known = this.byId.get(key);
    if (known) return known;
    const n = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, n);
    const placeholder = `:${kind}#${n}`;
    this.byId.set(key, placeholder);
    return placeholder;
  }
}

/** A path with every numeric segment named after the resource before it (/exercises/7 → :exercise#1). */
function templatePath(url: string, ids: Ids): string {
  const [pathname, search] = url.split("?") as [string, string | undefined];
  const parts = pathname.split("/");
  const path = parts
    .map((part, i) => (/^-?\d+$/.test(part) ? ids.name(singular(parts[i - 1] ?? "id"), part) : part))
    .join("/");
  if (!search) return path;
  const query = new URLSearchParams(search);
  for (const [key, value] of [...query]) {
    const kind = /^(.*?)_?id$/i.exec(key)?.[1];
    if (kind && /^\d+$/.test(value)) query.set(key, ids.name(kind.toLowerCase(), value));
  }
  return `${path}?${decodeURIComponent(query.toString())}`;
}

function templateValue(key: string, value: unknown, ids: Ids): unknown {
  if (Array.isArray(value)) return value.map((v) => templateValue(key, v, ids));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, templateValue(k, v, ids)]));
  const kind = /^(.*?)_?id$/i.exec(key)?.[1];
  if (kind && typeof value === "number") return ids.name(kind.toLowerCase(), value);
  if (typeof value === "string" && ISO_DATE.test(value)) return ":now";
  return value;
}

function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  return value === null ? "null" : typeof value;
}

function createdId(entry: Captured): number | undefined {
  if (entry.method !== "POST") return undefined;
  const data = (entry.answer as { data?: { id?: unknown }[] } | undefined)?.data;
  const id = Array.isArray(data) ? data[0]?.id : undefined;
  return typeof id === "number" ? id : undefined;
}

/** The captured calls in order of sending, as templates. */
export function templateMix(captured: Captured[], me: number): MixEntry[] {
  const ids = new Ids(me);
  const start = captured[0]?.at ?? 0;
  return captured.map((entry) => {
    const path = templatePath(entry.url, ids);
    let body: unknown;
    if (entry.body) {
      try {
        body = JSON.parse(entry.body) as unknown;
      } catch {
        body = "(not JSON)";
      }
    }
    const row: MixEntry = {
      at: Math.round(entry.at - start),
      method: entry.method,
      path,
      status: entry.status,
    };
    if (body !== undefined) {
      row.body = templateValue("", body, ids);
      row.shape = shapeOf(body);
    }
    if (entry.idempotent) row.idempotent = true;
    const created = createdId(entry);
    if (created !== undefined) {
      // The resource is the segment after the version: POST /api/v1/logs/multiple creates logs.
      const resource = path.split("?")[0]!.split("/").filter(Boolean)[2]!;
      row.creates = ids.name(singular(resource), created);
    }
    return row;
  });
}
