import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sets } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { SESSION_COMPLETED } from "./session-lock.queries.js";
import { addSet, completeSession, errorPaths, first, trainingSetup } from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "POST" | "PATCH" | "DELETE", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });
const setRow = async (id: number) => (await t.database.db.select().from(sets).where(eq(sets.id, id)))[0];
const detailsOf = async (sessionId: number, as: TestUser) =>
  first(await request(t, { method: "GET", url: `/api/v1/sessions/${sessionId}`, as }), 200);

describe("POST /api/v1/sets", () => {
  it("keeps 8.5 RPE and 102.5 kg exactly, through write and read, with ids taken from the log", async () => {
    const { owner, session, log, squat } = await trainingSetup(t, createUser);
    const payload = {
      user_id: owner.id,
      session_id: session.id,
      exercise_id: squat.id,
      log_id: log.id,
      reps: 3,
      weight: 102.5,
      weight_unit: "kg",
      rpe: 8.5,
      notes: "  smooth  ",
    };
    const data = first(await call("POST", "/sets", owner, payload));
    expect(data).toMatchObject({ ...payload, notes: "smooth" });
    expect(await setRow(data.id)).toMatchObject({ weight: 102.5, rpe: 8.5, weightUnit: "kg", position: 0 });
    const details = await detailsOf(session.id, owner);
    expect(details.logs[0].sets).toEqual([data]);
  });

  it("duplicates the last set when the client re-posts it (appended after it)", async () => {
    const { owner, session, log } = await trainingSetup(t, createUser);
    await addSet(t, owner, log.id, { reps: 5, weight: 140 });
    const last = await addSet(t, owner, log.id, { reps: 3, weight: 150.5, weight_unit: "lbs", rpe: 9.5 });
    const { id: _id, created_at: _c, updated_at: _u, ...copy } = last;
    const again = first(await call("POST", "/sets", owner, copy));
    expect(again).toMatchObject({ ...copy });
    expect(again.id).not.toBe(last.id);
    const details = await detailsOf(session.id, owner);
    expect(details.logs[0].sets.map((s: { id: number }) => s.id).slice(-2)).toEqual([last.id, again.id]);
    expect((await setRow(again.id))?.position).toBe(2);
  });

  it.each(["kg", "lbs"] as const)(
    "takes the spec's body with no unit in the account's unit (%s account)",
    async (unit) => {
      const { owner, session, log, squat } = await trainingSetup(t, (t) =>
        createUser(t, { weightUnit: unit }),
      );
      const payload = {
        user_id: owner.id,
        exercise_id: squat.id,
        session_id: session.id,
        log_id: log.id,
        reps: 5,
        weight: 100,
        rpe: 8,
        notes: "easy",
      };
      const data = first(await call("POST", "/sets", owner, payload));
      expect(data).toMatchObject({ ...payload, weight_unit: unit });
      expect(await setRow(data.id)).toMatchObject({ weight: 100, weightUnit: unit });
      // Duplicate last set: the same set without created_at, updated_at, deleted and id.
      const { id: _id, created_at: _c, updated_at: _u, weight_unit: _w, ...copy } = data;
      const again = first(await call("POST", "/sets", owner, { ...copy, deleted: false }));
      expect(again).toMatchObject({ ...copy, weight_unit: unit });
    },
  );

  it("answers 400 per field for bad values", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const cases: [object, string[]][] = [
      [{ rpe: 8.3 }, ["rpe"]],
      [{ reps: 0 }, ["reps"]],
      [{ reps: 31 }, ["reps"]],
      [{ reps: 2.5 }, ["reps"]],
      [{ weight: -1 }, ["weight"]],
      [{ weight: 1.005 }, ["weight"]],
      [{ weight_unit: "stone" }, ["weight_unit"]],
      [{ rpe: 11, reps: 0, weight: -1 }, ["reps", "rpe", "weight"]],
    ];
    for (const [change, paths] of cases) {
      const res = await call("POST", "/sets", owner, {
        log_id: log.id,
        reps: 3,
        weight: 100,
        weight_unit: "kg",
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorPaths(res), JSON.stringify(change)).toEqual(paths);
    }
    expect(await t.database.db.$count(sets, eq(sets.logId, log.id))).toBe(0);
  });

  it("answers 400 when the body's session or exercise contradicts the log", async () => {
    const { owner, log, bench } = await trainingSetup(t, createUser);
    const base = { log_id: log.id, reps: 3, weight: 100, weight_unit: "kg" };
    const res = await call("POST", "/sets", owner, {
      ...base,
      exercise_id: bench.id,
      session_id: log.session_id + 1,
    });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res)).toEqual(["exercise_id", "session_id"]);
  });

  it("answers 401, 404 for another user's log, 409 once completed", async () => {
    const { owner, stranger, session, log } = await trainingSetup(t, createUser);
    const body = { log_id: log.id, reps: 3, weight: 100, weight_unit: "kg" };
    expect((await call("POST", "/sets", undefined, body)).statusCode).toBe(401);
    expect((await call("POST", "/sets", stranger, body)).statusCode).toBe(404);
    // Naming the log's owner in user_id opens nothing: the log decides.
    expect((await call("POST", "/sets", stranger, { ...body, user_id: owner.id })).statusCode).toBe(404);
    await completeSession(t, owner, session.id);
    const late = await call("POST", "/sets", owner, body);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SESSION_COMPLETED);
    expect(await t.database.db.$count(sets, eq(sets.logId, log.id))).toBe(0);
  });

  it("adds for the caller when the body's user_id names someone else (a stale id is no error)", async () => {
    const { owner, stranger, log } = await trainingSetup(t, createUser);
    const body = { log_id: log.id, reps: 3, weight: 100, user_id: stranger.id };
    const data = first(await call("POST", "/sets", owner, body));
    expect(data.user_id).toBe(owner.id);
    expect(await setRow(data.id)).toMatchObject({ userId: owner.id, logId: log.id });
  });
});
