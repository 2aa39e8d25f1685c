import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { follows, users } from "../../db/schema/index.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { errorPaths, first } from "../../test/fixtures/training.js";

const t = useTestApp();

const call = (method: "GET" | "POST" | "DELETE", url: string, as?: TestUser) =>
  request(t, { method, url: `/api/v1${url}`, as });
const isFollowing = async (followerId: number, followingId: number) =>
  (await t.database.db.$count(
    follows,
    and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)),
  )) === 1;
const listsOf = async (userId: number, as: TestUser) =>
  first(await call("GET", `/users/${userId}/followers`, as), 200);

describe("POST /api/v1/users/:id/follow", () => {
  it("follows (201), then answers 200 without a second row", async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    const res = await call("POST", `/users/${b.id}/follow`, a);
    expect(first(res)).toEqual({ follower_id: a.id, following_id: b.id });
    expect(await isFollowing(a.id, b.id)).toBe(true);
    const again = await call("POST", `/users/${b.id}/follow`, a);
    expect(again.statusCode).toBe(200);
    expect(await t.database.db.$count(follows, eq(follows.followerId, a.id))).toBe(1);
  });

  it("refuses following yourself (400) and bad ids (400 on the id)", async () => {
    const a = await createUser(t);
    const self = await call("POST", `/users/${a.id}/follow`, a);
    expect(self.statusCode).toBe(400);
    expect(errorPaths(self)).toEqual(["id"]);
    const bad = await call("POST", `/users/abc/follow`, a);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["id"]);
    expect(await t.database.db.$count(follows, eq(follows.followerId, a.id))).toBe(0);
  });

  it("answers 404 for an unknown or disabled user", async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    await t.database.db.update(users).set({ deleted: true }).where(eq(users.id, b.id));
    expect((await call("POST", `/users/${b.id}/follow`, a)).statusCode).toBe(404);
    expect((await call("POST", `/users/999999999/follow`, a)).statusCode).toBe(404);
    expect(await isFollowing(a.id, b.id)).toBe(false);
  });

  it("needs a login (401)", async () => {
    const b = await createUser(t);
    expect((await call("POST", `/users/${b.id}/follow`)).statusCode).toBe(401);
    expect(await t.database.db.$count(follows, eq(follows.followingId, b.id))).toBe(0);
  });
});

describe("DELETE /api/v1/users/:id/follow and /follower", () => {
  it("unfollows, and removes a follower from my list only", async () => {
    const [a, b, c] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    await call("POST", `/users/${b.id}/follow`, a);
    await call("POST", `/users/${a.id}/follow`, c);
    await call("POST", `/users/${b.id}/follow`, c);

    expect(first(await call("DELETE", `/users/${b.id}/follow`, a), 200)).toEqual({
      follower_id: a.id,
      following_id: b.id,
    });
    expect(await isFollowing(a.id, b.id)).toBe(false);

    expect(first(await call("DELETE", `/users/${c.id}/follower`, a), 200)).toEqual({
      follower_id: c.id,
      following_id: a.id,
    });
    expect(await isFollowing(c.id, a.id)).toBe(false);
    // c still follows b: removing c from MY followers touches nobody else's.
    expect(await isFollowing(c.id, b.id)).toBe(true);
  });

  it("is idempotent for a pair that does not exist, 404 for an unknown user, 400 for a bad id, 401 without login", async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    expect((await call("DELETE", `/users/${b.id}/follow`, a)).statusCode).toBe(200);
    expect((await call("DELETE", `/users/${b.id}/follower`, a)).statusCode).toBe(200);
    expect((await call("DELETE", `/users/999999999/follow`, a)).statusCode).toBe(404);
    expect((await call("DELETE", `/users/999999999/follower`, a)).statusCode).toBe(404);
    const bad = await call("DELETE", `/users/0/follower`, a);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["id"]);
    await call("POST", `/users/${b.id}/follow`, a);
    expect((await call("DELETE", `/users/${b.id}/follow`)).statusCode).toBe(401);
    expect((await call("DELETE", `/users/${a.id}/follower`)).statusCode).toBe(401);
    expect(await isFollowing(a.id, b.id)).toBe(true);
  });
});

describe("GET /api/v1/users/:userId/followers", () => {
  it("lists followers and followings by username, with public fields only, to any logged-in user", async () => {
    const [a, b, c, viewer] = await Promise.all([
      createUser(t, { firstName: "Ann", lastName: "Lee" }),
      createUser(t, { username: `zz${Date.now()}` }),
      createUser(t, { username: `aa${Date.now()}`, firstName: "Cy" }),
      createUser(t),
    ]);
    await call("POST", `/users/${a.id}/follow`, b);
    await call("POST", `/users/${a.id}/follow`, c);
    await call("POST", `/users/${c.id}/follow`, a);

    const data = await listsOf(a.id, viewer);
    expect(data).toEqual({
      user: {
        id: a.id,
        username: a.username,
        first_name: "Ann",
        last_name: "Lee",
        followers: [
          { id: c.id, username: c.username, first_name: "Cy", last_name: null },
          { id: b.id, username: b.username, first_name: null, last_name: null },
        ],
        followings: [{ id: c.id, username: c.username, first_name: "Cy", last_name: null }],
      },
    });
    const body = JSON.stringify(data);
    for (const u of [a, b, c]) expect(body).not.toContain(u.email);
    expect(body).not.toContain("@");
  });

  it("leaves disabled accounts out, 404 for an unknown user, 400 for a bad id, 401 without login", async () => {
    const [a, b, viewer] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    await call("POST", `/users/${a.id}/follow`, b);
    await t.database.db.update(users).set({ deleted: true }).where(eq(users.id, b.id));
    expect((await listsOf(a.id, viewer)).user.followers).toEqual([]);
    expect((await call("GET", `/users/999999999/followers`, viewer)).statusCode).toBe(404);
    const bad = await call("GET", `/users/x/followers`, viewer);
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["userId"]);
    expect((await call("GET", `/users/${a.id}/followers`)).statusCode).toBe(401);
  });
});
