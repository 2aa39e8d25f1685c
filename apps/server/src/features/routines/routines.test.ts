import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { routines, sessions } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { errorPaths, first, makeExercises } from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });

async function setup() {
  const [owner, stranger] = [await createUser(t), await createUser(t)];
  const [squat, bench] = await makeExercises(t, owner, ["Squat", "Bench"]);
  const body = {
    name: "Day A",
    notes: "Brace hard",
    exercises: [
      {
        exercise_id: squat!.id,
        rest_seconds: 180,
        progression: { kind: "linear", increment: 2.5 },
        sets: [
          { reps: 5, weight: 100 },
          { reps: 5, weight: 225, weight_unit: "lbs" },
        ],
      },
      { exercise_id: bench!.id, sets: [{ reps: 8, reps_max: 10, percent_1rm: 70, kind: "normal" }] },
    ],
  };
  return { owner, stranger, squat: squat!, bench: bench!, body };
}

describe("POST /api/v1/routines", () => {
  it("writes the routine and answers it with each set's planned load", async () => {
    const { owner, squat, bench, body } = await setup();
    const routine = first(await call("POST", "/routines", owner, body), 201);
    expect(routine).toMatchObject({
      user_id: owner.id,
      name: "Day A",
      notes: "Brace hard",
      last_started: null,
      exercises: [
        {
          exercise_id: squat.id,
          name: "Squat",
          rest_seconds: 180,
          notes: null,
          progression: { kind: "linear", increment: 2.5 },
          reason: null,
          sets: [
            { reps: 5, weight: 100, planned_weight: 100, planned_unit: "kg", planned_reps: 5 },
            { reps: 5, weight: 225, weight_unit: "lbs", planned_weight: 225, planned_unit: "lbs" },
          ],
        },
        {
          exercise_id: bench.id,
          name: "Bench",
          progression: null,
          // No e1RM of bench yet: no load to plan.
          sets: [
            {
              reps: 8,
              reps_max: 10,
              percent_1rm: 70,
              planned_weight: null,
              planned_unit: "kg",
              planned_reps: 8,
            },
          ],
        },
      ],
    });
    const [row] = await t.database.db.select().from(routines).where(eq(routines.id, routine.id));
    expect(row).toMatchObject({ userId: owner.id, name: "Day A", progress: {} });
  });

  it("answers 400 with field messages, 404 for another member's exercise, 401 without login", async () => {
    const { owner, stranger, squat, body } = await setup();
    const bad = await call("POST", "/routines", owner, {
      name: "",
      exercises: [
        {
          exercise_id: squat.id,
          sets: [
            { reps: 5, weight: 100, rpe: 8 },
            { reps: 31, percent_1rm: 70 },
          ],
        },
        { exercise_id: squat.id, progression: { kind: "wave" }, sets: [] },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual([
      "exercises.0.sets.0.weight",
      "exercises.0.sets.1.reps",
      "exercises.1.progression.kind",
      "exercises.1.sets",
      "name",
    ]);
    const twice = await call("POST", "/routines", owner, {
      ...body,
      exercises: [body.exercises[0], body.exercises[0]],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([
      { path: "exercises.1.exercise_id", msg: "Exercise already exist within this routine!" },
    ]);
    expect((await call("POST", "/routines", stranger, body)).statusCode).toBe(404);
    expect((await call("POST", "/routines", undefined, body)).statusCode).toBe(401);
    expect(await t.database.db.$count(routines, eq(routines.userId, stranger.id))).toBe(0);
  });

  it("honours Idempotency-Key: a repeat answers the first routine and writes nothing", async () => {
    const { owner, body } = await setup();
    const headers = { "idempotency-key": `routine-${owner.id}` };
    const once = await request(t, {
      method: "POST",
      url: "/api/v1/routines",
      as: owner,
      payload: body,
      headers,
    });
    const again = await request(t, {
      method: "POST",
      url: "/api/v1/routines",
      as: owner,
      payload: body,
      headers,
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(once.json());
    expect(await t.database.db.$count(routines, eq(routines.userId, owner.id))).toBe(1);
  });
});

/** Statements the database runs while serving one request (the login lookup included). */
async function countQueries(run: () => Promise<unknown>) {
  const spy = vi.spyOn(t.database.db._.session, "prepareQuery");
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe("GET /api/v1/routines", () => {
  it("plans the whole list in the same number of queries for one routine or five, started or not", async () => {
    const { owner, body } = await setup();
    const made = first(await call("POST", "/routines", owner, body), 201);
    const one = await countQueries(() => call("GET", "/routines", owner));
    expect((await call("POST", `/routines/${made.id}/start`, owner)).statusCode).toBe(201);
    for (let i = 0; i < 4; i += 1) {
      const more = first(await call("POST", "/routines", owner, { ...body, name: `Day ${i}` }), 201);
      expect((await call("POST", `/routines/${more.id}/start`, owner)).statusCode).toBe(201);
    }
    const list = await call("GET", "/routines", owner);
    expect(list.json().data).toHaveLength(5);
    expect(await countQueries(() => call("GET", "/routines", owner))).toBe(one + 1);
  });
});

describe("GET, PATCH, DELETE /api/v1/routines/:id", () => {
  it("lists, reads, modifies and deletes the member's routines", async () => {
    const { owner, stranger, bench, body } = await setup();
    const routine = first(await call("POST", "/routines", owner, body), 201);
    await call("POST", "/routines", stranger, { name: "Theirs", exercises: [] });
    const list = await call("GET", "/routines", owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([routine.id]);
    expect(first(await call("GET", `/routines/${routine.id}`, owner), 200)).toEqual(routine);

    const renamed = first(await call("PATCH", `/routines/${routine.id}`, owner, { name: "Day B" }), 200);
    expect(renamed).toMatchObject({ name: "Day B", notes: "Brace hard", exercises: routine.exercises });
    const cleared = first(await call("PATCH", `/routines/${routine.id}`, owner, { notes: "" }), 200);
    expect(cleared.notes).toBeNull();
    const fewer = first(
      await call("PATCH", `/routines/${routine.id}`, owner, { exercises: [body.exercises[1]] }),
      200,
    );
    expect(fewer.exercises.map((e: { exercise_id: number }) => e.exercise_id)).toEqual([bench.id]);

    const gone = await call("DELETE", `/routines/${routine.id}`, owner);
    expect(first(gone, 200)).toEqual({ id: routine.id });
    expect((await call("GET", `/routines/${routine.id}`, owner)).statusCode).toBe(404);
  });

  it("answers 404 for another member's routine on every verb, 400 on bad input, 401 without login", async () => {
    const { owner, stranger, squat, body } = await setup();
    const routine = first(await call("POST", "/routines", owner, body), 201);
    const url = `/routines/${routine.id}`;
    expect((await call("GET", url, stranger)).statusCode).toBe(404);
    expect((await call("PATCH", url, stranger, { name: "Mine now" })).statusCode).toBe(404);
    expect((await call("DELETE", url, stranger)).statusCode).toBe(404);
    expect((await call("POST", `${url}/start`, stranger)).statusCode).toBe(404);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, stranger.id))).toBe(0);
    expect(first(await call("GET", url, owner), 200).name).toBe("Day A");

    const bad = await call("PATCH", url, owner, { name: "x".repeat(101), exercises: [] });
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["exercises", "name"]);
    const theirExercise = (await makeExercises(t, stranger, ["Row"]))[0]!;
    const foreign = await call("PATCH", url, owner, {
      exercises: [{ ...body.exercises[0], exercise_id: theirExercise.id }],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call("GET", "/routines/abc", owner)).statusCode).toBe(400);
    for (const [method, path] of [
      ["GET", "/routines"],
      ["GET", url],
      ["PATCH", url],
      ["DELETE", url],
      ["POST", `${url}/start`],
    ] as const) {
      expect(
        (await call(method, path, undefined, method === "PATCH" ? { name: "x" } : undefined)).statusCode,
      ).toBe(401);
    }
    expect(first(await call("GET", url, owner), 200).exercises[0].exercise_id).toBe(squat.id);
  });
});
