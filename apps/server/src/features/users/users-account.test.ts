import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUser,
  ORIGIN,
  request,
  sessionCookie,
  type TestApp,
  type TestUser,
} from "../../test/harness.js";
import { findUserById } from "./users.queries.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const personal = (as: TestUser | undefined, id: number, payload: object) =>
  request(t, { method: "PATCH", url: `/api/v1/users/${id}/update-personal-information`, as, payload });
const account = (as: TestUser | undefined, id: number, payload: object) =>
  request(t, { method: "PATCH", url: `/api/v1/users/${id}/update-account-information`, as, payload });
const whoAmI = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/v1/users/check-authentication", headers: { cookie } });

/** A second login of the same user (another browser). */
async function secondSession(user: TestUser, password = user.password): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { origin: ORIGIN },
    payload: { email: user.email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

describe("PATCH /api/v1/users/:id/update-personal-information", () => {
  it("updates names, bio, birth date and a weight with decimals", async () => {
    const user = await createUser(t);
    const res = await personal(user, user.id, {
      first_name: " Ada ",
      last_name: "Lovelace",
      bio: "Squats",
      birth_date: "1990-05-17",
      weight: 82.35,
      weight_unit: "lbs",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Updated personal information!");
    expect(res.json().data[0]).toMatchObject({
      first_name: "Ada",
      last_name: "Lovelace",
      bio: "Squats",
      birth_date: "1990-05-17",
      weight: 82.35,
      weight_unit: "lbs",
    });
    // An emptied field clears it; an absent one is left alone.
    const cleared = await personal(user, user.id, { bio: "" });
    expect(cleared.json().data[0]).toMatchObject({ bio: null, first_name: "Ada" });
  });

  it("ignores role, verified and deleted in a member's request", async () => {
    const user = await createUser(t);
    const res = await personal(user, user.id, {
      first_name: "Eve",
      role: "admin",
      verified: false,
      deleted: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await findUserById(t.database.db, user.id);
    expect([row!.role, row!.verified, row!.deleted, row!.firstName]).toEqual(["user", true, false, "Eve"]);
  });

  it("answers 400 with field messages for bad values", async () => {
    const user = await createUser(t);
    const res = await personal(user, user.id, {
      birth_date: "2999-01-01",
      weight: -3,
      first_name: "x".repeat(101),
    });
    expect(res.statusCode, res.body).toBe(400);
    const paths = res
      .json()
      .errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual(["birth_date", "first_name", "weight"]);
  });

  it("refuses another member's profile (403) and anonymous calls (401); an admin may edit", async () => {
    const [user, other, admin] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t, { role: "admin" }),
    ]);
    expect((await personal(other, user.id, { first_name: "Mallory" })).statusCode).toBe(403);
    expect((await personal(undefined, user.id, { first_name: "Mallory" })).statusCode).toBe(401);
    expect((await personal(admin, user.id, { first_name: "Fixed" })).statusCode).toBe(200);
    expect((await findUserById(t.database.db, user.id))!.firstName).toBe("Fixed");
  });
});

describe("PATCH /api/v1/users/:id/update-account-information", () => {
  it("changes the username, refusing one taken by another account ignoring case", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const taken = await account(user, user.id, { username: other.username.toUpperCase() });
    expect(taken.statusCode, taken.body).toBe(400);
    expect(taken.json().errors).toEqual([{ msg: "Username is already taken!", path: "username" }]);
    const fresh = `n${user.username}`.slice(0, 20);
    const res = await account(user, user.id, { username: fresh });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Updated account information!");
    expect(res.json().data[0].username).toBe(fresh);
  });

  it("a new e-mail makes the account unverified and mails a verification link that works", async () => {
    const user = await createUser(t);
    const email = `new-${user.username}@example.test`;
    const res = await account(user, user.id, { email: email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({ email, verified: false });
    // The current session goes on; logging in again waits for the link.
    expect((await whoAmI(user.cookie)).statusCode).toBe(200);
    const mail = [...(await t.mails())].reverse().find((m) => m.to === email);
    const link = mail!.links.find((l) => l.includes("/verify-email/"))!;
    const url = new URL(link);
    const uid = url.pathname.split("/").pop();
    const verify = await t.app.inject({
      method: "GET",
      url: `/api/auth/verify-email/${uid}?token=${url.searchParams.get("token")}`,
    });
    expect(verify.statusCode, verify.body).toBeLessThan(400);
    expect((await findUserById(t.database.db, user.id))!.verified).toBe(true);
  });

  it("refuses an e-mail already used by another account", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const res = await account(user, user.id, { email: other.email });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].path).toBe("email");
  });

  it("a new password needs the current one, is hashed, and ends the other sessions only", async () => {
    const user = await createUser(t);
    const otherBrowser = await secondSession(user);
    const missing = await account(user, user.id, { password: "a brand new password" });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().errors[0].path).toBe("current_password");
    const wrong = await account(user, user.id, {
      password: "a brand new password",
      current_password: "nope",
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().errors[0].path).toBe("current_password");
    expect((await whoAmI(otherBrowser)).statusCode).toBe(200);

    const res = await account(user, user.id, {
      password: "a brand new password",
      current_password: user.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await findUserById(t.database.db, user.id);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await whoAmI(user.cookie)).statusCode).toBe(200);
    expect((await whoAmI(otherBrowser)).statusCode).toBe(401);
    await secondSession(user, "a brand new password");
  });

  it("refuses another member's account (403) and anonymous calls (401)", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    expect((await account(other, user.id, { username: "stolen_name" })).statusCode).toBe(403);
    expect((await account(undefined, user.id, { username: "stolen_name" })).statusCode).toBe(401);
  });
});

