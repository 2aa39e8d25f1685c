import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { comments } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { disableUser, socialSession } from "../../test/fixtures/social.js";
import { errorPaths, first } from "../../test/fixtures/training.js";

const t = useTestApp();

const post = (as: TestUser | undefined, payload: object) =>
  request(t, { method: "POST", url: "/api/v1/comments", payload, as });
const list = (sessionId: number | string, as?: TestUser) =>
  request(t, { method: "GET", url: `/api/v1/comments/sessions/${sessionId}`, as });
const remove = (id: number | string, as?: TestUser) =>
  request(t, { method: "DELETE", url: `/api/v1/comments/${id}`, as });
const commentRow = async (id: number) =>
  (await t.database.db.select().from(comments).where(eq(comments.id, id)))[0];

/** An owner with a session holding a shared log, a private session, and another user. */
async function setup() {
  const [owner, other] = await Promise.all([createUser(t), createUser(t)]);
  const shared = await socialSession(t, owner, [{ shared: true }, { shared: false }]);
  const hidden = await socialSession(t, owner, [{ shared: false }]);
  return { owner, other, shared: shared.session, hidden: hidden.session };
}

describe("POST /api/v1/comments", () => {
  it("adds a trimmed comment on a shared session (201) with the comment's own time", async () => {
    const { owner, other, shared } = await setup();
    const before = Date.now();
    const data = first(
      await post(other, { session_id: shared.id, comment: "  Nice depth!  ", user_id: other.id }),
    );
    expect(data).toMatchObject({
      user_id: other.id,
      session_id: shared.id,
      comment: "Nice depth!",
      username: other.username,
      profile_picture_url: null,
    });
    // Not the author's account creation date (the original's alias bug).
    expect(Date.parse(data.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(data.created_at).not.toBe(other.createdAt.toISOString());
    expect(await commentRow(data.id)).toMatchObject({
      userId: other.id,
      sessionId: shared.id,
      comment: "Nice depth!",
    });
    // The owner comments their own session too.
    first(await post(owner, { session_id: shared.id, comment: "Thanks" }));
  });

  it("answers 400 per field: empty, whitespace, 501 characters, missing session", async () => {
    const { other, shared } = await setup();
    const cases: [object, string[]][] = [
      [{ session_id: shared.id, comment: "" }, ["comment"]],
      [{ session_id: shared.id, comment: "   " }, ["comment"]],
      [{ session_id: shared.id, comment: "x".repeat(501) }, ["comment"]],
      [{ comment: "hi" }, ["session_id"]],
      [{ session_id: "abc", comment: 5 }, ["comment", "session_id"]],
    ];
    for (const [payload, paths] of cases) {
      const res = await post(other, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorPaths(res), JSON.stringify(payload)).toEqual(paths);
    }
    expect(await t.database.db.$count(comments, eq(comments.sessionId, shared.id))).toBe(0);
    first(await post(other, { session_id: shared.id, comment: "x".repeat(500) }));
  });

  it("hides a session with no shared log (404), comments as the caller whatever user_id says, needs a login (401)", async () => {
    const { owner, other, shared, hidden } = await setup();
    expect((await post(other, { session_id: hidden.id, comment: "hi" })).statusCode).toBe(404);
    expect((await post(other, { session_id: 999999999, comment: "hi" })).statusCode).toBe(404);
    // Naming the owner opens nothing: the session decides.
    expect((await post(other, { session_id: hidden.id, comment: "hi", user_id: owner.id })).statusCode).toBe(
      404,
    );
    expect((await post(undefined, { session_id: shared.id, comment: "hi" })).statusCode).toBe(401);
    expect(await t.database.db.$count(comments, eq(comments.sessionId, shared.id))).toBe(0);
    // A body's user_id only repeats who is acting: the comment is the caller's.
    const stale = first(await post(other, { session_id: shared.id, comment: "hi", user_id: owner.id }));
    expect(stale.user_id).toBe(other.id);
    // The owner may comment their own private session.
    first(await post(owner, { session_id: hidden.id, comment: "note to self" }));
  });
});

describe("GET /api/v1/comments/sessions/:sessionId", () => {
  it("lists comments oldest first with author names and no account data", async () => {
    const { owner, other, shared } = await setup();
    const c1 = first(await post(other, { session_id: shared.id, comment: "first" }));
    const c2 = first(await post(owner, { session_id: shared.id, comment: "second" }));
    const res = await list(shared.id, other);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual([c1, c2]);
    expect(Object.keys(data[0]).sort()).toEqual(
      ["comment", "created_at", "id", "profile_picture_url", "session_id", "user_id", "username"].sort(),
    );
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toContain("password");
    expect(res.body).not.toContain("argon2");
  });

  it("answers 404 for someone else's private session, 400 for a bad id, 401 without login", async () => {
    const { owner, other, hidden } = await setup();
    first(await post(owner, { session_id: hidden.id, comment: "private" }));
    expect((await list(hidden.id, other)).statusCode).toBe(404);
    expect((await list(hidden.id, owner)).json().data).toHaveLength(1);
    const bad = await list("abc", other);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["sessionId"]);
    expect((await list(hidden.id)).statusCode).toBe(401);
  });
});

describe("comments and disabled members", () => {
  it("hides a disabled owner's session from other members (404) and a disabled author's comments", async () => {
    const { owner, other, shared } = await setup();
    const third = await createUser(t);
    const kept = first(await post(other, { session_id: shared.id, comment: "kept" }));
    first(await post(third, { session_id: shared.id, comment: "gone" }));
    await disableUser(t, third);
    expect((await list(shared.id, other)).json().data).toEqual([kept]);
    const details = await request(t, { method: "GET", url: `/api/v1/sessions/${shared.id}`, as: owner });
    expect(first(details, 200).counts_of_comments).toBe(1);

    await disableUser(t, owner);
    expect((await list(shared.id, other)).statusCode).toBe(404);
    expect((await post(other, { session_id: shared.id, comment: "hello?" })).statusCode).toBe(404);
  });
});

describe("DELETE /api/v1/comments/:id", () => {
  it("lets the author delete (200), refuses anyone else (403, row kept), 404 when missing", async () => {
    const { owner, other, shared } = await setup();
    const mine = first(await post(other, { session_id: shared.id, comment: "mine" }));
    // Even the session owner cannot delete another's comment.
    const refused = await remove(mine.id, owner);
    expect(refused.statusCode).toBe(403);
    expect(await commentRow(mine.id)).toBeDefined();
    expect((await remove(mine.id)).statusCode).toBe(401);
    expect(first(await remove(mine.id, other), 200)).toEqual({ id: mine.id });
    expect(await commentRow(mine.id)).toBeUndefined();
    expect((await remove(mine.id, other)).statusCode).toBe(404);
    const bad = await remove("abc", other);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["id"]);
  });
});

describe("comment rate limit", () => {
  it("allows 300 comments per account in the window, then answers 429 without writing", async () => {
    const { other, shared } = await setup();
    for (let i = 0; i < 300; i++) {
      const res = await post(other, { session_id: shared.id, comment: `c${i}` });
      expect(res.statusCode).toBe(201);
    }
    const refused = await post(other, { session_id: shared.id, comment: "one too many" });
    expect(refused.statusCode).toBe(429);
    expect(await t.database.db.$count(comments, eq(comments.sessionId, shared.id))).toBe(300);
  });
});
