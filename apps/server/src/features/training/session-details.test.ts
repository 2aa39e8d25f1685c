import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { comments, sets, users, videos } from "../../db/schema/index.js";
import { legacyLoadSessionDetails } from "../../test/fixtures/session-details-legacy.js";
import { loadSessionDetails } from "./session-details.queries.js";
import { createAdmin, createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import {
  completeWithPrivateFields,
  disableUser,
  NULLED_SESSION_FIELDS,
  PRIVATE_SESSION_FIELDS,
  shareLog,
  socialSession,
} from "../../test/fixtures/social.js";
import {
  addLog,
  addSet,
  first,
  makeBlock,
  makeExercises,
  startSession,
} from "../../test/fixtures/training.js";

const t = useTestApp();

const details = (id: number, as?: TestUser) =>
  request(t, { method: "GET", url: `/api/v1/sessions/${id}`, as });

/** A session with `logs` exercises of `setsPerLog` sets each (set i of log l: reps i+1, weight 100+l+i/4). */
async function seedSession(user: TestUser, logs: number, setsPerLog: number) {
  const exercises = await makeExercises(
    t,
    user,
    Array.from({ length: logs }, (_, i) => `Lift ${i}`),
  );
  const session = await startSession(t, user);
  const logIds: number[] = [];
  for (const exercise of exercises) logIds.push((await addLog(t, user, session.id, exercise.id)).id);
  for (const [l, logId] of logIds.entries()) {
    for (let i = 0; i < setsPerLog; i++) {
      await addSet(t, user, logId, { reps: i + 1, weight: 100 + l + i / 4, rpe: 6 + i / 2 });
    }
  }
  return { session, exercises, logIds };
}

/** Statements the database runs while serving one request (the login lookup included). */
async function countQueries(run: () => Promise<unknown>) {
  // Every statement of either driver goes through its client's query(), prepared ones included.
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

describe("GET /api/v1/sessions/:id", () => {
  it("returns the session with its 5 logs × 4 sets, tags, videos and comment count, in order", async () => {
    const user = await createUser(t);
    const { session, exercises, logIds } = await seedSession(user, 5, 4);
    const block = await makeBlock(t, user, "Base");
    await request(t, {
      method: "PATCH",
      url: `/api/v1/sessions/${session.id}`,
      payload: { block_id: block.id },
      as: user,
    });
    const tag = first(
      await request(t, {
        method: "POST",
        url: "/api/v1/tags",
        payload: { log_id: logIds[2], name: "belt" },
        as: user,
      }),
    );
    const db = t.database.db;
    const common = { userId: user.id, sessionId: session.id, contentType: "video/mp4", sizeBytes: 10 };
    const [withThumb, withoutThumb] = await db
      .insert(videos)
      .values([
        { ...common, logId: logIds[0]!, storageKey: "v1", thumbnailKey: "t1", thumbnailStatus: "ready" },
        { ...common, logId: logIds[1]!, storageKey: "v2" },
      ])
      .returning();
    await db.insert(comments).values([
      { userId: user.id, sessionId: session.id, comment: "nice" },
      { userId: user.id, sessionId: session.id, comment: "again" },
    ]);

    const data = first(await details(session.id, user), 200);
    expect(data).toMatchObject({
      id: session.id,
      session_id: session.id,
      username: user.username,
      profile_picture_url: null,
      block_name: "Base",
      counts_of_comments: 2,
      json: exercises.map((e) => ({ id: e.id, name: e.name })),
    });
    expect(data.logs.map((l: { id: number }) => l.id)).toEqual(logIds);
    for (const [l, log] of data.logs.entries()) {
      expect(log.sets.map((s: { reps: number }) => s.reps)).toEqual([1, 2, 3, 4]);
      expect(log.sets.map((s: { weight: number }) => s.weight)).toEqual([
        100 + l,
        100.25 + l,
        100.5 + l,
        100.75 + l,
      ]);
      expect(log.sets.map((s: { rpe: number }) => s.rpe)).toEqual([6, 6.5, 7, 7.5]);
      expect(log).toMatchObject({ exercise_id: exercises[l]!.id, private: true, collapsed: false });
    }
    expect(data.logs[2].tags).toEqual([tag]);
    expect(data.logs[0].videos).toEqual([
      { id: withThumb!.id, screenshot_url: `/api/v1/videos/${withThumb!.id}/thumbnail` },
    ]);
    expect(data.logs[1].videos).toEqual([{ id: withoutThumb!.id, screenshot_url: null }]);
  });

  it("runs the same number of queries for 1 log × 1 set as for 5 logs × 4 sets", async () => {
    const user = await createUser(t);
    const small = await seedSession(user, 1, 1);
    const big = await seedSession(user, 5, 4);
    const baseline = await countQueries(() =>
      request(t, { method: "GET", url: "/api/v1/users/check-authentication", as: user }),
    );
    const forSmall = await countQueries(() => details(small.session.id, user));
    const forBig = await countQueries(() => details(big.session.id, user));
    expect(forBig).toBe(forSmall);
    // check-authentication is the login lookup plus one query; details are one on top of the login lookup.
    expect(forBig).toBe(baseline - 1 + 1);
  });

  it("answers exactly what the five statements answered: every field, every order, every owner", async () => {
    const db = t.database.db;
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    await db.update(users).set({ e1rmMethod: "rpe-table" }).where(eq(users.id, other.id));
    const block = await makeBlock(t, user, "Peak");
    const full = await seedSession(user, 3, 3);
    await request(t, {
      method: "PATCH",
      url: `/api/v1/sessions/${full.session.id}`,
      payload: {
        block_id: block.id,
        notes: "Felt quick",
        session_rpe: 8.5,
        body_weight: 82.4,
        body_weight_unit: "kg",
      },
      as: user,
    });
    // Sets of every kind and unit, planned ones, notes, a prescription; added out of order.
    await addSet(t, user, full.logIds[1]!, {
      reps: 5,
      weight: 225,
      weight_unit: "lbs",
      kind: "warmup",
      notes: "belt",
    });
    await addSet(t, user, full.logIds[0]!, { reps: 3, weight: 140, weight_unit: "kg", rpe: 9, done: false });
    await db
      .update(sets)
      .set({ prescription: { reps: 3, reps_max: 5, percent_1rm: 80 } })
      .where(eq(sets.logId, full.logIds[2]!));
    for (const [i, name] of ["belt", "sleeves", "pause"].entries()) {
      await request(t, {
        method: "POST",
        url: "/api/v1/tags",
        payload: { log_id: full.logIds[i % 2]!, name },
        as: user,
      });
    }
    await shareLog(t, user, full.logIds[0]!);
    const common = { userId: user.id, sessionId: full.session.id, contentType: "video/mp4", sizeBytes: 10 };
    await db.insert(videos).values([
      { ...common, logId: full.logIds[2]!, storageKey: "a", thumbnailKey: "a.jpg", thumbnailStatus: "ready" },
      { ...common, logId: full.logIds[0]!, storageKey: "c" },
    ]);
    await db.insert(comments).values({ userId: other.id, sessionId: full.session.id, comment: "Strong" });
    const empty = await startSession(t, user);
    const noSets = await startSession(t, user);
    const [exercise] = await makeExercises(t, user, ["Row"]);
    await addLog(t, user, noSets.id, exercise!.id);
    const others = await seedSession(other, 2, 2);
    await addSet(t, other, others.logIds[0]!, { reps: 2, weight: 100, rpe: 9.5 });

    for (const where of [
      { id: full.session.id, userId: user.id },
      { id: empty.id, userId: user.id },
      { id: noSets.id, userId: user.id },
      { id: others.session.id, userId: other.id },
      { id: others.session.id, userId: user.id },
      { id: full.session.id, userId: other.id },
      { id: 0, userId: user.id },
    ]) {
      const legacy = await legacyLoadSessionDetails(db, where);
      expect(await loadSessionDetails(db, where)).toStrictEqual(legacy);
    }
    expect((await loadSessionDetails(db, { id: full.session.id, userId: user.id }))?.logs).toHaveLength(3);
  });

  it("answers 404 for another user's session and a missing one, 401 without login", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const session = await startSession(t, user);
    expect((await details(session.id, other)).statusCode).toBe(404);
    expect((await details(2_000_000_000, user)).statusCode).toBe(404);
    expect((await details(session.id)).statusCode).toBe(401);
    expect((await details(0, user)).statusCode).toBe(400);
  });
});

describe("GET /api/v1/sessions/:id of another member's session (the shared view)", () => {
  /** A completed session with its private fields filled in, one shared log with a video, one private. */
  async function sharedSession() {
    const [owner, viewer, admin] = await Promise.all([createUser(t), createUser(t), createAdmin(t)]);
    const s = await socialSession(t, owner, [{ shared: true, video: true, sets: 2 }, { shared: false }], {
      complete: false,
    });
    await completeWithPrivateFields(t, owner, s.session.id);
    return { owner, viewer, admin, s };
  }

  it("shows only the shared logs with the private fields null; the owner still gets everything", async () => {
    const { owner, viewer, s } = await sharedSession();
    const [shared, hidden] = s.logs;
    const data = first(await details(s.session.id, viewer), 200);
    expect(data).toMatchObject({
      id: s.session.id,
      user_id: owner.id,
      username: owner.username,
      name: "Heavy day",
      counts_of_comments: 0,
      json: [{ id: s.exercises[0]!.id, name: "Lift 1" }],
      ...NULLED_SESSION_FIELDS,
    });
    expect(data.logs.map((l: { id: number }) => l.id)).toEqual([shared!.log.id]);
    expect(data.logs[0].sets.map((x: { reps: number }) => x.reps)).toEqual([1, 2]);
    expect(data.logs[0].videos).toEqual([{ id: shared!.video!.id, screenshot_url: null }]);
    expect(JSON.stringify(data)).not.toContain(PRIVATE_SESSION_FIELDS.notes);

    const own = first(await details(s.session.id, owner), 200);
    expect(own).toMatchObject(PRIVATE_SESSION_FIELDS);
    expect(own.logs.map((l: { id: number }) => l.id)).toEqual([shared!.log.id, hidden!.log.id]);
  });

  it("gives an admin the private fields but, as to any member, only the shared logs", async () => {
    const { admin, s } = await sharedSession();
    const data = first(await details(s.session.id, admin), 200);
    expect(data).toMatchObject(PRIVATE_SESSION_FIELDS);
    expect(data.logs.map((l: { id: number }) => l.id)).toEqual([s.logs[0]!.log.id]);
  });

  it("answers 404 once no log is shared, and when the owner's account is disabled", async () => {
    const { owner, viewer, admin, s } = await sharedSession();
    const sharedLog = s.logs[0]!.log.id;
    await shareLog(t, owner, sharedLog, false);
    expect((await details(s.session.id, viewer)).statusCode).toBe(404);
    await shareLog(t, owner, sharedLog, true);
    expect((await details(s.session.id, viewer)).statusCode).toBe(200);
    await disableUser(t, owner);
    expect((await details(s.session.id, viewer)).statusCode).toBe(404);
    expect((await details(s.session.id, admin)).statusCode).toBe(404);
  });
});