describe("GET and PATCH /api/v1/users/:id", () => {
  it("shows a user to its owner and to an admin, 403 to another member", async () => {
    const [user, other, admin] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t, { role: "admin" }),
    ]);
    const own = await request(t, { method: "GET", url: `/api/v1/users/${user.id}`, as: user });
    expect(own.statusCode).toBe(200);
    expect(own.json().data[0]).toMatchObject({ id: user.id, email: user.email });
    expect(own.body).not.toContain("password");
    expect((await request(t, { method: "GET", url: `/api/v1/users/${user.id}`, as: admin })).statusCode).toBe(
      200,
    );
    expect((await request(t, { method: "GET", url: `/api/v1/users/${user.id}`, as: other })).statusCode).toBe(
      403,
    );
    expect((await request(t, { method: "GET", url: `/api/v1/users/999999`, as: admin })).statusCode).toBe(
      404,
    );
  });

  it("lets an admin change only the changed fields; username and e-mail stay read-only", async () => {
    const [user, admin] = await Promise.all([
      createUser(t, { firstName: "Old" }),
      createUser(t, { role: "admin" }),
    ]);
    const res = await request(t, {
      method: "PATCH",
      url: `/api/v1/users/${user.id}`,
      as: admin,
      payload: { first_name: "New", verified: false, username: "hijacked", email: "x@example.test" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      first_name: "New",
      verified: false,
      username: user.username,
      email: user.email,
    });
  });

  it("admin disable ends the member's sessions and keeps the data; re-activation lets them log in", async () => {
    const [user, admin] = await Promise.all([createUser(t), createUser(t, { role: "admin" })]);
    const patch = (deleted: boolean) =>
      request(t, { method: "PATCH", url: `/api/v1/users/${user.id}`, as: admin, payload: { deleted } });
    expect((await patch(true)).json().data[0].deleted).toBe(true);
    expect((await whoAmI(user.cookie)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: ORIGIN },
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(await findUserById(t.database.db, user.id)).toBeDefined();
    expect((await patch(false)).json().data[0].deleted).toBe(false);
    await secondSession(user);
  });

  it("is the admin's alone: a member gets 403 even on their own account; an admin cannot disable themself", async () => {
    const [user, admin] = await Promise.all([createUser(t), createUser(t, { role: "admin" })]);
    const own = await request(t, {
      method: "PATCH",
      url: `/api/v1/users/${user.id}`,
      as: user,
      payload: { role: "admin" },
    });
    expect(own.statusCode).toBe(403);
    expect((await findUserById(t.database.db, user.id))!.role).toBe("user");
    const self = await request(t, {
      method: "PATCH",
      url: `/api/v1/users/${admin.id}`,
      as: admin,
      payload: { deleted: true },
    });
    expect(self.statusCode).toBe(400);
  });
});

describe("API keys and the account", () => {
  it("a key may not change the account information nor delete the account", async () => {
    const user = await createUser(t);
    const created = await request(t, { method: "POST", url: "/api/v1/api-keys/", as: user, payload: {} });
    expect(created.statusCode, created.body).toBe(201);
    const key: string = created.json().data[0].key;
    const withKey = (method: "PATCH" | "DELETE", url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } });
    const edit = await withKey("PATCH", `/api/v1/users/${user.id}/update-account-information`, {
      email: `taken-over-${user.username}@example.test`,
    });
    expect(edit.statusCode, edit.body).toBe(403);
    expect((await withKey("DELETE", `/api/v1/users/${user.id}`)).statusCode).toBe(403);
    expect((await findUserById(t.database.db, user.id))!.email).toBe(user.email);
  });
});
