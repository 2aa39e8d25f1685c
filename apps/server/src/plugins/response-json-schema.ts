import { z } from "zod";

type ZodSchema = z.core.$ZodType;
type JsonSchema = Record<string, unknown>;

/** Zod types whose encoded value is the input value itself: serializing them cannot change it. */
const AS_IS_TYPES = new Set([
  "string",
  "number",
  "boolean",
  "null",
  "enum",
  "literal",
  "any",
  "unknown",
  "template_literal",
]);
/** Wrappers that add no work on encode (a `.default()` is not filled in on encode either). */
const WRAPPER_TYPES = new Set(["optional", "nullable", "readonly", "nonoptional", "default"]);

/**
 * Whether zod's encode of `schema` only picks declared keys and passes values through untouched, so
 * a schema-driven serializer writes the same JSON. Anything that computes on the way out (transform,
 * pipe, catch, coerce, `.trim()` and other overwriting checks), a type JSON has no form for (dates,
 * bigint, maps), an intersection, a tuple or a recursive type answers no.
 */
export function encodesAsIs(schema: ZodSchema, ancestors = new Set<ZodSchema>()): boolean {
  if (ancestors.has(schema)) return false;
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (def.coerce === true) return false;
  const checks = (def.checks ?? []) as z.core.$ZodCheck[];
  if (checks.some((check) => check._zod.def.check === "overwrite")) return false;
  const inner = (child: unknown) => encodesAsIs(child as ZodSchema, new Set(ancestors).add(schema));
  if (AS_IS_TYPES.has(def.type)) return true;
  if (WRAPPER_TYPES.has(def.type)) return inner(def.innerType);
  switch (def.type) {
    case "array":
      return inner(def.element);
    case "object": {
      const shape = def.shape as Record<string, unknown>;
      const catchall = def.catchall as ZodSchema | undefined;
      // A strict object's catchall is `never`: it only refuses extra keys, which are dropped here.
      const catchallOk = !catchall || catchall._zod.def.type === "never" || inner(catchall);
      return catchallOk && Object.values(shape).every(inner);
    }
    case "union":
      return (def.options as unknown[]).every(inner);
    case "record":
      return inner(def.keyType) && inner(def.valueType);
    default:
      return false;
  }
}

/**
 * Keywords that only validate. The serializer does not validate (zod does, in tests), and leaving
 * them in would make fast-json-stringify's Ajv, which picks a union branch, judge formats and
 * patterns by its own rules rather than zod's. `default` goes too: zod never fills one in on encode.
 */
const DROPPED_KEYWORDS = new Set([
  "$schema",
  "$id",
  "id",
  "title",
  "description",
  "examples",
  "default",
  "format",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "propertyNames",
  "contentEncoding",
  "contentMediaType",
]);
const SCHEMA_MAPS = new Set(["properties", "definitions", "$defs"]);
const SCHEMA_LISTS = new Set(["anyOf", "oneOf", "allOf"]);

/**
 * `anyOf: [X, {type: "null"}]` as `X` with `nullable: true`, which fast-json-stringify writes without
 * Ajv; `type: [T, "null"]` likewise, a null check before one type's writer instead of a type switch.
 */
function collapseNullable(schema: JsonSchema): JsonSchema {
  const types = schema.type;
  if (Array.isArray(types) && types.length === 2 && types.includes("null")) {
    return { ...schema, type: types.find((t) => t !== "null"), nullable: true };
  }
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (!branches || branches.length !== 2) return schema;
  const isNull = (b: JsonSchema) => b.type === "null" && Object.keys(b).length === 1;
  const other = branches.find((b) => !isNull(b));
  if (!other || !branches.some(isNull)) return schema;
  const plain = typeof other.type === "string" && !other.anyOf && !other.oneOf && !other.allOf && !other.$ref;
  if (!plain) return schema;
  const { anyOf: _branches, ...siblings } = schema;
  // NOTE: a sibling `type` (set through `.meta()` for the API docs) would contradict the null branch.
  const { type: _type, ...rest } = siblings;
  return { ...rest, ...other, nullable: true };
}

/** A JSON schema from zod's `toJSONSchema`, reduced to what fast-json-stringify needs to write the same JSON. */
export function forSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYWORDS.has(key)) continue;
    // Undeclared keys are dropped anyway; `false` would also make a union branch refuse an object
    // that carries one, where zod takes the branch and strips the key.
    if (key === "additionalProperties" && value === false) continue;
    if (SCHEMA_MAPS.has(key)) {
      const entries = Object.entries(value as JsonSchema).map(([k, v]) => [k, forSerializer(v)]);
      out[key] = Object.fromEntries(entries);
    } else if (SCHEMA_LISTS.has(key) || key === "items" || key === "additionalProperties") {
      out[key] = forSerializer(value);
    } else {
      out[key] = value;
    }
  }
  return collapseNullable(withoutOpenRequired(out));
}

/** An `any`/`unknown` property (`{}`) may hold undefined, which zod lets through and JSON drops. */
function withoutOpenRequired(schema: JsonSchema): JsonSchema {
  const required = schema.required as string[] | undefined;
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!required || !properties) return schema;
  const isOpen = (key: string) => {
    const property = properties[key];
    return property !== undefined && Object.keys(property).length === 0;
  };
  return { ...schema, required: required.filter((key) => !isOpen(key)) };
}

/** The JSON schema of what `schema` encodes to, or undefined where a serializer could not write the same bytes. */
export function serializerJsonSchema(schema: ZodSchema): JsonSchema | undefined {
  if (!encodesAsIs(schema)) return undefined;
  try {
    const json = z.toJSONSchema(schema, {
      target: "draft-07",
      io: "output",
      unrepresentable: "throw",
      cycles: "throw",
      reused: "inline",
    });
    return forSerializer(json) as JsonSchema;
  } catch {
    return undefined;
  }
}
