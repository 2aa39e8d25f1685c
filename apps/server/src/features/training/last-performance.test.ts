import { describe, expect, it, vi } from "vitest";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import {
  addLog,
  insertCategoryWithExercises,
  insertSessionWithSets,
} from "../../test/fixtures/training-rows.js";

const t = useTestApp();

const get = (url: string, as?: TestUser) => request(t, { method: "GET", url: `/api/v1${url}`, as });
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 18));
const done = (n: number) => ({ startDate: day(n), endDate: new Date(day(n).getTime() + 3_600_000) });
const set = (reps: number, weight: number, more: object = {}) => ({
  reps,
  weight,
  weight_unit: "kg",
  rpe: null,
  kind: "normal",
  notes: null,
  ...more,
});

/** Statements the database runs while serving one request (the login lookup included). */
async function countQueries(run: () => Promise<unknown>) {
  // Statements sent, prepared ones included (a prepared statement is built once, so counting builds would miss it).
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const spy = vi.spyOn(client, "query");
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** A member with squat, bench and deadlift; squat done on days 3 and 5, bench on day 3, all completed. */
async function history() {
  const db = t.database.db;
  const [user, stranger] = [await createUser(t), await createUser(t)];
  const {
    exercises: [squat, bench, deadlift],
  } = await insertCategoryWithExercises(db, user.id, "Main", ["Squat", "Bench", "Deadlift"]);
  const older = await insertSessionWithSets(db, {
    userId: user.id,
    exercise: squat!,
    ...done(3),
    sets: [{ reps: 5, weight: 100 }],
  });
  await addLog(db, {
    userId: user.id,
    sessionId: older.session.id,
    exercise: bench!,
    sets: [
      { reps: 5, weight: 60, kind: "warmup" },
      { reps: 3, weight: 80, rpe: 8.5, notes: "paused" },
    ],
  });
  const newest = await insertSessionWithSets(db, {
    userId: user.id,
    exercise: squat!,
    ...done(5),
    sets: [
      { reps: 5, weight: 60, kind: "warmup" },
      { reps: 3, weight: 140, rpe: 9 },
      { reps: 8, weight: 100, kind: "drop" },
    ],
  });
  return { db, user, stranger, squat: squat!, bench: bench!, deadlift: deadlift!, older, newest };
}

describe("GET /api/v1/exercises/:id/last-performance", () => {
  it("gives the newest completed session holding the exercise, with its sets in the order done", async () => {
    const { db, user, squat, newest } = await history();
    // A session in progress, newer still, is never "last time"; nor is a completed one where squat has no set.
    await insertSessionWithSets(db, {
      userId: user.id,
      exercise: squat,
      startDate: day(9),
      sets: [{ reps: 1, weight: 200 }],
    });
    await insertSessionWithSets(db, { userId: user.id, exercise: squat, ...done(8), sets: [] });
    const res = await get(`/exercises/${squat.id}/last-performance`, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        exercise_id: squat.id,
        session_id: newest.session.id,
        date: day(5).toISOString(),
        sets: [set(5, 60, { kind: "warmup" }), set(3, 140, { rpe: 9 }), set(8, 100, { kind: "drop" })],
      },
    ]);
  });

  it("answers an empty list with a message when there is no last time", async () => {
    const { user, deadlift } = await history();
    const res = await get(`/exercises/${deadlift.id}/last-performance`, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "success", data: [] });
    expect(res.json().message).toBe("This exercise is in no completed session yet!");
  });

  it("answers 404 for another member's exercise, 400 for a bad id, 401 without login", async () => {
    const { user, stranger, squat } = await history();
    const theirs = await get(`/exercises/${squat.id}/last-performance`, stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().data ?? []).toEqual([]);
    const bad = await get("/exercises/abc/last-performance", user);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(["id"]);
    expect((await get(`/exercises/${squat.id}/last-performance`)).statusCode).toBe(401);
  });
});

