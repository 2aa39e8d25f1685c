import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeys, users } from "../../db/schema/index.js";
import { createAdmin, createUser, randomIp, request, useTestApp, type TestUser } from "../../test/harness.js";
import { first, startSession } from "../../test/fixtures/training.js";

const t = useTestApp();

async function newKey(user: TestUser): Promise<{ id: number; key: string }> {
  const res = await request(t, {
    method: "POST",
    url: "/api/v1/api-keys/",
    payload: { user_id: user.id },
    as: user,
  });
  return first(res, 201);
}

/** A plain HTTP client: no cookie, no Origin, only the key. */
const withKey = (key: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: randomIp(),
    headers: { authorization: `Bearer ${key}` },
  });

describe("API keys", () => {
  it("creates a key shown once in full, then lists it masked; stores only its hash", async () => {
    const user = await createUser(t);
    const created = await newKey(user);
    expect(created.key).toMatch(/^tsk_[\w-]{40,}$/);
    const list = await request(t, { method: "GET", url: `/api/v1/api-keys/user/${user.id}`, as: user });
    expect(list.statusCode).toBe(200);
    const [listed] = list.json().data;
    expect(listed.id).toBe(created.id);
    expect(listed.key).not.toContain(created.key.slice(12));
    expect(listed.key.startsWith(created.key.slice(0, 12))).toBe(true);
    expect(list.body).not.toContain(created.key);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.keyHash).not.toContain(created.key);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("lets a plain HTTP client list its owner's sessions with the key", async () => {
    const user = await createUser(t);
    const session = await startSession(t, user);
    const { key } = await newKey(user);
    const res = await withKey(key, "GET", "/api/v1/sessions");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((s: { id: number }) => s.id)).toContain(session.id);
    // A write works too, without the cookie's Origin check.
    const write = await withKey(key, "POST", "/api/v1/sessions", { name: "From a script" });
    expect(write.statusCode, write.body).toBe(201);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id));
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it("does not let key A read B's data (403/404)", async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    const bSession = await startSession(t, b);
    const { key } = await newKey(a);
    expect((await withKey(key, "GET", `/api/v1/sessions?user_id=${b.id}`)).statusCode).toBe(403);
    expect((await withKey(key, "GET", `/api/v1/sessions/${bSession.id}`)).statusCode).toBe(404);
    expect((await withKey(key, "GET", `/api/v1/api-keys/user/${b.id}`)).statusCode).toBe(403);
  });

  it("answers 401 at once for a deleted key, and the owner cannot delete someone else's key", async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    const created = await newKey(a);
    expect((await withKey(created.key, "GET", "/api/v1/sessions")).statusCode).toBe(200);
    const foreign = await request(t, { method: "DELETE", url: `/api/v1/api-keys/${created.id}`, as: b });
    expect(foreign.statusCode).toBe(404);
    const del = await request(t, { method: "DELETE", url: `/api/v1/api-keys/${created.id}`, as: a });
    expect(del.statusCode).toBe(200);
    const after = await withKey(created.key, "GET", "/api/v1/sessions");
    expect(after.statusCode).toBe(401);
    expect(after.json().status).toBe("fail");
  });

  it("answers 401 for an expired key, an unknown key and a disabled owner's key", async () => {
    const user = await createUser(t);
    const expired = await newKey(user);
    await t.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expired.id));
    expect((await withKey(expired.key, "GET", "/api/v1/sessions")).statusCode).toBe(401);
    expect((await withKey("tsk_not-a-real-key", "GET", "/api/v1/sessions")).statusCode).toBe(401);
    expect((await withKey("garbage", "GET", "/api/v1/sessions")).statusCode).toBe(401);
    const live = await newKey(user);
    await t.database.db.update(users).set({ deleted: true }).where(eq(users.id, user.id));
    expect((await withKey(live.key, "GET", "/api/v1/sessions")).statusCode).toBe(401);
  });

  it("refuses a sixth key with the spec's message", async () => {
    const user = await createUser(t);
    const keys = [];
    for (let i = 0; i < 5; i++) keys.push(await newKey(user));
    const sixth = await request(t, { method: "POST", url: "/api/v1/api-keys", payload: {}, as: user });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe("You've reached maximum api keys request!");
    // Deleting one makes room again.
    await request(t, { method: "DELETE", url: `/api/v1/api-keys/${keys[0]!.id}`, as: user });
    expect(
      (await request(t, { method: "POST", url: "/api/v1/api-keys", payload: {}, as: user })).statusCode,
    ).toBe(201);
  });

  it("holds the ceiling under parallel requests", async () => {
    const user = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(t, { method: "POST", url: "/api/v1/api-keys", payload: {}, as: user }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(await t.database.db.$count(apiKeys, eq(apiKeys.userId, user.id))).toBe(5);
  });

  it("never opens the admin API, even with an admin's key, and a key cannot mint keys", async () => {
    const adminUser = await createAdmin(t);
    const { key } = await newKey(adminUser);
    // The admin's own cookie works on the admin API; the key does not.
    const bySession = await request(t, { method: "GET", url: "/api/admin/stats", as: adminUser });
    expect(bySession.statusCode).toBe(200);
    const byKey = await withKey(key, "GET", "/api/admin/stats");
    expect([401, 403]).toContain(byKey.statusCode);
    const usersList = await withKey(key, "GET", "/api/v1/users");
    expect([401, 403]).toContain(usersList.statusCode);
    // Nor may an admin's key act for another user through user_id.
    const other = await createUser(t);
    expect((await withKey(key, "GET", `/api/v1/sessions?user_id=${other.id}`)).statusCode).toBe(403);
    expect((await withKey(key, "POST", "/api/v1/api-keys", {})).statusCode).toBe(403);
  });

  it("needs a login (401), refuses another user's list (403) and a bad id (400)", async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    expect((await request(t, { method: "GET", url: `/api/v1/api-keys/user/${a.id}` })).statusCode).toBe(401);
    expect((await request(t, { method: "POST", url: "/api/v1/api-keys", payload: {} })).statusCode).toBe(401);
    expect(
      (await request(t, { method: "GET", url: `/api/v1/api-keys/user/${b.id}`, as: a })).statusCode,
    ).toBe(403);
    // A body's user_id only repeats who is acting: another member's id mints a key for the caller.
    const forOther = await request(t, {
      method: "POST",
      url: "/api/v1/api-keys",
      payload: { user_id: b.id },
      as: a,
    });
    expect(forOther.statusCode, forOther.body).toBe(201);
    const listOf = async (u: typeof a) =>
      (await request(t, { method: "GET", url: `/api/v1/api-keys/user/${u.id}`, as: u })).json().data;
    expect(await listOf(a)).toHaveLength(1);
    expect(await listOf(b)).toEqual([]);
    expect((await request(t, { method: "DELETE", url: "/api/v1/api-keys/abc", as: a })).statusCode).toBe(400);
    const badBody = await request(t, {
      method: "POST",
      url: "/api/v1/api-keys",
      payload: { user_id: "x" },
      as: a,
    });
    expect(badBody.statusCode).toBe(400);
  });
});
