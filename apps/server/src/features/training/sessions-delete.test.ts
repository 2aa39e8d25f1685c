import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { comments, logs, sessions, sets, tags, variables, videos } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import {
  addLog,
  addSet,
  completeSession,
  first,
  makeExercises,
  startSession,
} from "../../test/fixtures/training.js";

const t = useTestApp();

const remove = (id: number, as?: TestUser, payload?: object) =>
  request(t, { method: "DELETE", url: `/api/v1/sessions/${id}`, as, ...(payload ? { payload } : {}) });

/** Rows left beneath a session, table by table. */
async function rowsBeneath(sessionId: number, logIds: number[]) {
  const db = t.database.db;
  return {
    sessions: await db.$count(sessions, eq(sessions.id, sessionId)),
    logs: await db.$count(logs, eq(logs.sessionId, sessionId)),
    sets: await db.$count(sets, eq(sets.sessionId, sessionId)),
    tags: (await Promise.all(logIds.map((id) => db.$count(tags, eq(tags.logId, id))))).reduce(
      (a, b) => a + b,
      0,
    ),
    videos: await db.$count(videos, eq(videos.sessionId, sessionId)),
    comments: await db.$count(comments, eq(comments.sessionId, sessionId)),
    variables: await db.$count(variables, eq(variables.sessionId, sessionId)),
  };
}

async function fullSession(user: TestUser) {
  const [squat, bench] = await makeExercises(t, user, ["Squat", "Bench"]);
  const session = await startSession(t, user, { body_weight: 80 });
  const logIds = [
    (await addLog(t, user, session.id, squat!.id)).id,
    (await addLog(t, user, session.id, bench!.id)).id,
  ];
  for (const logId of logIds) for (let i = 0; i < 3; i++) await addSet(t, user, logId);
  first(
    await request(t, {
      method: "POST",
      url: "/api/v1/tags",
      payload: { log_id: logIds[0], name: "pr" },
      as: user,
    }),
  );
  const db = t.database.db;
  await db.insert(videos).values({
    userId: user.id,
    sessionId: session.id,
    logId: logIds[0]!,
    storageKey: "k",
    contentType: "video/mp4",
    sizeBytes: 1,
  });
  await db.insert(comments).values({ userId: user.id, sessionId: session.id, comment: "well done" });
  return { session, logIds };
}

describe("DELETE /api/v1/sessions/:id", () => {
  it("cancels a session in progress with everything beneath it; afterwards it answers 404", async () => {
    const user = await createUser(t);
    const { session, logIds } = await fullSession(user);
    expect(await rowsBeneath(session.id, logIds)).toEqual({
      sessions: 1,
      logs: 2,
      sets: 6,
      tags: 1,
      videos: 1,
      comments: 1,
      variables: 1,
    });
    const res = await remove(session.id, user, { user_id: user.id });
    expect(first(res, 200)).toEqual({ id: session.id });
    expect(res.json().message).toBe(`SessionID: ${session.id} has been deleted!`);
    expect(Object.values(await rowsBeneath(session.id, logIds)).every((n) => n === 0)).toBe(true);
    expect(
      (await request(t, { method: "GET", url: `/api/v1/sessions/${session.id}`, as: user })).statusCode,
    ).toBe(404);
  });

  it("deletes a completed session too (Delete instead of Cancel)", async () => {
    const user = await createUser(t);
    const session = await startSession(t, user);
    await completeSession(t, user, session.id);
    expect((await remove(session.id, user)).statusCode).toBe(200);
  });

  it("refuses no login (401) and another user's session (404), keeping it", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const session = await startSession(t, user);
    expect((await remove(session.id)).statusCode).toBe(401);
    expect((await remove(session.id, other)).statusCode).toBe(404);
    // Naming the owner in the body's user_id opens nothing.
    expect((await remove(session.id, other, { user_id: user.id })).statusCode).toBe(404);
    expect((await remove(session.id, user, { user_id: "me" })).statusCode).toBe(400);
    expect(await t.database.db.$count(sessions, eq(sessions.id, session.id))).toBe(1);
  });
});
