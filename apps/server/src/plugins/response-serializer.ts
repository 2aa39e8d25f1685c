import { isDeepStrictEqual } from "node:util";
import type { FastifySerializerCompiler } from "fastify";
import fastJson from "fast-json-stringify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { serializerJsonSchema } from "./response-json-schema.js";

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

export type ResponseSerializerOptions = {
  /**
   * Serialize every response both ways and fail (a 500) where zod refuses the payload or the two
   * disagree. For tests: zod's parse is what caught a handler returning the wrong shape.
   */
  crossCheck?: boolean;
};

/** A disagreement seen by the cross-check, kept so a test that ignores the status still fails. */
export type ResponseMismatch = { route: string; zod: string; compiled: string };
const mismatches: ResponseMismatch[] = [];

/** The disagreements seen since the last call, and forgets them. */
export function takeResponseMismatches(): ResponseMismatch[] {
  return mismatches.splice(0);
}

/**
 * Compiled serializers by the text of their JSON schema. Routes build their envelopes
 * (`successSchema(x)`) when the app is built, so each build brings new zod objects; the same
 * text finds the serializer an earlier build (a test file, a bench) compiled.
 */
const compiledByJson = new Map<string, Serialize | undefined>();

function buildSerializer(json: Record<string, unknown>): Serialize | undefined {
  try {
    // compileValidators: Ajv's union checks are compiled now, so a schema it refuses falls back now.
    return fastJson(json, { compileValidators: true }) as Serialize;
  } catch {
    return undefined;
  }
}

/** The same, by zod object: a schema shared by routes (a HEAD beside its GET) is converted once. */
const compiledBySchema = new WeakMap<z.core.$ZodType, Serialize | undefined>();

function compileFromJson(schema: z.core.$ZodType): Serialize | undefined {
  const json = serializerJsonSchema(schema);
  if (!json) return undefined;
  const key = JSON.stringify(json);
  if (!compiledByJson.has(key)) compiledByJson.set(key, buildSerializer(json));
  return compiledByJson.get(key);
}

/** A fast-json-stringify serializer for a zod schema, or undefined where it could not write zod's bytes. */
export function compileFastSerializer(schema: unknown): Serialize | undefined {
  if (!(schema instanceof z.core.$ZodType)) return undefined;
  if (!compiledBySchema.has(schema)) compiledBySchema.set(schema, compileFromJson(schema));
  return compiledBySchema.get(schema);
}

function sameJson(a: string, b: string): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(a), JSON.parse(b));
  } catch {
    return false;
  }
}

function crossChecked(route: string, zodSerialize: Serialize, fast: Serialize): Serialize {
  return (data) => {
    // Throws on a payload zod refuses, as the zod serializer alone did.
    const expected = zodSerialize(data);
    let actual: string;
    try {
      actual = fast(data);
    } catch (error) {
      actual = `(threw) ${(error as Error).message}`;
    }
    // NOTE: the same keys and values, not always the same bytes: fast-json-stringify writes an
    // object's required keys before its optional ones (a session's `routine_id` moves to the end).
    if (actual === expected || sameJson(actual, expected)) return actual;
    mismatches.push({ route, zod: expected, compiled: actual });
    throw new Error(`${route}: the compiled serializer wrote ${actual} where zod wrote ${expected}`);
  };
}

/**
 * Fastify's serializer compiler: each route's zod response schema becomes a fast-json-stringify
 * serializer once, when the route is registered; a schema that cannot be written faithfully that
 * way (see `encodesAsIs`) keeps zod's encode + JSON.stringify. The choice is made here, never per
 * response. NOTE: without crossCheck nothing validates a response: a missing required field still
 * throws (a 500), but a wrongly typed value is coerced (null to "" or 0) rather than refused.
 */
export function createResponseSerializerCompiler(
  options: ResponseSerializerOptions = {},
): FastifySerializerCompiler<RouteSchema["schema"]> {
  return (routeSchema) => {
    const zodSerialize = zodSerializerCompiler(routeSchema);
    const fast = compileFastSerializer(routeSchema.schema);
    if (!fast) return zodSerialize;
    if (!options.crossCheck) return fast;
    const route = `${routeSchema.method} ${routeSchema.url} ${routeSchema.httpStatus ?? ""}`.trim();
    return crossChecked(route, zodSerialize, fast);
  };
}
