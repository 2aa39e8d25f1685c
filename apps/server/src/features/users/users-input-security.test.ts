import { describe, expect, it } from "vitest";
import { createAdmin, createUser, request, useTestApp } from "../../test/harness.js";
import { findUserById } from "./users.queries.js";

const t = useTestApp();

describe("bad input answers 4xx, never 500", () => {
  it("a NUL character in text is a 400 wherever it reaches PostgreSQL", async () => {
    const [user, admin] = await Promise.all([createUser(t), createAdmin(t)]);
    const personal = await request(t, {
      method: "PATCH",
      url: `/api/v1/users/${user.id}/update-personal-information`,
      payload: { first_name: "a\u0000b" },
      as: user,
    });
    expect(personal.statusCode, personal.body).toBe(400);
    const search = await request(t, {
      method: "GET",
      url: "/api/v1/variables/open-powerlifting?q=abc%00",
      as: user,
    });
    expect(search.statusCode, search.body).toBe(400);
    const users = await request(t, { method: "GET", url: "/api/v1/users?search=%00", as: admin });
    expect(users.statusCode, users.body).toBe(400);
  });

  it("a body of only forbidden fields (role, verified, deleted) changes nothing and is not a 500", async () => {
    const user = await createUser(t);
    const res = await request(t, {
      method: "PATCH",
      url: `/api/v1/users/${user.id}/update-personal-information`,
      payload: { role: "admin", verified: false, deleted: true },
      as: user,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await findUserById(t.database.db, user.id);
    expect(after).toMatchObject({ role: "user", verified: true, deleted: false });
  });

  it("an account-information body that changes nothing is not a 500", async () => {
    const user = await createUser(t);
    for (const payload of [{}, { username: user.username }, { role: "admin" }]) {
      const res = await request(t, {
        method: "PATCH",
        url: `/api/v1/users/${user.id}/update-account-information`,
        payload,
        as: user,
      });
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(200);
    }
    expect((await findUserById(t.database.db, user.id))?.role).toBe("user");
  });
});
