import fc from "fast-check";
import { failureSchema } from "@topset/shared";
import type { LightMyRequestResponse } from "fastify";
import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { routesOf } from "../plugins/api-docs.js";
import { addSet, makeBlock, trainingSetup } from "./fixtures/training.js";
import { createAdmin, createUser, ORIGIN, randomIp, useTestApp, whoAmI, type TestUser } from "./harness.js";

/**
 * Property-based fuzzing of every documented route: requests are generated from each route's own
 * schemas (as published in the OpenAPI document), then mutated (wrong types, missing and extra fields,
 * huge and negative numbers, NaN-like strings, NUL and lone surrogates, far dates). No answer may be a
 * 5xx, and every answer must match the schema documented for its status (the failure envelope for an
 * undocumented error status). Fixed seed and a bounded number of cases, so CI runs the same requests.
 */
const SEED = 20240611;
const RUNS_PER_OPERATION = 20;
/** While fixing a finding: FUZZ_ONLY=recent-prs runs only the routes whose path contains that text. */
const ONLY = process.env.FUZZ_ONLY;

/**
 * Left out because they end the fuzzing member's own session or account, after which every call is a
 * 401 and proves nothing: logging out, deleting the account, and deleting all of the member's data.
 */
const SKIPPED = new Set([
  "GET /api/auth/logout",
  "POST /api/auth/logout",
  "DELETE /api/v1/users/:id",
  "DELETE /api/v1/users/:id/data",
]);

const t = useTestApp();

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
};
type Parameter = {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema: JsonSchema;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>> };

/** Values that have broken servers before: out-of-range numbers, NaN-like strings, NUL, lone surrogates, far dates. */
const nasty: unknown[] = [
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  4503599627370496,
  999999999999999,
  -1,
  0,
  -(2 ** 31) - 1,
  0.5,
  1e308,
  -1e308,
  "NaN",
  "Infinity",
  "-Infinity",
  "1e400",
  "0x10",
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "💪",
  "9999-12-31T23:59:59.999Z",
  "+275760-09-13T00:00:00.000Z",
  "0001-01-01T00:00:00.000Z",
  "1900-01-01",
  "9999-12-31",
  "2024-02-30",
  "x".repeat(5000),
  null,
  true,
  [],
  [1, "a"],
  {},
  { nested: { deep: [null] } },
];

/** Percent-encodes like encodeURIComponent, lone surrogates included (as invalid UTF-8). */
function encode(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((c) => (c.length === 1 && /[\ud800-\udfff]/.test(c) ? "%ED%A0%80" : encodeURIComponent(c)))
      .join("");
  }
}

function valid(schema: JsonSchema, name: string, ids: number[], depth = 0): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => valid(s, name, ids, depth)));
  if (schema.allOf?.length) return valid(schema.allOf[0]!, name, ids, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case "integer":
      case "number": {
        if (/(^id$|_id$|Id$)/.test(name) && ids.length) return fc.constantFrom(...ids);
        const min = Math.max(schema.minimum ?? -5, -1000);
        const max = Math.min(schema.maximum ?? 1000, Math.max(min, 0) + 1000);
        return type === "integer"
          ? fc.integer({ min, max })
          : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      }
      case "boolean":
        return fc.boolean();
      case "array":
        return depth > 3
          ? fc.constant([])
          : fc.array(valid(schema.items ?? {}, name, ids, depth + 1), { maxLength: 3 });
      case "object": {
        if (depth > 3 || !schema.properties) return fc.constant({});
        const required = new Set(schema.required ?? []);
        const entries = Object.entries(schema.properties).map(
          ([key, s]) => [key, valid(s, key, ids, depth + 1)] as const,
        );
        return fc.record(Object.fromEntries(entries), {
          requiredKeys: entries.map(([k]) => k).filter((k) => required.has(k)),
        });
      }
      case "string":
      default:
        if (schema.format === "date-time")
          return fc.constantFrom("2025-03-01T08:00:00.000Z", new Date().toISOString());
        if (schema.format === "date") return fc.constantFrom("2025-03-01", "2025-03-28");
        if (schema.format === "email") return fc.constantFrom("fuzz@example.test", "someone@example.test");
        return fc.oneof(
          fc.constantFrom("Squat", "kg", "lbs", "true", "1", "everyone"),
          fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20) }),
        );
    }
  })();
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

/** A valid value most of the time, otherwise something hostile. */
function fuzzed(schema: JsonSchema, name: string, ids: number[], depth = 0): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const inner =
    type === "object" && schema.properties && depth < 3
      ? fc
          .tuple(
            fc.record(
              Object.fromEntries(
                Object.entries(schema.properties).map(([k, s]) => [k, fuzzed(s, k, ids, depth + 1)] as const),
              ),
              { requiredKeys: [] },
            ),
            fc.option(fc.record({ extra_field: fc.constantFrom(...nasty) }), { nil: undefined }),
          )
          .map(([obj, extra]) => ({ ...obj, ...extra }))
      : valid(schema, name, ids, depth);
  return fc.oneof({ weight: 4, arbitrary: inner }, { weight: 1, arbitrary: fc.constantFrom(...nasty) });
}

