import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { logs } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { SESSION_COMPLETED } from "./session-lock.queries.js";
import {
  completeSession,
  errorPaths,
  first,
  makeExercises,
  startSession,
  trainingSetup,
} from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "POST" | "PATCH" | "DELETE", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });
const logRow = async (id: number) => (await t.database.db.select().from(logs).where(eq(logs.id, id)))[0];
const DUPLICATE = "Exercise already exist within current session!";

describe("POST /api/v1/logs", () => {
  it("adds the caller's exercise to the session, named after it, private, at the next position", async () => {
    const { owner, session, bench, log } = await trainingSetup(t, createUser);
    expect(log).toMatchObject({
      name: "Squat",
      private: true,
      collapsed: false,
      tags: [],
      videos: [],
      sets: [],
    });
    const res = await call("POST", "/logs", owner, {
      user_id: owner.id,
      session_id: session.id,
      exercise_id: bench.id,
      name: "ignored: the exercise's name is used",
      collapsed: true,
    });
    const data = first(res);
    expect(data).toMatchObject({
      session_id: session.id,
      exercise_id: bench.id,
      name: "Bench press",
      collapsed: true,
    });
    expect(await logRow(data.id)).toMatchObject({ userId: owner.id, name: "Bench press", position: 1 });
  });

  it("answers 409 with the spec's message for an exercise already in the session", async () => {
    const { owner, session, squat } = await trainingSetup(t, createUser);
    const res = await call("POST", "/logs", owner, { session_id: session.id, exercise_id: squat.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DUPLICATE);
    expect(await t.database.db.$count(logs, eq(logs.sessionId, session.id))).toBe(1);
  });

  it("answers 400 per field and 401 without login; another user's id adds for the caller", async () => {
    const { owner, stranger, session, bench } = await trainingSetup(t, createUser);
    const bad = await call("POST", "/logs", owner, { session_id: "one", collapsed: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["collapsed", "exercise_id", "session_id"]);
    const body = { session_id: session.id, exercise_id: bench.id };
    expect((await call("POST", "/logs", undefined, body)).statusCode).toBe(401);
    const stale = first(await call("POST", "/logs", owner, { ...body, user_id: stranger.id }));
    expect(stale).toMatchObject({ user_id: owner.id, session_id: session.id });
    // Naming the session's owner opens nothing: the session decides.
    const foreign = await call("POST", "/logs", stranger, { ...body, user_id: owner.id });
    expect(foreign.statusCode).toBe(404);
  });

  it("answers 404 for another user's session or exercise and 409 in a completed session", async () => {
    const { owner, stranger, session, bench } = await trainingSetup(t, createUser);
    const [theirs] = await makeExercises(t, stranger, ["Their squat"]);
    const intoTheirs = await call("POST", "/logs", stranger, {
      session_id: session.id,
      exercise_id: theirs!.id,
    });
    expect(intoTheirs.statusCode).toBe(404);
    const notMine = await call("POST", "/logs", owner, { session_id: session.id, exercise_id: theirs!.id });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe("Exercise not found");
    await completeSession(t, owner, session.id);
    const late = await call("POST", "/logs", owner, { session_id: session.id, exercise_id: bench.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SESSION_COMPLETED);
  });
});

describe("POST /api/v1/logs/multiple", () => {
  it("adds several exercises in order, all or none", async () => {
    const { owner, session, squat, bench, deadlift } = await trainingSetup(t, createUser);
    const session2 = await startSession(t, owner);
    const res = await call("POST", "/logs/multiple", owner, {
      user_id: owner.id,
      session_id: session2.id,
      logs: [deadlift, bench].map((e) => ({ user_id: owner.id, session_id: session2.id, exercise_id: e.id })),
    });
    expect(first(res)).toBeDefined();
    expect(res.json().data.map((l: { name: string }) => l.name)).toEqual(["Deadlift", "Bench press"]);
    const rows = await t.database.db
      .select()
      .from(logs)
      .where(eq(logs.sessionId, session2.id))
      .orderBy(logs.position);
    expect(rows.map((r) => [r.name, r.position])).toEqual([
      ["Deadlift", 0],
      ["Bench press", 1],
    ]);

    // Squat is already in the first session: nothing of this request is kept.
    const dup = await call("POST", "/logs/multiple", owner, {
      session_id: session.id,
      logs: [{ exercise_id: bench.id }, { exercise_id: squat.id }],
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(DUPLICATE);
    const twice = await call("POST", "/logs/multiple", owner, {
      session_id: session.id,
      logs: [{ exercise_id: bench.id }, { exercise_id: bench.id }],
    });
    expect(twice.statusCode).toBe(409);
    expect(await t.database.db.$count(logs, eq(logs.sessionId, session.id))).toBe(1);
  });

  it("refuses bad input (400), no login (401), their session (404) even when user_id names its owner", async () => {
    const { owner, stranger, session, bench } = await trainingSetup(t, createUser);
    const empty = await call("POST", "/logs/multiple", owner, { session_id: session.id, logs: [] });
    expect(empty.statusCode).toBe(400);
    expect(errorPaths(empty)).toEqual(["logs"]);
    const body = { session_id: session.id, logs: [{ exercise_id: bench.id }] };
    expect((await call("POST", "/logs/multiple", undefined, body)).statusCode).toBe(401);
    expect((await call("POST", "/logs/multiple", stranger, body)).statusCode).toBe(404);
    const naming = {
      user_id: owner.id,
      session_id: session.id,
      logs: [{ exercise_id: bench.id, user_id: owner.id }],
    };
    expect((await call("POST", "/logs/multiple", stranger, naming)).statusCode).toBe(404);
    expect(await t.database.db.$count(logs, eq(logs.sessionId, session.id))).toBe(1);
    await completeSession(t, owner, session.id);
    expect((await call("POST", "/logs/multiple", owner, body)).statusCode).toBe(409);
  });

  it("adds for the caller when the top-level or a row's user_id names someone else", async () => {
    const { owner, stranger, session, bench, deadlift } = await trainingSetup(t, createUser);
    const res = await call("POST", "/logs/multiple", owner, {
      user_id: stranger.id,
      session_id: session.id,
      logs: [
        { exercise_id: bench.id, user_id: stranger.id },
        { exercise_id: deadlift.id, user_id: stranger.id },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.map((l: { user_id: number }) => l.user_id)).toEqual([owner.id, owner.id]);
    expect(await t.database.db.$count(logs, eq(logs.userId, stranger.id))).toBe(0);
  });
});
