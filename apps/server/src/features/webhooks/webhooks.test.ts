import { WEBHOOKS_MAX, webhookMessages } from "@topset/shared";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { webhookDeliveries, webhooks } from "../../db/schema/index.js";
import { openSecret } from "../../lib/secret-box.js";
import { createAdmin, createUser, randomIp, request, useTestApp, type TestUser } from "../../test/harness.js";
import { errorPaths, first } from "../../test/fixtures/training.js";
import { createHook, forgetTestWebhooks, hookCall, webhookRow } from "./webhooks.fixtures.js";

const t = useTestApp();
afterAll(() => forgetTestWebhooks(t));
const HOOK = { url: "https://hooks.example.test/topset", events: ["set.created", "pr.achieved"] };

async function apiKeyOf(user: TestUser): Promise<string> {
  return first(await request(t, { method: "POST", url: "/api/v1/api-keys", payload: {}, as: user })).key;
}

/** A plain HTTP client holding only the member's API key. */
const withKey = (key: string, method: "GET" | "POST" | "PATCH" | "DELETE", path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/webhooks${path}`,
    remoteAddress: randomIp(),
    headers: { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  });

describe("POST /api/v1/webhooks", () => {
  it("registers a webhook and shows its signing secret once; it is stored sealed and listed without it", async () => {
    const member = await createUser(t);
    const created = first(
      await hookCall(t, member, "POST", "", {
        url: HOOK.url,
        // Repeats and any order: each event once, in the product's order.
        events: ["pr.achieved", "set.created", "pr.achieved"],
        description: "  My dashboard  ",
      }),
    );
    expect(created).toMatchObject({
      url: HOOK.url,
      events: ["set.created", "pr.achieved"],
      description: "My dashboard",
      active: true,
      last_status: null,
      last_delivery_at: null,
    });
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    const row = await webhookRow(t, created.id);
    expect(row.userId).toBe(member.id);
    expect(row.secretSealed).not.toContain(created.secret.slice(6));
    expect(openSecret(t.config, row.secretSealed)).toBe(created.secret);

    const list = await hookCall(t, member, "GET", "");
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ id: created.id, url: HOOK.url })]);
    expect(list.json().data[0].secret).toBeUndefined();
    expect(list.body).not.toContain(created.secret);
  });

  it("answers 400 with field messages for a bad URL, events or description", async () => {
    const member = await createUser(t);
    const cases: [object, string[]][] = [
      [{ url: "ftp://example.com/x", events: ["set.created"] }, ["url"]],
      [{ url: "not a url", events: ["set.created"] }, ["url"]],
      [{ url: "https://me:pw@example.com/x", events: ["set.created"] }, ["url"]],
      [{ url: `https://example.com/${"x".repeat(2000)}`, events: ["set.created"] }, ["url"]],
      [{ url: HOOK.url, events: [] }, ["events"]],
      [{ url: HOOK.url, events: ["set.deleted"] }, ["events.0"]],
      [{ url: HOOK.url }, ["events"]],
      [{ url: HOOK.url, events: ["set.created"], description: "d".repeat(201) }, ["description"]],
      [{}, ["events", "url"]],
    ];
    for (const [body, paths] of cases) {
      const res = await hookCall(t, member, "POST", "", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorPaths(res), JSON.stringify(body)).toEqual(paths);
    }
    const credentials = await hookCall(t, member, "POST", "", {
      ...HOOK,
      url: "https://me:pw@example.com/x",
    });
    expect(credentials.json().errors[0].msg).toBe(webhookMessages.credentials);
    expect(await t.database.db.$count(webhooks, eq(webhooks.userId, member.id))).toBe(0);
  });

  it(`stops at ${WEBHOOKS_MAX} webhooks per member`, async () => {
    const member = await createUser(t);
    for (let i = 0; i < WEBHOOKS_MAX; i++) await createHook(t, member, { ...HOOK, url: `${HOOK.url}/${i}` });
    const res = await hookCall(t, member, "POST", "", HOOK);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(webhookMessages.limit);
    expect(await t.database.db.$count(webhooks, eq(webhooks.userId, member.id))).toBe(WEBHOOKS_MAX);
  });

  it("answers 401 without a login, and 403 to an API key (which reads the list)", async () => {
    const member = await createUser(t);
    expect((await hookCall(t, undefined, "POST", "", HOOK)).statusCode).toBe(401);
    expect((await hookCall(t, undefined, "GET", "")).statusCode).toBe(401);
    const key = await apiKeyOf(member);
    expect((await withKey(key, "POST", "", HOOK)).statusCode).toBe(403);
    expect(await t.database.db.$count(webhooks, eq(webhooks.userId, member.id))).toBe(0);
    expect((await withKey(key, "GET", "")).statusCode).toBe(200);
  });

  it("registers an admin's own webhook, never one for another member", async () => {
    const [admin, member] = await Promise.all([createAdmin(t), createUser(t)]);
    const created = first(await hookCall(t, admin, "POST", "", { ...HOOK, user_id: member.id }));
    expect((await webhookRow(t, created.id)).userId).toBe(admin.id);
    expect((await hookCall(t, member, "GET", "")).json().data).toEqual([]);
  });
});

