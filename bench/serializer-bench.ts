// Response serialization alone, both ways: zod's encode + JSON.stringify (fastify-type-provider-zod)
// and the fast-json-stringify serializer compiled from the same schema (plugins/response-serializer.ts),
// on a session details answer (5 logs × 4 sets) and a 25-session feed page, rows carrying the columns
// the schemas leave out as the queries' rows do.
// Usage: npx tsx bench/serializer-bench.ts
// It prints figures and asserts nothing (docs/architecture.md: benchmarks print, tests never time).
import { isDeepStrictEqual } from "node:util";
import { communitySessionSchema, sessionDetailsSchema, successSchema } from "@topset/shared";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { compileFastSerializer } from "../apps/server/src/plugins/response-serializer.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5000);
const at = (day: number) => new Date(Date.UTC(2026, 0, 1 + day, 17, 30)).toISOString();

function aSet(logId: number, i: number) {
  return {
    id: logId * 10 + i,
    user_id: 7,
    exercise_id: 3,
    session_id: 11,
    log_id: logId,
    reps: 5,
    weight: 102.5 + i * 2.5,
    weight_unit: "kg",
    rpe: i === 3 ? 8.5 : null,
    notes: i === 0 ? "felt quick" : null,
    kind: "normal",
    done: true,
    prescription: null,
    created_at: at(i),
    updated_at: at(i),
    e1rm: 120 + i,
    volume: 512.5,
  };
}

function aLog(id: number, sets: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    user_id: 7,
    session_id: 11,
    exercise_id: 3,
    name: `Back squat ${id}`,
    notes: null,
    collapsed: false,
    private: false,
    sets_notes_visibility: true,
    tags: [{ id: id * 2, log_id: id, user_id: 7, name: "heavy" }],
    videos: [],
    sets: Array.from({ length: sets }, (_, i) => aSet(id, i)),
    ...extra,
  };
}

function aSession(id: number, logs: ReturnType<typeof aLog>[]) {
  return {
    id,
    session_id: id,
    user_id: 7,
    name: `Lower ${id}`,
    start_date: at(id),
    end_date: at(id),
    block_id: null,
    block_name: null,
    routine_id: null,
    session_rpe: 8,
    notes: "good day",
    body_weight: 82.4,
    body_weight_unit: "kg",
    hours_of_sleep: 7.5,
    calories_prior_session: null,
    caffeine_intake: 200,
    created_at: at(id),
    json: logs.map((log) => ({ id: log.exercise_id, name: log.name })),
    username: "lifter",
    profile_picture_url: null,
    counts_of_comments: 2,
    logs,
    shared_video: true,
  };
}

const envelope = (data: unknown[]) => ({ status: "success", message: "Session", data });
const details = envelope([
  aSession(
    11,
    [1, 2, 3, 4, 5].map((id) => aLog(id, 4)),
  ),
]);
const feedPage = {
  ...envelope(
    Array.from({ length: 25 }, (_, s) =>
      aSession(
        100 + s,
        [1, 2].map((l) => aLog(s * 10 + l, 5, { sets_count: 8 })),
      ),
    ),
  ),
  pagination: { total: 260, lastPage: 11, perPage: 25, currentPage: 1, from: 1, to: 25 },
};

/** Median µs per call over 25 batches: the machine is shared, and a median shrugs off a busy moment. */
function microseconds(serialize: (data: unknown) => string, data: unknown) {
  for (let i = 0; i < 500; i++) serialize(data);
  const batch = Math.max(1, Math.round(ROUNDS / 25));
  const perCall: number[] = [];
  for (let b = 0; b < 25; b++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) serialize(data);
    perCall.push(Number(process.hrtime.bigint() - start) / 1000 / batch);
  }
  return perCall.sort((a, b) => a - b)[12]!;
}

function compare(name: string, schema: z.ZodType, data: unknown) {
  const zod = zodSerializerCompiler({ schema, method: "GET", url: name });
  const fast = compileFastSerializer(schema);
  if (!fast) throw new Error(`${name}: no compiled serializer`);
  const bytes = zod(data).length;
  const same = isDeepStrictEqual(JSON.parse(zod(data)), JSON.parse(fast(data)));
  const zodUs = microseconds(zod, data);
  const fastUs = microseconds(fast, data);
  const plainUs = microseconds((d) => JSON.stringify(d), data);
  const us = (n: number) => `${n.toFixed(1).padStart(6)} µs`;
  console.log(
    `${name.padEnd(34)} ${String(bytes).padStart(6)} B   zod ${us(zodUs)}   compiled ${us(fastUs)}` +
      `   ×${(zodUs / fastUs).toFixed(1)}   (JSON.stringify alone ${us(plainUs)})   same JSON: ${same}`,
  );
}

compare("session details (5 logs × 4 sets)", successSchema(sessionDetailsSchema), details);
compare("feed page (25 sessions)", successSchema(communitySessionSchema), feedPage);
