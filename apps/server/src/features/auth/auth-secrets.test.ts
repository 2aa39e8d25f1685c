import { describe, expect, it } from "vitest";
import { createUser, request, unique, useTestApp } from "../../test/harness.js";
import { OWN_USER_FIELDS } from "../../test/fixtures/users.js";

const t = useTestApp();

const SECRET_KEYS =
  /"(password|password_?hash|passwordHash|token|token_?hash|tokenHash|key_?hash|verification_token)"/i;

describe("no secret ever leaves in a response", () => {
  it("holds for every auth and user answer", async () => {
    const user = await createUser(t);
    const name = unique();
    const bodies = [
      await request(t, {
        method: "POST",
        url: "/api/auth/signup",
        payload: { username: name, email: `${name}@example.test`, password: "a good long password" },
      }),
      await request(t, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: user.password, remember_me: true },
      }),
      await request(t, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: "wrong!!!" },
      }),
      await request(t, { method: "GET", url: "/api/v1/users/check-authentication", as: user }),
      await request(t, { method: "GET", url: `/api/auth/reverify?email=${user.email}` }),
      await request(t, { method: "POST", url: "/api/auth/forget-password", payload: { email: user.email } }),
      await request(t, {
        method: "POST",
        url: "/api/auth/reset-password",
        payload: {
          uid: user.id,
          token: "guess",
          newPassword: "whatever123",
          newConfirmedPassword: "whatever123",
        },
      }),
      await request(t, { method: "GET", url: `/api/auth/verify-email/${user.id}?token=guess` }),
      await request(t, { method: "GET", url: "/api/auth/logout", as: user }),
    ];
    for (const res of bodies) {
      expect(res.body).not.toMatch(SECRET_KEYS);
      expect(res.body).not.toContain("$argon2");
      expect(res.body).not.toContain(user.password);
    }
  });

  it("keeps the user object to an allow-list of fields", async () => {
    const user = await createUser(t);
    const res = await request(t, { method: "GET", url: "/api/v1/users/check-authentication", as: user });
    expect(Object.keys(res.json().data[0]).sort()).toEqual([...OWN_USER_FIELDS].sort());
  });

  it("sends no-store and the security headers on API answers", async () => {
    const user = await createUser(t);
    const res = await request(t, { method: "GET", url: "/api/v1/users/check-authentication", as: user });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(res.headers["referrer-policy"]).toBeDefined();
  });
});
