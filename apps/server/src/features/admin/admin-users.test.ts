import { count, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { createAdmin, createUser, request, unique, useTestApp, type TestUser } from "../../test/harness.js";
import { LISTED_USER_FIELDS } from "../../test/fixtures/users.js";

const t = useTestApp();
let admin: TestUser;
beforeAll(async () => {
  admin = await createAdmin(t);
});

const get = (url: string, as: TestUser = admin) => request(t, { method: "GET", url, as });
const post = (url: string, payload?: object, as: TestUser = admin) =>
  request(t, { method: "POST", url, as, ...(payload ? { payload } : {}) });

describe("GET /api/v1/users (admin list)", () => {
  it("pages in SQL, newest first, with the admin's columns and never a password hash", async () => {
    // The admin and two members: a second page exists even when this file runs first on a new database.
    await createUser(t);
    await createUser(t);
    const res = await get("/api/v1/users?perPage=2&currentPage=1&cache=false");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(2);
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
    expect(Object.keys(body.data[0]).sort()).toEqual([...LISTED_USER_FIELDS].sort());
    expect(body.pagination).toMatchObject({ perPage: 2, currentPage: 1, from: 0, to: 2 });
    expect(body.pagination.total).toBeGreaterThanOrEqual(3);
    const page2 = (await get("/api/v1/users?perPage=2&currentPage=2")).json();
    expect(page2.data[0].id).toBeLessThan(body.data[1].id);
  });

  it("defaults to 10 a page", async () => {
    expect((await get("/api/v1/users")).json().pagination.perPage).toBe(10);
  });

  it("finds a member by part of the username or the e-mail, case-insensitively", async () => {
    const member = await createUser(t, { email: `${unique("mail")}@Searchable.example`.toLowerCase() });
    const byName = (await get(`/api/v1/users?search=${member.username.slice(1).toUpperCase()}`)).json();
    expect(byName.data.map((u: { id: number }) => u.id)).toEqual([member.id]);
    const byMail = (
      await get(`/api/v1/users?search=${encodeURIComponent(member.email.split("@")[0]!)}`)
    ).json();
    expect(byMail.data.map((u: { id: number }) => u.id)).toEqual([member.id]);
    expect(byMail.pagination.total).toBe(1);
  });

  it.each([
    "'",
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    '" OR ""="',
    "%' UNION SELECT password_hash FROM users --",
  ])("search %j returns nothing and no error", async (search) => {
    const res = await get(`/api/v1/users?search=${encodeURIComponent(search)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(res.json().pagination.total).toBe(0);
  });

  it.each(["%", "_", "\\"])("search %j matches the character itself, not as a wildcard", async (char) => {
    // Other test files share the database, so the expectation is counted from it.
    const [row] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(sql`strpos(${users.username}, ${char}) > 0 or strpos(${users.email}, ${char}) > 0`);
    const res = await get(`/api/v1/users?search=${encodeURIComponent(char)}&perPage=100`);
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination.total).toBe(row!.n);
    for (const u of res.json().data) expect(`${u.username} ${u.email}`).toContain(char);
    const all = (await get("/api/v1/users")).json().pagination.total;
    expect(row!.n).toBeLessThan(all);
  });

  it("still lists users after the injection attempts (the table is intact)", async () => {
    expect((await get("/api/v1/users")).json().data.length).toBeGreaterThan(0);
  });
});

describe("POST /api/admin/users", () => {
  const addUser = (body: object) => post("/api/admin/users", body);

  it("creates the account and mails a set-password link that works", async () => {
    const username = unique("new");
    const email = `${username}@example.test`;
    const res = await addUser({ username, email: email.toUpperCase(), role: "user" });
    expect(res.statusCode).toBe(201);
    const row = res.json().data[0];
    expect(row).toMatchObject({ username, email, role: "user", verified: true, deleted: false });

    const mail = (await t.mails()).filter((m) => m.to.includes(email)).at(-1);
    expect(mail?.subject).toMatch(/account was created/);
    const link = new URL(mail!.links.find((l) => l.includes("/reset-password/"))!);
    const uid = link.pathname.split("/").at(-1)!;
    expect(Number(uid)).toBe(row.id);
    const reset = await request(t, {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: {
        uid,
        token: link.searchParams.get("token"),
        newPassword: "my very own password",
        newConfirmedPassword: "my very own password",
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await request(t, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "my very own password" },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it("can create an admin", async () => {
    const username = unique("adm");
    const res = await addUser({ username, email: `${username}@example.test`, role: "admin" });
    expect(res.json().data[0].role).toBe("admin");
  });

  it("refuses a taken username or e-mail with a field message", async () => {
    const existing = await createUser(t);
    const sameName = await addUser({ username: existing.username, email: `${unique()}@example.test` });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().errors).toEqual([{ msg: "Username is already taken!", path: "username" }]);
    const sameMail = await addUser({ username: unique(), email: existing.email });
    expect(sameMail.statusCode).toBe(400);
    expect(sameMail.json().errors[0].path).toBe("email");
  });

  it("answers 400 with field messages for bad input", async () => {
    const res = await addUser({ username: "a!", email: "not-an-email", role: "root" });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["username", "email", "role"]));
  });
});

describe("POST /api/admin/users/:id/send-reset-password", () => {
  it("mails the member a reset link", async () => {
    const member = await createUser(t);
    const res = await post(`/api/admin/users/${member.id}/send-reset-password`);
    expect(res.statusCode).toBe(200);
    const mail = (await t.mails()).filter((m) => m.to.includes(member.email)).at(-1);
    expect(mail?.subject).toMatch(/Reset your/);
    expect(mail?.links.some((l) => l.includes(`/reset-password/${member.id}?token=`))).toBe(true);
  });

  it("answers 404 for an unknown user and 400 for a bad id", async () => {
    expect((await post("/api/admin/users/999999999/send-reset-password")).statusCode).toBe(404);
    expect((await post("/api/admin/users/abc/send-reset-password")).statusCode).toBe(400);
  });
});
