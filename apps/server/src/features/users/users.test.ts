import { describe, expect, it } from "vitest";
import { createUser, request, useTestApp } from "../../test/harness.js";
import { updateUser } from "./users.queries.js";

const t = useTestApp();

describe("GET /api/v1/users/profile/:username", () => {
  it("shows a member's public profile to another member, case-insensitively, without private fields", async () => {
    const [owner, viewer] = await Promise.all([
      createUser(t, { firstName: "Ada", bio: "Squats" }),
      createUser(t),
    ]);
    const res = await request(t, {
      method: "GET",
      url: `/api/v1/users/profile/${owner.username.toUpperCase()}`,
      as: viewer,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: owner.id,
        username: owner.username,
        first_name: "Ada",
        last_name: null,
        bio: "Squats",
        profile_picture_url: null,
      },
    ]);
    expect(res.body).not.toContain(owner.email);
  });

  it("answers 404 for an unknown or disabled member, 401 without login", async () => {
    const [gone, viewer] = await Promise.all([createUser(t), createUser(t)]);
    await updateUser(t.database.db, gone.id, { deleted: true });
    expect(
      (await request(t, { method: "GET", url: `/api/v1/users/profile/${gone.username}`, as: viewer }))
        .statusCode,
    ).toBe(404);
    expect(
      (await request(t, { method: "GET", url: "/api/v1/users/profile/nobody_here", as: viewer })).statusCode,
    ).toBe(404);
    expect(
      (await request(t, { method: "GET", url: `/api/v1/users/profile/${viewer.username}` })).statusCode,
    ).toBe(401);
  });

  it("answers 400 for a username that is too long", async () => {
    const viewer = await createUser(t);
    const res = await request(t, {
      method: "GET",
      url: `/api/v1/users/profile/${"x".repeat(60)}`,
      as: viewer,
    });
    expect(res.statusCode).toBe(400);
  });
});
