import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { logs } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { SESSION_COMPLETED } from "./session-lock.queries.js";
import { addSet, completeSession, errorPaths, first, trainingSetup } from "../../test/fixtures/training.js";

const t = useTestApp();

const patch = (url: string, payload: object, as?: TestUser) =>
  request(t, { method: "PATCH", url: `/api/v1${url}`, payload, as });
const logRow = async (id: number) => (await t.database.db.select().from(logs).where(eq(logs.id, id)))[0];
const noteUrl = (log: { id: number; exercise_id: number; session_id: number }) =>
  `/exercises/${log.exercise_id}/sessions/${log.session_id}/update-exercise-note/${log.id}`;

describe("PATCH /api/v1/logs/:id (collapse, notes column)", () => {
  it("stores the view state, also after completion, and answers the log with its sets", async () => {
    const { owner, session, log } = await trainingSetup(t, createUser);
    const set = await addSet(t, owner, log.id);
    await completeSession(t, owner, session.id);
    const data = first(
      await patch(`/logs/${log.id}`, { collapsed: true, sets_notes_visibility: true }, owner),
      200,
    );
    expect(data).toMatchObject({ id: log.id, collapsed: true, sets_notes_visibility: true, sets: [set] });
    expect(await logRow(log.id)).toMatchObject({ collapsed: true, setsNotesVisibility: true });
  });

  it("answers 400, 401 and 404 for another user's log", async () => {
    const { owner, stranger, log } = await trainingSetup(t, createUser);
    const bad = await patch(`/logs/${log.id}`, { collapsed: "no" }, owner);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["collapsed"]);
    expect((await patch(`/logs/${log.id}`, { collapsed: true })).statusCode).toBe(401);
    expect((await patch(`/logs/${log.id}`, { collapsed: true }, stranger)).statusCode).toBe(404);
    expect((await logRow(log.id))?.collapsed).toBe(false);
  });
});

describe("PATCH /api/v1/logs/:id/update-private-state", () => {
  it("shares and unshares, also after completion (the feed shows completed sessions)", async () => {
    const { owner, session, log } = await trainingSetup(t, createUser);
    await completeSession(t, owner, session.id);
    const shared = await patch(`/logs/${log.id}/update-private-state`, { private: false }, owner);
    expect(first(shared, 200)).toMatchObject({ id: log.id, private: false });
    expect((await logRow(log.id))?.private).toBe(false);
    const hidden = await patch(`/logs/${log.id}/update-private-state`, { private: true }, owner);
    expect(first(hidden, 200).private).toBe(true);
  });

  it("answers 400 without a flag, 401, and 404 for another user's log (which stays private)", async () => {
    const { owner, stranger, log } = await trainingSetup(t, createUser);
    const bad = await patch(`/logs/${log.id}/update-private-state`, {}, owner);
    expect(errorPaths(bad)).toEqual(["private"]);
    expect((await patch(`/logs/${log.id}/update-private-state`, { private: false })).statusCode).toBe(401);
    const theirs = await patch(`/logs/${log.id}/update-private-state`, { private: false }, stranger);
    expect(theirs.statusCode).toBe(404);
    expect((await logRow(log.id))?.private).toBe(true);
  });
});

describe("PATCH /api/v1/exercises/:e/sessions/:s/update-exercise-note/:l", () => {
  it("writes the note of the log named by all three ids", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const res = await patch(noteUrl(log), { user_id: owner.id, notes: "  Knees out  " }, owner);
    expect(first(res, 200).notes).toBe("Knees out");
    expect((await logRow(log.id))?.notes).toBe("Knees out");
    const cleared = await patch(noteUrl(log), { notes: "" }, owner);
    expect(first(cleared, 200).notes).toBeNull();
  });

  it("answers 404 when an id does not match or the log is someone else's", async () => {
    const { owner, stranger, log, bench } = await trainingSetup(t, createUser);
    expect((await patch(noteUrl({ ...log, exercise_id: bench.id }), { notes: "x" }, owner)).statusCode).toBe(
      404,
    );
    expect(
      (await patch(noteUrl({ ...log, session_id: log.session_id + 1 }), { notes: "x" }, owner)).statusCode,
    ).toBe(404);
    expect((await patch(noteUrl(log), { notes: "x" }, stranger)).statusCode).toBe(404);
    expect((await logRow(log.id))?.notes).toBeNull();
  });

  it("answers 400, 401, 404 for another user's log, and 409 once completed", async () => {
    const { owner, stranger, session, log } = await trainingSetup(t, createUser);
    const bad = await patch(noteUrl(log), { notes: "x".repeat(1001) }, owner);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["notes"]);
    expect((await patch(noteUrl(log), { notes: "x" })).statusCode).toBe(401);
    expect((await patch(noteUrl(log), { notes: "x", user_id: owner.id }, stranger)).statusCode).toBe(404);
    // A stale user_id is no error: the note is the caller's.
    expect((await patch(noteUrl(log), { notes: "stale id", user_id: stranger.id }, owner)).statusCode).toBe(
      200,
    );
    await completeSession(t, owner, session.id);
    const late = await patch(noteUrl(log), { notes: "x" }, owner);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SESSION_COMPLETED);
  });
});
