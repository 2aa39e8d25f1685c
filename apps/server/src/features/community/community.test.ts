import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { sets, tags, users } from "../../db/schema/index.js";
import { createAdmin, createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { errorPaths, first, makeBlock, makeExercises } from "../../test/fixtures/training.js";
import {
  bulkFeedSessions,
  completeWithPrivateFields,
  disableUser,
  NULLED_SESSION_FIELDS,
  PRIVATE_SESSION_FIELDS,
  socialSession,
} from "../../test/fixtures/social.js";
import { legacyLoadFeedPage } from "../../test/fixtures/feed-legacy.js";
import { loadFeedPage } from "./community.queries.js";

const t = useTestApp();

const get = (url: string, as?: TestUser) => request(t, { method: "GET", url: `/api/v1${url}`, as });
const follow = async (who: TestUser, whom: TestUser) =>
  first(await request(t, { method: "POST", url: `/api/v1/users/${whom.id}/follow`, as: who }));
const feed = async (as: TestUser, query = "scope=following") => {
  const res = await get(`/sessions/community-sessions?${query}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe("GET /api/v1/sessions/community-sessions", () => {
  it("shows completed sessions with a shared log holding a video: only those logs, first 5 sets, counts", async () => {
    const [owner, viewer] = await Promise.all([createUser(t), createUser(t)]);
    await follow(viewer, owner);
    const block = await makeBlock(t, owner);
    const shown = await socialSession(
      t,
      owner,
      [
        { shared: true, video: true, sets: 7, thumbnail: "ready" },
        { shared: true, video: false },
        { shared: false, video: true },
      ],
      { blockId: block.id },
    );
    const unfinished = await socialSession(t, owner, [{ shared: true, video: true }], { complete: false });
    const privateOnly = await socialSession(t, owner, [{ shared: false, video: true }]);
    const noVideo = await socialSession(t, owner, [{ shared: true }]);
    first(
      await request(t, {
        method: "POST",
        url: "/api/v1/comments",
        payload: { session_id: shown.session.id, comment: "Strong" },
        as: viewer,
      }),
    );

    const body = await feed(viewer);
    expect(ids(body.data)).toEqual([shown.session.id]);
    expect(ids(body.data)).not.toContain(unfinished.session.id);
    expect(ids(body.data)).not.toContain(privateOnly.session.id);
    expect(ids(body.data)).not.toContain(noVideo.session.id);
    expect(body.pagination).toMatchObject({ total: 1, lastPage: 1, perPage: 25, currentPage: 1 });

    const [card] = body.data;
    const [log0] = shown.logs;
    expect(card).toMatchObject({
      id: shown.session.id,
      user_id: owner.id,
      username: owner.username,
      profile_picture_url: null,
      block_id: block.id,
      block_name: block.name,
      session_rpe: null,
      counts_of_comments: 1,
      json: [{ id: shown.exercises[0]!.id, name: "Lift 1" }],
    });
    expect(card.end_date).not.toBeNull();
    expect(card.logs).toHaveLength(1);
    expect(card.logs[0]).toMatchObject({
      id: log0!.log.id,
      private: false,
      sets_count: 7,
      videos: [{ id: log0!.video!.id, screenshot_url: `/api/v1/videos/${log0!.video!.id}/thumbnail` }],
    });
    expect(card.logs[0].sets.map((s: { reps: number }) => s.reps)).toEqual([1, 2, 3, 4, 5]);
    expect(JSON.stringify(body)).not.toContain(owner.email);
    expect(JSON.stringify(body)).not.toContain(viewer.email);
  });

  it("gives no screenshot until the thumbnail is ready, and drops a log once unshared", async () => {
    const [owner, viewer] = await Promise.all([createUser(t), createUser(t)]);
    await follow(viewer, owner);
    const s = await socialSession(t, owner, [{ shared: true, video: true, thumbnail: "pending" }]);
    const [card] = (await feed(viewer)).data;
    expect(card.logs[0].videos).toEqual([{ id: s.logs[0]!.video!.id, screenshot_url: null }]);
    await request(t, {
      method: "PATCH",
      url: `/api/v1/logs/${s.logs[0]!.log.id}/update-private-state`,
      payload: { private: true },
      as: owner,
    });
    expect((await feed(viewer)).data).toEqual([]);
  });

  it("limits scope=following to people I follow; everyone shows the rest too", async () => {
    const [followed, stranger, viewer] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    await follow(viewer, followed);
    const mine = await socialSession(t, followed, [{ shared: true, video: true }]);
    const theirs = await socialSession(t, stranger, [{ shared: true, video: true }]);
    expect(ids((await feed(viewer)).data)).toEqual([mine.session.id]);
    const everyone = ids((await feed(viewer, "scope=everyone&perPage=100")).data);
    expect(everyone).toEqual(expect.arrayContaining([mine.session.id, theirs.session.id]));
    // The default scope is everyone, and the static path is not taken for the training /sessions/:id.
    expect(ids((await feed(viewer, "")).data)).toContain(theirs.session.id);
  });

  it("pages in SQL: 26 sessions give 25 then 1, newest first", async () => {
    const [owner, viewer] = await Promise.all([createUser(t), createUser(t)]);
    await follow(viewer, owner);
    const [exercise] = await makeExercises(t, owner);
    const rows = await bulkFeedSessions(t, owner, exercise!.id, 26);
    const newestFirst = ids(rows).reverse();
    const page1 = await feed(viewer);
    expect(ids(page1.data)).toEqual(newestFirst.slice(0, 25));
    expect(page1.pagination).toEqual({
      total: 26,
      lastPage: 2,
      perPage: 25,
      currentPage: 1,
      from: 0,
      to: 25,
    });
    const page2 = await feed(viewer, "scope=following&currentPage=2");
    expect(ids(page2.data)).toEqual(newestFirst.slice(25));
    expect(page2.pagination).toMatchObject({ total: 26, currentPage: 2, from: 25, to: 26 });
  });

  it("serves a page in a fixed number of queries, however many sessions and logs it holds", async () => {
    const [small, big, viewer1, viewer2] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    await follow(viewer1, small);
    await follow(viewer2, big);
    await socialSession(t, small, [{ shared: true, video: true }]);
    for (let i = 0; i < 3; i++) {
      await socialSession(t, big, [
        { shared: true, video: true, sets: 3 },
        { shared: true, video: true, sets: 6 },
      ]);
    }
    // Every statement of either driver goes through its client's query().
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const countQueries = async (viewer: TestUser, sessions: number) => {
      const spy = vi.spyOn(client, "query");
      try {
        expect((await feed(viewer)).data).toHaveLength(sessions);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const forOne = await countQueries(viewer1, 1);
    // One for the feed (the total and the page's cards with their logs, videos, tags and sets) plus the login lookup.
    expect(forOne).toBe(2);
    expect(await countQueries(viewer2, 3)).toBe(forOne);
  });

  it("answers 400 for a bad scope or page size, 401 without login", async () => {
    const viewer = await createUser(t);
    const bad = await get("/sessions/community-sessions?scope=friends&perPage=0", viewer);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["perPage", "scope"]);
    expect((await get("/sessions/community-sessions")).statusCode).toBe(401);
  });
});

describe("GET /api/v1/sessions/community-sessions/:id", () => {
  it("shows one shared session to any member, only its shared logs with a video", async () => {
    const [owner, viewer] = await Promise.all([createUser(t), createUser(t)]);
    const s = await socialSession(t, owner, [
      { shared: true, video: true },
      { shared: false, video: true },
    ]);
    const res = await get(`/sessions/community-sessions/${s.session.id}`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    const [one] = res.json().data;
    expect(one.id).toBe(s.session.id);
    expect(ids(one.logs)).toEqual([s.logs[0]!.log.id]);
  });

  it("answers 404 for an unshared, unfinished or missing session, 400 for a bad id, 401 without login", async () => {
    const [owner, viewer] = await Promise.all([createUser(t), createUser(t)]);
    const hidden = await socialSession(t, owner, [{ shared: false, video: true }]);
    const open = await socialSession(t, owner, [{ shared: true, video: true }], { complete: false });
    expect((await get(`/sessions/community-sessions/${hidden.session.id}`, viewer)).statusCode).toBe(404);
    expect((await get(`/sessions/community-sessions/${open.session.id}`, viewer)).statusCode).toBe(404);
    expect((await get("/sessions/community-sessions/999999999", viewer)).statusCode).toBe(404);
    expect((await get("/sessions/community-sessions/abc", viewer)).statusCode).toBe(400);
    expect((await get(`/sessions/community-sessions/${hidden.session.id}`)).statusCode).toBe(401);
  });
});

describe("what the community sees of a member's session", () => {
  /** A completed session with every private field filled in, one shared log with a video, one private. */
  async function privateDetailsSession() {
    const [owner, viewer, admin] = await Promise.all([createUser(t), createUser(t), createAdmin(t)]);
    const s = await socialSession(
      t,
      owner,
      [
        { shared: true, video: true },
        { shared: false, video: true },
      ],
      { complete: false },
    );
    await completeWithPrivateFields(t, owner, s.session.id);
    return { owner, viewer, admin, s };
  }
  const cardOf = async (as: TestUser, sessionId: number) =>
    (await feed(as, "scope=everyone&perPage=100")).data.find((c: { id: number }) => c.id === sessionId);

  it("never shows another member the notes, session RPE, sleep, bodyweight, calories or caffeine", async () => {
    const { owner, viewer, s } = await privateDetailsSession();
    const single = await get(`/sessions/community-sessions/${s.session.id}`, viewer);
    expect(single.statusCode, single.body).toBe(200);
    for (const card of [await cardOf(viewer, s.session.id), single.json().data[0]]) {
      expect(card).toMatchObject({ id: s.session.id, name: "Heavy day", ...NULLED_SESSION_FIELDS });
      expect(card.end_date).not.toBeNull();
      expect(ids(card.logs)).toEqual([s.logs[0]!.log.id]);
      expect(card.json).toEqual([{ id: s.exercises[0]!.id, name: "Lift 1" }]);
    }
    expect(JSON.stringify(single.json())).not.toContain(PRIVATE_SESSION_FIELDS.notes);
    // The owner's own card keeps them.
    expect(await cardOf(owner, s.session.id)).toMatchObject(PRIVATE_SESSION_FIELDS);
  });

  it("keeps the private fields for an admin, still showing only the shared logs", async () => {
    const { admin, s } = await privateDetailsSession();
    const card = await cardOf(admin, s.session.id);
    expect(card).toMatchObject(PRIVATE_SESSION_FIELDS);
    expect(ids(card.logs)).toEqual([s.logs[0]!.log.id]);
  });

  it("drops a disabled member's sessions from the feed and the single community session", async () => {
    const [owner, viewer] = await Promise.all([createUser(t), createUser(t)]);
    await follow(viewer, owner);
    const s = await socialSession(t, owner, [{ shared: true, video: true }]);
    expect(ids((await feed(viewer)).data)).toEqual([s.session.id]);
    await disableUser(t, owner);
    expect(ids((await feed(viewer, "scope=everyone&perPage=100")).data)).not.toContain(s.session.id);
    expect((await feed(viewer)).pagination.total).toBe(0);
    expect((await get(`/sessions/community-sessions/${s.session.id}`, viewer)).statusCode).toBe(404);
  });
});

describe("GET /api/v1/sessions/sessions-with-videos/:userId", () => {
  it("lists my sessions that have a video, private or shared, newest first", async () => {
    const [owner, other] = await Promise.all([createUser(t), createUser(t)]);
    const shared = await socialSession(t, owner, [{ shared: true, video: true, thumbnail: "ready" }]);
    await socialSession(t, owner, [{ shared: true }]);
    const unfinished = await socialSession(t, owner, [{ video: true }, { video: true }], { complete: false });
    await socialSession(t, other, [{ shared: true, video: true }]);

    const res = await get(`/sessions/sessions-with-videos/${owner.id}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(ids(data)).toEqual([unfinished.session.id, shared.session.id]);
    expect(data[0].videos).toEqual(
      unfinished.logs.map((l) => ({ id: l.video!.id, log_id: l.log.id, screenshot_url: null })),
    );
    expect(data[1].videos).toEqual([
      {
        id: shared.logs[0]!.video!.id,
        log_id: shared.logs[0]!.log.id,
        screenshot_url: `/api/v1/videos/${shared.logs[0]!.video!.id}/thumbnail`,
      },
    ]);
    expect(data[1].json).toEqual([{ id: shared.exercises[0]!.id, name: "Lift 1" }]);
    expect(res.body).not.toContain(owner.email);
  });

  it("refuses another user's list (403), bad ids (400), no login (401)", async () => {
    const [owner, other] = await Promise.all([createUser(t), createUser(t)]);
    await socialSession(t, owner, [{ video: true }]);
    expect((await get(`/sessions/sessions-with-videos/${owner.id}`, other)).statusCode).toBe(403);
    const bad = await get(`/sessions/sessions-with-videos/abc`, owner);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["userId"]);
    expect((await get(`/sessions/sessions-with-videos/${owner.id}`)).statusCode).toBe(401);
  });
});