describe("PATCH and DELETE /api/v1/webhooks/{id}", () => {
  it("changes the URL, events, description and active state; absent fields stay", async () => {
    const member = await createUser(t);
    const hook = await createHook(t, member, { ...HOOK, description: "first" });
    const changed = first(
      await hookCall(t, member, "PATCH", `/${hook.id}`, {
        url: "https://other.example.test/in",
        events: ["import.finished"],
        active: false,
      }),
      200,
    );
    expect(changed).toMatchObject({
      url: "https://other.example.test/in",
      events: ["import.finished"],
      description: "first",
      active: false,
    });
    expect(
      first(await hookCall(t, member, "PATCH", `/${hook.id}`, { description: null }), 200).description,
    ).toBe(null);
    // The secret is not touched by a change.
    expect(openSecret(t.config, (await webhookRow(t, hook.id)).secretSealed)).toBe(hook.secret);
  });

  it("answers 400 for bad fields or id, 401 without a login, 403 to an API key, 404 for another member's", async () => {
    const [member, other] = await Promise.all([createUser(t), createUser(t)]);
    const hook = await createHook(t, member, HOOK);
    const bad = await hookCall(t, member, "PATCH", `/${hook.id}`, {
      url: "javascript:alert(1)",
      events: [],
      active: "yes",
    });
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["active", "events", "url"]);
    expect((await hookCall(t, member, "PATCH", "/abc", { active: false })).statusCode).toBe(400);
    expect((await hookCall(t, member, "DELETE", "/0")).statusCode).toBe(400);
    expect((await hookCall(t, undefined, "PATCH", `/${hook.id}`, { active: false })).statusCode).toBe(401);
    expect((await hookCall(t, undefined, "DELETE", `/${hook.id}`)).statusCode).toBe(401);
    const key = await apiKeyOf(member);
    expect(
      (await withKey(key, "PATCH", `/${hook.id}`, { url: "https://attacker.example.test/" })).statusCode,
    ).toBe(403);
    expect((await withKey(key, "DELETE", `/${hook.id}`)).statusCode).toBe(403);
    expect((await hookCall(t, other, "PATCH", `/${hook.id}`, { active: false })).statusCode).toBe(404);
    expect((await hookCall(t, other, "PATCH", `/${hook.id}`, { url: "http://127.0.0.1/" })).statusCode).toBe(
      404,
    );
    expect((await hookCall(t, other, "DELETE", `/${hook.id}`)).statusCode).toBe(404);
    expect(await webhookRow(t, hook.id)).toMatchObject({ url: HOOK.url, active: true });
  });

  it("deletes a webhook with its deliveries", async () => {
    const member = await createUser(t);
    const hook = await createHook(t, member, HOOK);
    first(await hookCall(t, member, "POST", `/${hook.id}/ping`), 202);
    expect(first(await hookCall(t, member, "DELETE", `/${hook.id}`), 200)).toEqual({ id: hook.id });
    expect(await t.database.db.$count(webhookDeliveries, eq(webhookDeliveries.webhookId, hook.id))).toBe(0);
    expect((await hookCall(t, member, "DELETE", `/${hook.id}`)).statusCode).toBe(404);
  });
});