type FuzzRequest = { method: string; url: string; payload?: unknown; query: Record<string, string> };

function requestsFor(path: string, method: string, op: Operation, ids: number[]): fc.Arbitrary<FuzzRequest> {
  const params = (op.parameters ?? []).filter((p) => p.in === "path" || p.in === "query");
  const values = fc.tuple(
    ...params.map((p) =>
      p.in === "path"
        ? fuzzed(p.schema, p.name, ids)
        : fc.option(fuzzed(p.schema, p.name, ids), { nil: undefined, freq: 3 }),
    ),
  );
  const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
  const body: fc.Arbitrary<unknown> = bodySchema
    ? fc.oneof(
        { weight: 6, arbitrary: fuzzed(bodySchema, "body", ids) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.option(fc.constantFrom(...nasty), { nil: undefined, freq: 4 });
  return fc.tuple(values, body).map(([vals, payload]) => {
    let url = path;
    const query: Record<string, string> = {};
    params.forEach((p, i) => {
      const v = vals[i];
      if (p.in === "path") url = url.replace(`{${p.name}}`, encode(v ?? ""));
      else if (v !== undefined) query[p.name] = typeof v === "string" ? v : JSON.stringify(v);
    });
    const search = Object.entries(query)
      .map(([k, v]) => `${k}=${encode(v)}`)
      .join("&");
    return { method: method.toUpperCase(), url: search ? `${url}?${search}` : url, payload, query };
  });
}

function documentedSchema(route: { url: string; method: string }, status: number): z.ZodType | undefined {
  const declared = routesOf(t.app).find((r) => r.url === route.url && r.methods.includes(route.method));
  const response = declared?.schema.response as Record<string, z.ZodType> | undefined;
  return response?.[String(status)];
}

function problemWith(
  res: LightMyRequestResponse,
  route: { url: string; method: string },
): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const json = (res.headers["content-type"] ?? "").toString().includes("application/json");
  if (!json || !res.body) return undefined;
  const body: unknown = JSON.parse(res.body);
  const schema =
    documentedSchema(route, res.statusCode) ?? (res.statusCode >= 400 ? failureSchema : undefined);
  if (!schema) return undefined;
  const parsed = schema.safeParse(body);
  return parsed.success
    ? undefined
    : `${res.statusCode} does not match its schema: ${parsed.error.message.slice(0, 300)}`;
}

describe("schema fuzzing of every route", () => {
  it("never answers 5xx and always answers its documented shape", { timeout: 240_000 }, async () => {
    const member = await createUser(t);
    const admin = await createAdmin(t);
    // Some data of the member's own, so generated ids reach real rows as well as missing ones.
    const { owner, session, log, squat, stranger } = await trainingSetup(t, createUser);
    const set = await addSet(t, owner, log.id);
    const block = await makeBlock(t, owner);
    const ids = [1, owner.id, stranger.id, member.id, session.id, log.id, squat.id, set.id, block.id];

    const doc = t.app.swagger() as unknown as Doc;
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .map(([method, op]) => ({
          path,
          method: method.toUpperCase(),
          op,
          url: path.replace(/\{(\w+)\}/g, ":$1"),
        }))
        .filter((o) => !SKIPPED.has(`${o.method} ${o.url}`))
        .filter((o) => !ONLY || o.url.includes(ONLY)),
    );
    if (!ONLY) expect(operations.length).toBeGreaterThan(60);

    const problems: string[] = [];
    let sent = 0;
    let signedIn: TestUser;
    for (const [index, o] of operations.entries()) {
      const caller = o.url.startsWith("/api/admin") ? admin : owner;
      const requests = fc.sample(requestsFor(o.path, o.method, o.op, ids), {
        seed: SEED + index,
        numRuns: RUNS_PER_OPERATION,
      });
      for (const r of requests) {
        const res = await t.app.inject({
          method: r.method as "GET",
          url: r.url,
          remoteAddress: randomIp(),
          headers: { origin: ORIGIN, cookie: caller.cookie },
          ...(r.payload === undefined ? {} : { payload: r.payload as object }),
        });
        sent++;
        const problem = problemWith(res, { url: o.url, method: o.method });
        if (problem) {
          const body = JSON.stringify(r.payload)?.slice(0, 200);
          problems.push(`${r.method} ${r.url.slice(0, 200)} ${body} → ${problem}`);
        }
      }
      signedIn = caller;
      // A fuzzed call may have ended the session (a password change): the next route needs it alive.
      if ((await whoAmI(t, signedIn.cookie)).statusCode === 401)
        throw new Error(`${o.method} ${o.url} ended the session`);
    }
    if (!ONLY) expect(sent).toBeGreaterThan(1000);
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
