import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.js";
import { backgroundJobs } from "../../db/schema/index.js";
import { enqueueJob } from "../../jobs/queue.js";
import { createUser, request, useTestApp, type TestUser } from "../../test/harness.js";

const TOKEN = "metrics-token-for-tests-0123456789";

describe("GET /metrics, off by default", () => {
  const t = useTestApp();

  it("answers 404 (not the web app's page) when METRICS_TOKEN is unset", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: "fail" });
  });

  it("refuses a token too short to be safe", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16/);
  });
});

describe("GET /metrics with METRICS_TOKEN set", () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });
  let member: TestUser;
  beforeAll(async () => {
    member = await createUser(t);
  });
  const scrape = (authorization?: string) =>
    t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

  it("answers 401 without the token or with another one", async () => {
    for (const header of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.body).not.toContain("topset_");
    }
  });

  it("serves every family once scraped: requests by route pattern, latency, pool, jobs, event loop, memory", async () => {
    const missing = 987654321;
    expect(
      (await request(t, { method: "GET", url: `/api/v1/sessions/${missing}`, as: member })).statusCode,
    ).toBe(404);
    const jobId = await enqueueJob(t.database.db, "test.metrics", {});
    const retryId = await enqueueJob(t.database.db, "test.metrics", {});
    await t.database.db.update(backgroundJobs).set({ attempts: 1 }).where(eq(backgroundJobs.id, retryId));

    const res = await scrape(`Bearer ${TOKEN}`);
    await t.database.db.delete(backgroundJobs).where(inArray(backgroundJobs.id, [jobId, retryId]));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /^topset_http_requests_total\{method="GET",route="\/api\/v1\/sessions\/:id",status_code="404"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^topset_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/sessions\/:id"/m,
    );
    expect(text).not.toContain(String(missing));
    expect(text).toMatch(/^topset_jobs\{type="test\.metrics",status="queued"\} 1$/m);
    expect(text).toMatch(/^topset_jobs\{type="test\.metrics",status="retrying"\} 1$/m);
    expect(text).toMatch(/^topset_nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^topset_process_resident_memory_bytes /m);
    expect(text).toMatch(/^topset_nodejs_heap_size_used_bytes /m);
    if (t.database.kind === "postgres") {
      expect(text).toMatch(/^topset_db_pool_connections\{state="total"\} [1-9]/m);
      expect(text).toMatch(/^topset_db_pool_connections\{state="waiting"\} 0$/m);
    } else {
      expect(text).toContain("# TYPE topset_db_pool_connections gauge");
    }
  });

  it("labels an unknown path as unmatched, never by its URL", async () => {
    await t.app.inject({ method: "GET", url: "/api/no-such-thing-42" });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/route="unmatched",status_code="404"/);
    expect(text).not.toContain("no-such-thing-42");
  });
});