describe("the feed page statements", () => {
  it("answer exactly what the logs-first page answered, for every scope, viewer and page", async () => {
    const [a, b, viewer, admin] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
      createAdmin(t),
    ]);
    await follow(viewer, a);
    await t.database.db.update(users).set({ e1rmMethod: "rpe-table" }).where(eq(users.id, b.id));
    for (const [owner, n] of [
      [a, 0],
      [b, 1],
      [a, 2],
      [b, 3],
      [a, 4],
    ] as const) {
      const made = await socialSession(t, owner, [
        { shared: true, video: true, sets: 2 + n, thumbnail: n % 2 ? "ready" : undefined },
        { shared: n % 2 === 0, video: true, sets: 6 },
        { shared: true, video: n === 3, sets: 1 },
      ]);
      // Tags on the shown logs, two on one of them, so their order and grouping are compared too.
      const [first, second] = made.logs.map((l) => l.log.id);
      // A planned set (not shown to others, nor counted) and one with an RPE for the e1RM methods.
      const row = (log: { id: number; session_id: number; exercise_id: number }, position: number) => ({
        userId: owner.id,
        logId: log.id,
        sessionId: log.session_id,
        exerciseId: log.exercise_id,
        weightUnit: "kg" as const,
        position,
      });
      await t.database.db.insert(sets).values([
        { ...row(made.logs[0]!.log, 0), reps: 3, weight: 150, rpe: 8.5, done: false },
        { ...row(made.logs[1]!.log, 99), reps: 2, weight: 160, rpe: 9 },
      ]);
      await t.database.db.insert(tags).values([
        { userId: owner.id, logId: first!, name: `b${n}` },
        { userId: owner.id, logId: first!, name: `a${n}` },
        { userId: owner.id, logId: second!, name: `c${n}` },
      ]);
    }
    for (const who of [viewer, admin, a])
      for (const followingOnly of [false, true])
        for (const [limit, offset] of [
          [2, 0],
          [2, 2],
          [25, 0],
        ] as const) {
          const p = { viewer: { id: who.id, role: who.role }, followingOnly, limit, offset };
          expect(await loadFeedPage(t.database.db, p)).toStrictEqual(
            await legacyLoadFeedPage(t.database.db, p),
          );
        }
  });
});
