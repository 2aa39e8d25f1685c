import { describe, expect, it } from "vitest";
import {
  createAdmin,
  createUser,
  login,
  loginAs,
  request,
  useTestApp,
  whoAmI,
  type TestUser,
} from "../../test/harness.js";
import { findUserById } from "./users.queries.js";

const t = useTestApp();

const personal = (as: TestUser | undefined, id: number, payload: object) =>
  request(t, { method: "PATCH", url: `/api/v1/users/${id}/update-personal-information`, as, payload });
const account = (as: TestUser | undefined, id: number, payload: object) =>
  request(t, { method: "PATCH", url: `/api/v1/users/${id}/update-account-information`, as, payload });

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

  it("sets, returns and clears the account's time zone; refuses one that is not IANA (400)", async () => {
    const user = await createUser(t);
    expect((await whoAmI(t, user.cookie)).json().data[0].timezone).toBeNull();
    const set = await personal(user, user.id, { timezone: "Europe/Berlin" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data[0].timezone).toBe("Europe/Berlin");
    expect((await findUserById(t.database.db, user.id))!.timezone).toBe("Europe/Berlin");
    // Returned with the user: at login, by the session check and by GET /users/:id.
    const loggedIn = await login(t, { email: user.email, password: user.password });
    expect(loggedIn.json().data[0].timezone).toBe("Europe/Berlin");
    expect((await whoAmI(t, user.cookie)).json().data[0].timezone).toBe("Europe/Berlin");
    const own = await request(t, { method: "GET", url: `/api/v1/users/${user.id}`, as: user });
    expect(own.json().data[0].timezone).toBe("Europe/Berlin");
    for (const bad of ["Mars/Olympus_Mons", "+01:00", 5]) {
      const res = await personal(user, user.id, { timezone: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(["timezone"]);
    }
    // Other fields leave it alone; null clears it (UTC).
    expect((await personal(user, user.id, { bio: "x" })).json().data[0].timezone).toBe("Europe/Berlin");
    expect((await personal(user, user.id, { timezone: null })).json().data[0].timezone).toBeNull();
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
    const [user, other, admin] = await Promise.all([createUser(t), createUser(t), createAdmin(t)]);
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
    const res = await account(user, user.id, {
      email: email.toUpperCase(),
      current_password: user.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({ email, verified: false });
    // The current session goes on; logging in again waits for the link.
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(200);
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
    const res = await account(user, user.id, { email: other.email, current_password: user.password });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].path).toBe("email");
  });

  it("a new e-mail needs the current password: missing or wrong is a 400 on current_password", async () => {
    const user = await createUser(t);
    const email = `moved-${user.username}@example.test`;
    const missing = await account(user, user.id, { email });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().errors).toEqual([
      { msg: "Please enter your current password to change your e-mail", path: "current_password" },
    ]);
    const wrong = await account(user, user.id, { email, current_password: "not my password" });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().errors).toEqual([
      { msg: "The current password is wrong!", path: "current_password" },
    ]);
    expect((await findUserById(t.database.db, user.id))!.email).toBe(user.email);
    // The same address again is no change, so it needs no password (the form may send it as is).
    expect((await account(user, user.id, { email: user.email })).statusCode).toBe(200);
  });

  it("an admin changes another member's e-mail without that member's password", async () => {
    const [user, admin] = await Promise.all([createUser(t), createAdmin(t)]);
    const email = `fixed-${user.username}@example.test`;
    const res = await account(admin, user.id, { email });
    expect(res.statusCode, res.body).toBe(200);
    expect((await findUserById(t.database.db, user.id))!.email).toBe(email);
    // Their own e-mail is a change by an owner: the admin's password is asked like anyone's.
    const own = await account(admin, admin.id, { email: `own-${admin.username}@example.test` });
    expect(own.statusCode, own.body).toBe(400);
    expect(own.json().errors[0].path).toBe("current_password");
  });

  it("a new password needs the current one, is hashed, and ends the other sessions only", async () => {
    const user = await createUser(t);
    const otherBrowser = await loginAs(t, user);
    const missing = await account(user, user.id, { password: "a brand new password" });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().errors[0].path).toBe("current_password");
    const wrong = await account(user, user.id, {
      password: "a brand new password",
      current_password: "nope",
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().errors[0].path).toBe("current_password");
    expect((await whoAmI(t, otherBrowser)).statusCode).toBe(200);

    const res = await account(user, user.id, {
      password: "a brand new password",
      current_password: user.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await findUserById(t.database.db, user.id);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(200);
    expect((await whoAmI(t, otherBrowser)).statusCode).toBe(401);
    await loginAs(t, user, "a brand new password");
  });

  it("refuses another member's account (403) and anonymous calls (401)", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    expect((await account(other, user.id, { username: "stolen_name" })).statusCode).toBe(403);
    expect((await account(undefined, user.id, { username: "stolen_name" })).statusCode).toBe(401);
  });
});

describe("GET and PATCH /api/v1/users/:id", () => {
  it("shows a user to its owner and to an admin, 403 to another member", async () => {
    const [user, other, admin] = await Promise.all([createUser(t), createUser(t), createAdmin(t)]);
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
    const [user, admin] = await Promise.all([createUser(t, { firstName: "Old" }), createAdmin(t)]);
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
    const [user, admin] = await Promise.all([createUser(t), createAdmin(t)]);
    const patch = (deleted: boolean) =>
      request(t, { method: "PATCH", url: `/api/v1/users/${user.id}`, as: admin, payload: { deleted } });
    expect((await patch(true)).json().data[0].deleted).toBe(true);
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(401);
    expect((await login(t, user)).statusCode).toBe(403);
    expect(await findUserById(t.database.db, user.id)).toBeDefined();
    expect((await patch(false)).json().data[0].deleted).toBe(false);
    await loginAs(t, user);
  });

  it("is the admin's alone: a member gets 403 even on their own account; an admin cannot disable themself", async () => {
    const [user, admin] = await Promise.all([createUser(t), createAdmin(t)]);
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