describe("GET /api/v1/sessions/:id/last-performance", () => {
  it("gives last time for every exercise of the session that has one, in log order, before it", async () => {
    const { db, user, squat, bench, deadlift, older, newest } = await history();
    // Today's session, in progress: bench first, then squat, then deadlift (never done).
    const today = await insertSessionWithSets(db, {
      userId: user.id,
      exercise: bench,
      startDate: day(10),
      sets: [],
    });
    await addLog(db, {
      userId: user.id,
      sessionId: today.session.id,
      exercise: squat,
      sets: [{ reps: 1, weight: 150 }],
    });
    await addLog(db, { userId: user.id, sessionId: today.session.id, exercise: deadlift, sets: [] });
    // A completed session starting after today's is not "last time" for it.
    await insertSessionWithSets(db, {
      userId: user.id,
      exercise: bench,
      ...done(12),
      sets: [{ reps: 1, weight: 120 }],
    });

    const res = await get(`/sessions/${today.session.id}/last-performance`, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        exercise_id: bench.id,
        session_id: older.session.id,
        date: day(3).toISOString(),
        sets: [set(5, 60, { kind: "warmup" }), set(3, 80, { rpe: 8.5, notes: "paused" })],
      },
      {
        exercise_id: squat.id,
        session_id: newest.session.id,
        date: day(5).toISOString(),
        sets: [set(5, 60, { kind: "warmup" }), set(3, 140, { rpe: 9 }), set(8, 100, { kind: "drop" })],
      },
    ]);

    // Opened on an old completed session: the one before it, never itself.
    const past = await get(`/sessions/${newest.session.id}/last-performance`, user);
    expect(past.json().data).toEqual([
      {
        exercise_id: squat.id,
        session_id: older.session.id,
        date: day(3).toISOString(),
        sets: [set(5, 100)],
      },
    ]);
    const first = await get(`/sessions/${older.session.id}/last-performance`, user);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual([]);
  });

  it("answers 404 for another member's session, 400 for a bad id, 401 without login", async () => {
    const { user, stranger, newest } = await history();
    const theirs = await get(`/sessions/${newest.session.id}/last-performance`, stranger);
    expect(theirs.statusCode).toBe(404);
    const bad = await get("/sessions/0/last-performance", user);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(["id"]);
    expect((await get(`/sessions/${newest.session.id}/last-performance`)).statusCode).toBe(401);
  });

  it("reads any number of exercises in three queries", async () => {
    const { db, user, squat } = await history();
    const names = Array.from({ length: 6 }, (_, i) => `Lift ${i}`);
    const { exercises } = await insertCategoryWithExercises(db, user.id, "Many", names);
    const today = await insertSessionWithSets(db, {
      userId: user.id,
      exercise: exercises[0]!,
      startDate: day(20),
      sets: [],
    });
    for (const [i, exercise] of exercises.entries()) {
      await insertSessionWithSets(db, {
        userId: user.id,
        exercise,
        ...done(14 + (i % 3)),
        sets: Array.from({ length: i + 1 }, () => ({ reps: 5, weight: 50 })),
      });
      if (i > 0) await addLog(db, { userId: user.id, sessionId: today.session.id, exercise, sets: [] });
    }
    const url = `/sessions/${today.session.id}/last-performance`;
    expect((await get(url, user)).json().data.map((d: { sets: unknown[] }) => d.sets.length)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    const small = await insertSessionWithSets(db, {
      userId: user.id,
      exercise: squat,
      startDate: day(20),
      sets: [],
    });
    const baseline = await countQueries(() => get("/users/check-authentication", user));
    const forSmall = await countQueries(() => get(`/sessions/${small.session.id}/last-performance`, user));
    const forBig = await countQueries(() => get(url, user));
    expect(forBig).toBe(forSmall);
    // check-authentication is the login lookup plus one query.
    expect(forBig - (baseline - 1)).toBe(3);
  });
});
