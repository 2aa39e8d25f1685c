import { eq, inArray } from "drizzle-orm";
import { deleteExpiredAuthSessions } from "../../sign-in/auth-sessions.queries.js";
import { describe, expect, it } from "vitest";
import { authSessions } from "../../db/schema/index.js";
import {
  createUser,
  ORIGIN,
  randomIp,
  request,
  sessionCookie,
  useTestApp,
  whoAmI,
} from "../../test/harness.js";
import { updateUser } from "../users/users.queries.js";

const t = useTestApp();

const login = (body: object, extra: { ip?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: extra.ip ?? randomIp(),
    headers: { origin: ORIGIN, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    payload: body,
  });

describe("login, check-authentication, logout", () => {
  it("logs in with an httpOnly SameSite=Lax cookie, returns the user and the app version", async () => {
    const user = await createUser(t);
    const res = await login({ email: user.email.toUpperCase(), password: user.password, remember_me: false });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.appVersion).toBe("0.0.0-test");
    expect(body.data[0]).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      role: "user",
    });
    const cookie = res.cookies.find((c) => c.name === "topset_session")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.expires).toBeUndefined();
    expect(cookie.value.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const check = await whoAmI(t, sessionCookie(res));
    expect(check.statusCode).toBe(200);
    expect(check.json().data[0].id).toBe(user.id);
  });

  it("remember me gives a persistent cookie that lasts 30 days", async () => {
    const user = await createUser(t);
    const res = await login({ email: user.email, password: user.password, remember_me: true });
    const cookie = res.cookies.find((c) => c.name === "topset_session")!;
    const days = (new Date(cookie.expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("answers 401 without a session and with a forged or revoked one", async () => {
    expect((await whoAmI(t)).statusCode).toBe(401);
    expect((await whoAmI(t, "topset_session=forged-token")).statusCode).toBe(401);
    const user = await createUser(t);
    const out = await request(t, { method: "GET", url: "/api/auth/logout", as: user });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "topset_session")?.value).toBe("");
    // The old cookie is dead server-side, not only cleared in the browser.
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(401);
  });

  it("rotates the session at login: the token presented before is no longer valid", async () => {
    const user = await createUser(t);
    const res = await login({ email: user.email, password: user.password }, { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).not.toBe(user.cookie);
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(401);
    expect((await whoAmI(t, sessionCookie(res))).statusCode).toBe(200);
  });

  it("ends a session that has been idle too long, and any session of a disabled account", async () => {
    const idle = await createUser(t);
    await t.database.db
      .update(authSessions)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(authSessions.userId, idle.id));
    expect((await whoAmI(t, idle.cookie)).statusCode).toBe(401);

    const disabled = await createUser(t);
    await updateUser(t.database.db, disabled.id, { deleted: true });
    expect((await whoAmI(t, disabled.cookie)).statusCode).toBe(401);
    const again = await login({ email: disabled.email, password: disabled.password });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/disabled/);
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const user = await createUser(t);
    const wrong = await login({ email: user.email, password: "not the password" });
    const unknown = await login({
      email: `nobody-${user.username}@example.test`,
      password: "not the password",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe("The email or password is wrong!");
  });

  it("answers 400 with field messages for bad input", async () => {
    const res = await login({ email: "nope", password: "" });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(["email", "password"]);
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      payload: "{bad json",
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("refuses cookie-authenticated writes from another origin or with no origin at all (CSRF)", async () => {
    const user = await createUser(t);
    const evil = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: user.cookie, origin: "https://evil.test" },
    });
    expect(evil.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: user.cookie, origin: ORIGIN, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: user.cookie },
    });
    expect(noOrigin.statusCode).toBe(403);
    // Nothing happened: the session still works.
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(200);
  });
});

describe("session housekeeping", () => {
  it("deletes sessions past their absolute expiry and keeps live ones", async () => {
    const expired = await createUser(t);
    const live = await createUser(t);
    await t.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, expired.id));
    await deleteExpiredAuthSessions(t.database.db);
    const left = await t.database.db
      .select({ userId: authSessions.userId })
      .from(authSessions)
      .where(inArray(authSessions.userId, [expired.id, live.id]));
    expect(left).toEqual([{ userId: live.id }]);
  });
});

describe("login rate limits", () => {
  it("answers 429 after 10 attempts a minute from one address", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await login({ email: `x${i}@example.test`, password: "wrong password" }, { ip })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("answers 429 after 25 failures an hour on one account, from any address, even with the right password", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 25; i++) {
      expect((await login({ email: user.email, password: "wrong password" })).statusCode).toBe(401);
    }
    const blocked = await login({ email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().status).toBe("fail");
  });
});