describe("deliveries, test and retry", () => {
  it("lists a webhook's deliveries newest first, paged in SQL", async () => {
    const member = await createUser(t);
    const hook = await createHook(t, member, HOOK);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(first(await hookCall(t, member, "POST", `/${hook.id}/ping`), 202).id);
    const page = await hookCall(t, member, "GET", `/${hook.id}/deliveries?perPage=2&currentPage=1`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((d: { id: number }) => d.id)).toEqual([ids[2], ids[1]]);
    expect(page.json().pagination).toMatchObject({ total: 3, lastPage: 2, perPage: 2, currentPage: 1 });
    const second = await hookCall(t, member, "GET", `/${hook.id}/deliveries?perPage=2&currentPage=2`);
    expect(second.json().data.map((d: { id: number }) => d.id)).toEqual([ids[0]]);
    expect(second.json().data[0]).toMatchObject({
      webhook_id: hook.id,
      event: "ping",
      status: "pending",
      attempts: 0,
      response_status: null,
      error: null,
    });
  });

  it("answers 400, 401 and 404 (another member's webhook or delivery); an API key may read, test and retry", async () => {
    const [member, other] = await Promise.all([createUser(t), createUser(t)]);
    const hook = await createHook(t, member, HOOK);
    const otherHook = await createHook(t, other, HOOK);
    const ping = first(await hookCall(t, member, "POST", `/${hook.id}/ping`), 202);
    expect((await hookCall(t, member, "GET", `/${hook.id}/deliveries?perPage=x`)).statusCode).toBe(400);
    expect((await hookCall(t, member, "POST", `/${hook.id}/deliveries/x/retry`)).statusCode).toBe(400);
    expect((await hookCall(t, member, "POST", "/0/ping")).statusCode).toBe(400);
    for (const [method, path] of [
      ["GET", `/${hook.id}/deliveries`],
      ["POST", `/${hook.id}/ping`],
      ["POST", `/${hook.id}/deliveries/${ping.id}/retry`],
    ] as const) {
      expect((await hookCall(t, undefined, method, path)).statusCode, path).toBe(401);
      expect((await hookCall(t, other, method, path)).statusCode, path).toBe(404);
    }
    // A delivery id of another webhook, named under one's own: not found either.
    expect(
      (await hookCall(t, other, "POST", `/${otherHook.id}/deliveries/${ping.id}/retry`)).statusCode,
    ).toBe(404);
    // Still queued: a retry would send it twice.
    expect((await hookCall(t, member, "POST", `/${hook.id}/deliveries/${ping.id}/retry`)).statusCode).toBe(
      409,
    );

    const key = await apiKeyOf(member);
    expect((await withKey(key, "GET", `/${hook.id}/deliveries`)).statusCode).toBe(200);
    expect((await withKey(key, "POST", `/${hook.id}/ping`)).statusCode).toBe(202);
    await t.database.db
      .update(webhookDeliveries)
      .set({ status: "failed", attempts: 6 })
      .where(eq(webhookDeliveries.id, ping.id));
    const retried = await withKey(key, "POST", `/${hook.id}/deliveries/${ping.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json().data[0]).toMatchObject({ id: ping.id, status: "pending", attempts: 6 });
  });
});
