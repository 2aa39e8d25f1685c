import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, variables } from "../../db/schema/index.js";
import { createUser, request, useTestApp } from "../../test/harness.js";
import { errorPaths, first, makeBlock, startSession } from "../../test/fixtures/training.js";

const t = useTestApp();

const sessionRow = async (id: number) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0];
const trackerRows = (id: number) => t.database.db.select().from(variables).where(eq(variables.sessionId, id));
const post = (payload: object, as?: Awaited<ReturnType<typeof createUser>>) =>
  request(t, { method: "POST", url: "/api/v1/sessions", payload, as });

describe("POST /api/v1/sessions", () => {
  it("starts a session now, in the caller's block, and copies its variables to the trackers", async () => {
    const user = await createUser(t);
    const block = await makeBlock(t, user);
    const before = Date.now();
    const res = await post(
      {
        name: " Heavy day ",
        block_id: block.id,
        body_weight: 80.5,
        hours_of_sleep: 7.5,
        caffeine_intake: 200,
      },
      user,
    );
    const data = first(res);
    expect(data).toMatchObject({
      session_id: data.id,
      user_id: user.id,
      name: "Heavy day",
      block_id: block.id,
      block_name: "Peaking",
      end_date: null,
      session_rpe: null,
      body_weight: 80.5,
      body_weight_unit: "kg",
      hours_of_sleep: 7.5,
      caffeine_intake: 200,
      calories_prior_session: null,
      json: [],
    });
    expect(Date.parse(data.start_date)).toBeGreaterThanOrEqual(before - 1000);
    const row = await sessionRow(data.id);
    expect(row).toMatchObject({ userId: user.id, bodyWeight: 80.5, bodyWeightUnit: "kg", hoursOfSleep: 7.5 });
    const [tracker] = await trackerRows(data.id);
    expect(tracker).toMatchObject({
      userId: user.id,
      bodyWeight: 80.5,
      bodyWeightUnit: "kg",
      caffeineIntake: 200,
    });
  });

  it("keeps a given start and unit", async () => {
    const user = await createUser(t);
    const data = await startSession(t, user, {
      start_date: "2025-03-01T09:30:00.000Z",
      body_weight: 180.5,
      body_weight_unit: "lbs",
    });
    expect(data).toMatchObject({
      start_date: "2025-03-01T09:30:00.000Z",
      body_weight: 180.5,
      body_weight_unit: "lbs",
    });
  });

  it("takes a bodyweight without a unit in the account's unit", async () => {
    const user = await createUser(t, { weightUnit: "lbs" });
    const data = await startSession(t, user, { body_weight: 180 });
    expect(data).toMatchObject({ body_weight: 180, body_weight_unit: "lbs" });
    const [tracker] = await trackerRows(data.id);
    expect(tracker).toMatchObject({ bodyWeight: 180, bodyWeightUnit: "lbs" });
  });

  it("reads a start without a zone in the account's time zone (UTC when unset)", async () => {
    const berlin = await createUser(t, { timezone: "Europe/Berlin" });
    expect(await startSession(t, berlin, { start_date: "2026-11-25T18:30" })).toMatchObject({
      start_date: "2026-11-25T17:30:00.000Z",
    });
    expect(await startSession(t, berlin, { start_date: "2026-07-01T18:30:05.5" })).toMatchObject({
      start_date: "2026-07-01T16:30:05.500Z",
    });
    const unset = await createUser(t);
    expect(await startSession(t, unset, { start_date: "2026-11-25T18:30" })).toMatchObject({
      start_date: "2026-11-25T18:30:00.000Z",
    });
    const bad = await post({ name: "x", start_date: "25/11/2026 18:30" }, unset);
    expect(errorPaths(bad)).toEqual(["start_date"]);
  });

  it("starts for the caller when the body's user_id names someone else", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const data = await startSession(t, user, { user_id: other.id });
    expect(data.user_id).toBe(user.id);
    expect(await sessionRow(data.id)).toMatchObject({ userId: user.id });
    expect(await t.database.db.$count(sessions, eq(sessions.userId, other.id))).toBe(0);
  });

  it("answers 400 per field for bad input", async () => {
    const user = await createUser(t);
    const res = await post({ name: "  ", body_weight: 301, hours_of_sleep: 25, caffeine_intake: 1.5 }, user);
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res)).toEqual(["body_weight", "caffeine_intake", "hours_of_sleep", "name"]);
  });

  it("refuses no login (401) and another user's block (404)", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    expect((await post({ name: "x" })).statusCode).toBe(401);
    const theirs = await makeBlock(t, other);
    const res = await post({ name: "x", block_id: theirs.id }, user);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Block not found");
    // Nothing was half-written.
    expect(await t.database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
  });
});
