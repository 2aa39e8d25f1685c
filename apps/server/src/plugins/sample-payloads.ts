import type { z } from "zod";

// Payloads shaped by a response schema, for the serializer equivalence test: varied values (odd
// strings, -0, 1e21, null, absent and undefined keys) plus keys the schema does not declare, which
// must never reach the wire. Only the types a compiled serializer accepts (encodesAsIs) are known here.

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type CheckDef = z.core.$ZodCheckDef & Record<string, unknown>;
type Random = () => number;

/** Keys a row may carry that no schema declares: both serializers must drop them. */
export const UNDECLARED_KEYS = { shared_video: true, password_hash: "argon2id$secret" };

const STRINGS = ["", "plain", 'a "quote" and \\ backslash', "ünïcödé ☃ 💪", "line\nbreak\t", "\u2028\u0000"];
const NUMBERS = [0, -0, 1, 7, 42.5, -3, 0.1 + 0.2, 123456789, 1e21, 2147483647];
const ANYTHING = [null, "text", 3, true, { nested: [1, null, "x"] }, []];
const FORMATS: Record<string, () => string> = {
  datetime: () => "2026-01-02T03:04:05.678Z",
  date: () => "2026-01-02",
  time: () => "03:04:05",
  email: () => "member@example.com",
  uuid: () => "8a1c3e0e-4b6f-4c1e-9a7d-2f0b5d9c1e42",
  guid: () => "8a1c3e0e-4b6f-4c1e-9a7d-2f0b5d9c1e42",
  url: () => "https://example.com/path?q=1",
};

/** A small seeded generator (mulberry32), so every run checks the same payloads. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const checksOf = (def: Def) => ((def.checks ?? []) as z.core.$ZodCheck[]).map((c) => c._zod.def as CheckDef);

function sampleString(def: Def, random: Random): string {
  const checks = checksOf(def);
  const format = (def.format as string | undefined) ?? checks.find((c) => c.format)?.format;
  if (typeof format === "string" && FORMATS[format]) return FORMATS[format]();
  const min = (checks.find((c) => c.check === "min_length")?.minimum as number | undefined) ?? 0;
  const max = (checks.find((c) => c.check === "max_length")?.maximum as number | undefined) ?? Infinity;
  const text = pick(random, STRINGS);
  return text.length >= min && text.length <= max ? text : "x".repeat(Math.min(Math.max(min, 1), max));
}

function sampleNumber(def: Def, random: Random): number {
  const checks = checksOf(def);
  const whole = checks.some((c) => c.check === "number_format");
  const fits = (n: number) =>
    (!whole || Number.isInteger(n)) &&
    checks.every((c) => {
      if (c.check === "greater_than") return c.inclusive ? n >= (c.value as number) : n > (c.value as number);
      if (c.check === "less_than") return c.inclusive ? n <= (c.value as number) : n < (c.value as number);
      return true;
    });
  const candidates = NUMBERS.filter(fits);
  return candidates.length > 0 ? pick(random, candidates) : 1;
}

/** A value for `schema`; `undefined` stands for an absent optional value. */
export function samplePayload(schema: z.core.$ZodType, random: Random, depth = 0): unknown {
  const def = schema._zod.def as Def;
  const inner = (child: unknown) => samplePayload(child as z.core.$ZodType, random, depth + 1);
  switch (def.type) {
    case "string":
      return sampleString(def, random);
    case "number":
      return sampleNumber(def, random);
    case "boolean":
      return random() < 0.5;
    case "null":
      return null;
    case "enum":
      return pick(random, Object.values(def.entries as Record<string, unknown>));
    case "literal":
      return pick(random, def.values as unknown[]);
    case "any":
    case "unknown":
      return pick(random, ANYTHING);
    case "optional":
      return random() < 0.3 ? undefined : inner(def.innerType);
    case "nullable":
      return random() < 0.3 ? null : inner(def.innerType);
    case "default":
    case "readonly":
    case "nonoptional":
      return inner(def.innerType);
    case "array": {
      const length = depth > 6 ? 0 : Math.floor(random() * 4);
      return Array.from({ length }, () => inner(def.element));
    }
    case "union":
      return inner(pick(random, def.options as unknown[]));
    case "record":
      return sampleRecord(def, random, inner);
    case "object":
      return sampleObject(def, random, inner);
    default:
      return "unknown type";
  }
}

function sampleObject(def: Def, random: Random, inner: (child: unknown) => unknown) {
  const out: Record<string, unknown> = { ...UNDECLARED_KEYS };
  for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
    const value = inner(child);
    // An absent optional value is sometimes an absent key, sometimes a key holding undefined.
    if (value !== undefined || random() < 0.5) out[key] = value;
  }
  return out;
}

function sampleRecord(def: Def, random: Random, inner: (child: unknown) => unknown) {
  const keyDef = (def.keyType as z.core.$ZodType)._zod.def as Def;
  const keys =
    keyDef.type === "enum"
      ? Object.values(keyDef.entries as Record<string, string>)
      : ["first", 'with "quotes"', "second"].slice(0, Math.floor(random() * 4));
  return Object.fromEntries(keys.map((key) => [key, inner(def.valueType)]));
}
