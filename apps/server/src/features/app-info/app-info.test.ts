import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReadCache } from "../../lib/cache.js";
import { createTestApp, createUser, request, type TestApp } from "../../test/harness.js";

// A local HTTP server stands in for the public tracker (the only thing outside the machine).
let hits = 0;
let mode: "ok" | "slow" | "error" = "ok";
const tracker = http.createServer((req, res) => {
  hits++;
  if (mode === "error") return res.writeHead(500).end("down");
  if (mode === "slow") return void setTimeout(() => res.end("[]"), 5_000);
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify([
      {
        title: "Bug",
        html_url: "https://tracker.test/1",
        number: 1,
        state: "open",
        updated_at: "2026-11-01T00:00:00Z",
      },
      {
        title: "A pull",
        html_url: "https://tracker.test/2",
        number: 2,
        state: "open",
        updated_at: "2026-11-02T00:00:00Z",
        pull_request: { url: "x" },
      },
      { title: "Bad link", html_url: "javascript:alert(1)", number: 3, state: "open", updated_at: "x" },
    ]),
  );
});

let base = "";
const apps: TestApp[] = [];
beforeAll(async () => {
  await new Promise<void>((resolve) => tracker.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(tracker.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  tracker.closeAllConnections();
  await new Promise((resolve) => tracker.close(resolve));
});

async function appWith(url?: string) {
  const t = await createTestApp(url ? { ISSUE_TRACKER_URL: url } : {});
  apps.push(t);
  return t;
}

describe("GET /api/v1/app/issues", () => {
  it("maps the tracker's items (issue or pull, web links only) and caches them", async () => {
    mode = "ok";
    const t = await appWith(`${base}/repos/o/r/issues`);
    const user = await createUser(t);
    const res = await request(t, { method: "GET", url: "/api/v1/app/issues", as: user });
    expect(res.statusCode).toBe(200);
    expect(res.json().available).toBe(true);
    expect(res.json().data).toEqual([
      {
        title: "Bug",
        url: "https://tracker.test/1",
        number: 1,
        kind: "issue",
        state: "open",
        updated: "2026-11-01T00:00:00Z",
      },
      {
        title: "A pull",
        url: "https://tracker.test/2",
        number: 2,
        kind: "pull",
        state: "open",
        updated: "2026-11-02T00:00:00Z",
      },
    ]);
    const before = hits;
    await request(t, { method: "GET", url: "/api/v1/app/issues", as: user });
    expect(hits).toBe(before);
    expect((await request(t, { method: "GET", url: "/api/v1/app/issues" })).statusCode).toBe(401);
  });

  it("answers 200 with an empty list and available=false when not configured, failing or too slow", async () => {
    const none = await appWith();
    const user = await createUser(none);
    const res = await request(none, { method: "GET", url: "/api/v1/app/issues", as: user });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], available: false });

    mode = "error";
    const failing = await appWith(`${base}/failing`);
    const u2 = await createUser(failing);
    const down = await request(failing, { method: "GET", url: "/api/v1/app/issues", as: u2 });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ data: [], available: false });

    mode = "slow";
    const slow = await appWith(`${base}/slow`);
    const u3 = await createUser(slow);
    const started = Date.now();
    const late = await request(slow, { method: "GET", url: "/api/v1/app/issues", as: u3 });
    expect(late.json()).toMatchObject({ data: [], available: false });
    expect(Date.now() - started).toBeLessThan(4_500);
  });
});

describe("POST /api/v1/cache/user/:id", () => {
  it("clears only the caller's entries; another user's id is refused", async () => {
    const t = await appWith();
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    const cache = new ReadCache("test-per-user", 60_000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("a", load, { userId: a.id });
    await cache.get("b", load, { userId: b.id });
    const res = await request(t, { method: "POST", url: `/api/v1/cache/user/${a.id}`, as: a });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Cache has been cleared!");
    await cache.get("a", load, { userId: a.id });
    await cache.get("b", load, { userId: b.id });
    expect(loads).toBe(3);
    expect((await request(t, { method: "POST", url: `/api/v1/cache/user/${b.id}`, as: a })).statusCode).toBe(
      403,
    );
    expect((await request(t, { method: "POST", url: `/api/v1/cache/user/${a.id}` })).statusCode).toBe(401);
  });
});
