import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sets } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { addSet, completeSession, errorPaths, first, trainingSetup } from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "POST" | "PATCH" | "DELETE", url: string, as?: TestUser, payload?: object) =>
  request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });
const setRow = async (id: number) => (await t.database.db.select().from(sets).where(eq(sets.id, id)))[0];

describe("PATCH /api/v1/sets/:id", () => {
  it("modifies the given fields, keeps the unit, and clears a null RPE", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const set = await addSet(t, owner, log.id, { weight: 225, weight_unit: "lbs", rpe: 8, notes: "grindy" });
    const res = await call("PATCH", `/sets/${set.id}`, owner, { ...set, reps: 2, weight: 227.5, rpe: null });
    const data = first(res, 200);
    expect(data).toMatchObject({
      id: set.id,
      reps: 2,
      weight: 227.5,
      weight_unit: "lbs",
      rpe: null,
      notes: "grindy",
    });
    expect(await setRow(set.id)).toMatchObject({ reps: 2, weight: 227.5, weightUnit: "lbs", rpe: null });
    const rpeOnly = first(await call("PATCH", `/sets/${set.id}`, owner, { rpe: 9.5 }), 200);
    expect(rpeOnly).toMatchObject({ reps: 2, weight: 227.5, rpe: 9.5 });
  });

  it("takes a weight without a unit in the account's unit; a stale user_id is no error", async () => {
    const { owner, stranger, log } = await trainingSetup(t, (t) => createUser(t, { weightUnit: "lbs" }));
    const set = await addSet(t, owner, log.id, { weight: 100, weight_unit: "kg" });
    // The spec's modify body: id, user_id, exercise_id, session_id, reps, weight, rpe, notes, log_id.
    const { weight_unit: _unit, created_at: _c, updated_at: _u, ...spec } = set;
    const res = await call("PATCH", `/sets/${set.id}`, owner, { ...spec, weight: 225, user_id: stranger.id });
    expect(first(res, 200)).toMatchObject({ weight: 225, weight_unit: "lbs", user_id: owner.id });
    expect(await setRow(set.id)).toMatchObject({ weight: 225, weightUnit: "lbs" });
    // Without a weight the unit stays.
    expect(first(await call("PATCH", `/sets/${set.id}`, owner, { reps: 4 }), 200).weight_unit).toBe("lbs");
  });

  it("answers 400, 401, 404 for another user's set, 409 once completed", async () => {
    const { owner, stranger, session, log } = await trainingSetup(t, createUser);
    const set = await addSet(t, owner, log.id);
    const bad = await call("PATCH", `/sets/${set.id}`, owner, { reps: 31, rpe: 8.3, log_id: set.log_id + 1 });
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["reps", "rpe"]);
    const moved = await call("PATCH", `/sets/${set.id}`, owner, { log_id: set.log_id + 1 });
    expect(errorPaths(moved)).toEqual(["log_id"]);
    expect((await call("PATCH", `/sets/${set.id}`, undefined, { reps: 1 })).statusCode).toBe(401);
    expect(
      (await call("PATCH", `/sets/${set.id}`, stranger, { reps: 1, user_id: owner.id })).statusCode,
    ).toBe(404);
    expect((await call("PATCH", `/sets/${set.id}`, stranger, { reps: 1 })).statusCode).toBe(404);
    await completeSession(t, owner, session.id);
    expect((await call("PATCH", `/sets/${set.id}`, owner, { reps: 1 })).statusCode).toBe(409);
    expect((await setRow(set.id))?.reps).toBe(3);
  });
});

describe("DELETE /api/v1/sets/:id", () => {
  it("deletes the caller's set, accepting the spec's body", async () => {
    const { owner, session, log } = await trainingSetup(t, createUser);
    const set = await addSet(t, owner, log.id);
    const res = await call("DELETE", `/sets/${set.id}`, owner, {
      id: set.id,
      user_id: owner.id,
      session_id: session.id,
    });
    expect(first(res, 200)).toEqual({ id: set.id });
    expect(await setRow(set.id)).toBeUndefined();
  });

  it("answers 400, 401, 404 for another user's set, 409 once completed", async () => {
    const { owner, stranger, session, log } = await trainingSetup(t, createUser);
    const set = await addSet(t, owner, log.id);
    expect((await call("DELETE", `/sets/${set.id}`, owner, { session_id: session.id + 1 })).statusCode).toBe(
      400,
    );
    expect((await call("DELETE", `/sets/${set.id}`)).statusCode).toBe(401);
    expect((await call("DELETE", `/sets/${set.id}`, stranger, { user_id: owner.id })).statusCode).toBe(404);
    expect((await call("DELETE", `/sets/${set.id}`, stranger)).statusCode).toBe(404);
    await completeSession(t, owner, session.id);
    expect((await call("DELETE", `/sets/${set.id}`, owner)).statusCode).toBe(409);
    expect(await setRow(set.id)).toBeDefined();
  });
});
