import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, variables } from "../../db/schema/index.js";
import { createUser, request, useTestApp } from "../../test/harness.js";
import { SESSION_COMPLETED } from "./session-lock.queries.js";
import { completeSession, errorPaths, first, startSession } from "../../test/fixtures/training.js";

const t = useTestApp();

const sessionRow = async (id: number) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0];
const trackerRows = (id: number) => t.database.db.select().from(variables).where(eq(variables.sessionId, id));
const patch = (id: number, payload: object, as?: Awaited<ReturnType<typeof createUser>>) =>
  request(t, { method: "PATCH", url: `/api/v1/sessions/${id}`, payload, as });

describe("PATCH /api/v1/sessions/:id", () => {
  it("renames, ignoring null fields", async () => {
    const user = await createUser(t);
    const session = await startSession(t, user, { body_weight: 80 });
    const data = first(
      await patch(session.id, { name: "Volume day", user_id: user.id, body_weight: null }, user),
      200,
    );
    expect(data).toMatchObject({ id: session.id, name: "Volume day", body_weight: 80, end_date: null });
    expect((await sessionRow(session.id))?.name).toBe("Volume day");
  });

  it("completes with every field kept (notes too, RPE 8.5) and refreshes the tracker copy", async () => {
    const user = await createUser(t);
    const session = await startSession(t, user, { hours_of_sleep: 6 });
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const payload = {
      end_date: end,
      session_rpe: 8.5,
      notes: "Felt strong",
      body_weight: 81.25,
      hours_of_sleep: 7.5,
      calories_prior_session: 800,
      caffeine_intake: 150,
    };
    const data = first(await patch(session.id, payload, user), 200);
    expect(data).toMatchObject({ ...payload, end_date: end, body_weight_unit: "kg" });
    expect(await sessionRow(session.id)).toMatchObject({
      sessionRpe: 8.5,
      notes: "Felt strong",
      bodyWeight: 81.25,
    });
    const trackers = await trackerRows(session.id);
    expect(trackers).toHaveLength(1);
    expect(trackers[0]).toMatchObject({ hoursOfSleep: 7.5, bodyWeight: 81.25, caloriesPriorSession: 800 });
  });

  it("completes with a zone-less end time read in the account's time zone", async () => {
    const user = await createUser(t, { timezone: "Europe/Berlin" });
    const session = await startSession(t, user, { start_date: "2026-11-25T16:00:00.000Z" });
    const data = first(await patch(session.id, { end_date: "2026-11-25T18:30", session_rpe: 8 }, user), 200);
    expect(data.end_date).toBe("2026-11-25T17:30:00.000Z");
    expect((await sessionRow(session.id))?.endDate?.toISOString()).toBe("2026-11-25T17:30:00.000Z");
  });

  it("reads a zone-less end time as UTC when the account has no time zone", async () => {
    const user = await createUser(t);
    const session = await startSession(t, user, { start_date: "2026-11-25T16:00:00.000Z" });
    const data = first(
      await patch(session.id, { end_date: "2026-11-25T18:30:00", session_rpe: 8 }, user),
      200,
    );
    expect(data.end_date).toBe("2026-11-25T18:30:00.000Z");
  });

  it("accepts an end time given to the minute in the start's own minute", async () => {
    const user = await createUser(t);
    const later = await startSession(t, user, { start_date: "2026-11-25T18:30:10.000Z" });
    const kept = first(
      await patch(later.id, { end_date: "2026-11-25T18:30:50Z", session_rpe: 7 }, user),
      200,
    );
    expect(kept.end_date).toBe("2026-11-25T18:30:50.000Z");
    // Before the start's seconds: the session ends as it began, never before.
    const session = await startSession(t, user, { start_date: "2026-11-25T18:30:42.000Z" });
    const data = first(await patch(session.id, { end_date: "2026-11-25T18:30", session_rpe: 7 }, user), 200);
    expect(data.end_date).toBe("2026-11-25T18:30:42.000Z");
    expect((await sessionRow(session.id))?.endDate?.toISOString()).toBe("2026-11-25T18:30:42.000Z");
    const early = await patch(session.id, { end_date: "2026-11-25T18:29", session_rpe: 7 }, user);
    expect(early.statusCode).toBe(409);
  });

  it("refuses an end time in the minute before the start", async () => {
    const user = await createUser(t);
    const session = await startSession(t, user, { start_date: "2026-11-25T18:30:00.000Z" });
    const early = await patch(session.id, { end_date: "2026-11-25T18:29:59.999Z", session_rpe: 7 }, user);
    expect(early.statusCode).toBe(400);
    expect(errorPaths(early)).toEqual(["end_date"]);
  });

  it("takes a completion bodyweight without a unit in the account's unit", async () => {
    const user = await createUser(t, { weightUnit: "lbs" });
    const session = await startSession(t, user, { body_weight: 80, body_weight_unit: "kg" });
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const data = first(
      await patch(session.id, { end_date: end, session_rpe: 8, body_weight: 181 }, user),
      200,
    );
    expect(data).toMatchObject({ body_weight: 181, body_weight_unit: "lbs" });
    expect((await trackerRows(session.id))[0]).toMatchObject({ bodyWeight: 181, bodyWeightUnit: "lbs" });
  });

  it("answers 409 for any edit of a completed session", async () => {
    const user = await createUser(t);
    const session = await startSession(t, user);
    await completeSession(t, user, session.id);
    const res = await patch(session.id, { name: "Renamed" }, user);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SESSION_COMPLETED);
    expect((await sessionRow(session.id))?.name).toBe("Heavy day");
  });

  it("answers 400 for an end before the start, a half completion or a bad RPE", async () => {
    const user = await createUser(t);
    const session = await startSession(t, user, { start_date: "2025-03-01T09:30:00.000Z" });
    const early = await patch(session.id, { end_date: "2025-03-01T09:00:00.000Z", session_rpe: 8 }, user);
    expect(early.statusCode).toBe(400);
    expect(errorPaths(early)).toEqual(["end_date"]);
    const noRpe = await patch(session.id, { end_date: "2025-03-01T11:00:00.000Z" }, user);
    expect(errorPaths(noRpe)).toEqual(["session_rpe"]);
    const badRpe = await patch(session.id, { end_date: "2025-03-01T11:00:00.000Z", session_rpe: 8.3 }, user);
    expect(badRpe.statusCode).toBe(400);
    expect(errorPaths(badRpe)).toEqual(["session_rpe"]);
    const emptyName = await patch(session.id, { name: "" }, user);
    expect(errorPaths(emptyName)).toEqual(["name"]);
    expect((await sessionRow(session.id))?.endDate).toBeNull();
  });

  it("refuses no login (401) and another user's session (404); a stale user_id is no error", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const session = await startSession(t, user);
    expect((await patch(session.id, { name: "x" })).statusCode).toBe(401);
    expect((await patch(session.id, { name: "x" }, other)).statusCode).toBe(404);
    // Naming the owner in user_id does not open their session to someone else.
    expect((await patch(session.id, { name: "x", user_id: user.id }, other)).statusCode).toBe(404);
    expect((await sessionRow(session.id))?.name).toBe("Heavy day");
    // The body's user_id only repeats who is acting: the owner renames their session whatever it says.
    expect((await patch(session.id, { name: "Renamed", user_id: other.id }, user)).statusCode).toBe(200);
    expect((await sessionRow(session.id))?.name).toBe("Renamed");
  });
});
