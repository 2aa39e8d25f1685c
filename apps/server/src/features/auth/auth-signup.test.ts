import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeTokens, users } from "../../db/schema/index.js";
import { request, unique, useTestApp } from "../../test/harness.js";
import { findUserByEmail } from "../users/users.queries.js";

const t = useTestApp();

const signup = (body: object) => request(t, { method: "POST", url: "/api/auth/signup", payload: body });

async function verificationLink(email: string) {
  const mail = (await t.mails()).filter((m) => m.to.includes(email)).at(-1);
  const link = mail?.links.find((l) => l.includes("/verify-email/"));
  if (!link) throw new Error(`no verification mail for ${email}`);
  const url = new URL(link);
  return { uid: url.pathname.split("/").at(-1)!, token: url.searchParams.get("token")! };
}

describe("signup → verify → login", () => {
  it("signs up, mails a working verification link, and lets the user log in only after verifying", async () => {
    const username = unique();
    const email = `${username}@Example.test`;
    const res = await signup({ username, email, password: "a good long password" });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toContain(email.toLowerCase());

    // The account is created by the queued job, right after the answer.
    await t.mails();
    const row = await findUserByEmail(t.database.db, email);
    expect(row).toMatchObject({ username, email: email.toLowerCase(), verified: false, role: "user" });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const login = () =>
      request(t, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "a good long password" },
      });
    const before = await login();
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toContain("verification");

    const { uid, token } = await verificationLink(email.toLowerCase());
    expect(Number(uid)).toBe(row!.id);
    const verify = await request(t, { method: "GET", url: `/api/auth/verify-email/${uid}?token=${token}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().message).toContain("successfully verified");

    const after = await login();
    expect(after.statusCode).toBe(200);
    expect(after.json().data[0]).toMatchObject({ username, verified: true });
  });

  it("refuses a reused or expired verification token", async () => {
    const username = unique();
    const email = `${username}@example.test`;
    await signup({ username, email, password: "a good long password" });
    const { uid, token } = await verificationLink(email);
    expect(
      (await request(t, { method: "GET", url: `/api/auth/verify-email/${uid}?token=${token}` })).statusCode,
    ).toBe(200);
    const reused = await request(t, { method: "GET", url: `/api/auth/verify-email/${uid}?token=${token}` });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid or has expired/);

    const other = unique();
    await signup({ username: other, email: `${other}@example.test`, password: "a good long password" });
    const second = await verificationLink(`${other}@example.test`);
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeTokens.userId, Number(second.uid)));
    const expired = await request(t, {
      method: "GET",
      url: `/api/auth/verify-email/${second.uid}?token=${second.token}`,
    });
    expect(expired.statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, Number(second.uid)));
    expect(row!.verified).toBe(false);
  });

  it("refuses a token that belongs to another user id", async () => {
    const a = unique();
    await signup({ username: a, email: `${a}@example.test`, password: "a good long password" });
    const link = await verificationLink(`${a}@example.test`);
    const res = await request(t, {
      method: "GET",
      url: `/api/auth/verify-email/${Number(link.uid) + 1}?token=${link.token}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it("answers an existing e-mail exactly like a new one, and tells the owner by mail", async () => {
    const first = unique();
    const email = `${first}@example.test`;
    const a = await signup({ username: first, email, password: "a good long password" });
    const b = await signup({ username: unique(), email, password: "another long password" });
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    const mails = (await t.mails()).filter((m) => m.to.includes(email));
    expect(mails.map((m) => m.subject)).toEqual([
      "Verify your Topset e-mail",
      expect.stringMatching(/account/i),
    ]);
  });

  it("refuses a taken username, case-insensitively, with a field message", async () => {
    const name = unique();
    await signup({ username: name, email: `${name}@example.test`, password: "a good long password" });
    const res = await signup({
      username: name.toUpperCase(),
      email: `${unique()}@example.test`,
      password: "a good long password",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ msg: "Username is already taken!", path: "username" }]);
  });

  it("answers 400 with a message per field for bad input", async () => {
    const res = await signup({ username: "x", email: "not-an-email", password: "short" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe("fail");
    const paths = body.errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(["email", "password", "username"]);
    expect(body.errors.find((e: { path: string }) => e.path === "password").msg).toBe(
      "Password must be at least 8 characters",
    );
    expect((await signup({})).statusCode).toBe(400);
    const tooLong = await signup({
      username: unique(),
      email: `${unique()}@example.test`,
      password: "x".repeat(129),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it("answers the same for reverify whether or not the account exists, and sends a new link only to the unverified", async () => {
    const name = unique();
    const email = `${name}@example.test`;
    await signup({ username: name, email, password: "a good long password" });
    const old = await verificationLink(email);
    const known = await request(t, { method: "GET", url: `/api/auth/reverify?email=${email}` });
    const unknown = await request(t, {
      method: "GET",
      url: `/api/auth/reverify?email=${unique()}@example.test`,
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const fresh = await verificationLink(email);
    expect(fresh.token).not.toBe(old.token);
    // The earlier link stops working once a new one is issued.
    expect(
      (await request(t, { method: "GET", url: `/api/auth/verify-email/${old.uid}?token=${old.token}` }))
        .statusCode,
    ).toBe(400);
    expect(
      (await request(t, { method: "GET", url: `/api/auth/verify-email/${fresh.uid}?token=${fresh.token}` }))
        .statusCode,
    ).toBe(200);
    expect((await request(t, { method: "GET", url: "/api/auth/reverify?email=nope" })).statusCode).toBe(400);
  });
});
