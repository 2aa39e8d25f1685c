import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeys, sessions, users } from "../../db/schema/index.js";
import { createAdmin, createUser, randomIp, request, useTestApp } from "../../test/harness.js";
import { withTrainingData } from "../../test/fixtures/users.js";

const t = useTestApp();

describe("POST /api/v1/api-keys: keys only for oneself", () => {
  it("an admin cannot mint a key for another account (it would let them act as that member)", async () => {
    const [admin, member] = await Promise.all([createAdmin(t), createUser(t)]);
    const res = await request(t, {
      method: "POST",
      url: "/api/v1/api-keys",
      payload: { user_id: member.id },
      as: admin,
    });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.$count(apiKeys, eq(apiKeys.userId, member.id))).toBe(0);
    // Their own key, with or without user_id, still works.
    const own = await request(t, {
      method: "POST",
      url: "/api/v1/api-keys",
      payload: { user_id: admin.id },
      as: admin,
    });
    expect(own.statusCode, own.body).toBe(201);
  });
});

describe("a personal API key cannot act for the owner in person", () => {
  it("deleting data or the account, changing e-mail or password, creating or revoking keys: 403, nothing changed", async () => {
    const user = await createUser(t);
    await withTrainingData(t, user);
    const keyRes = await request(t, { method: "POST", url: "/api/v1/api-keys", as: user, payload: {} });
    expect(keyRes.statusCode, keyRes.body).toBe(201);
    const { id: keyId, key } = keyRes.json().data[0] as { id: number; key: string };
    const withKey = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        payload,
        remoteAddress: randomIp(),
        headers: { authorization: `Bearer ${key}` },
      });
    const password = { password: user.password };
    const calls = [
      withKey("DELETE", `/api/v1/users/${user.id}/data`, password),
      withKey("DELETE", `/api/v1/users/${user.id}`, password),
      withKey("PATCH", `/api/v1/users/${user.id}/update-account-information`, {
        email: `taken-over-${user.username}@example.test`,
        current_password: user.password,
      }),
      withKey("PATCH", `/api/v1/users/${user.id}/update-account-information`, {
        password: "a brand new password 9",
        current_password: user.password,
      }),
      withKey("POST", "/api/v1/api-keys", {}),
      withKey("DELETE", `/api/v1/api-keys/${keyId}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(403);

    const db = t.database.db;
    expect(await db.$count(sessions, eq(sessions.userId, user.id))).toBe(1);
    expect(await db.$count(apiKeys, eq(apiKeys.userId, user.id))).toBe(1);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, passwordHash: user.passwordHash, deleted: false });
    // The key still reads, and the owner's browser session still does all of it.
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/v1/users/check-authentication",
          headers: { authorization: `Bearer ${key}` },
        })
      ).statusCode,
    ).toBe(200);
    const revoke = await request(t, { method: "DELETE", url: `/api/v1/api-keys/${keyId}`, as: user });
    expect(revoke.statusCode, revoke.body).toBe(200);
  });
});
