import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import {
  clusterMissing,
  startCopy,
  stopCopy,
  until,
  warnClusterSkipped,
  type Copy,
} from "./test/server-copies.js";
import { unique } from "./test/harness.js";
import { checkWorkersConfig, workersWanted } from "./workers.js";

describe("how many workers", () => {
  const config = (env: Record<string, string> = {}) => loadConfig({ ...env });

  it("reads --workers first, then WEB_CONCURRENCY, else one", () => {
    expect(workersWanted([], config())).toBe(1);
    expect(workersWanted([], config({ WEB_CONCURRENCY: "3" }))).toBe(3);
    expect(workersWanted(["--workers", "2"], config({ WEB_CONCURRENCY: "3" }))).toBe(2);
    expect(workersWanted(["--workers=4"], config())).toBe(4);
  });

  it("refuses a count that is not a whole number from 1 to 64", () => {
    for (const bad of [["--workers"], ["--workers", "0"], ["--workers", "two"], ["--workers=65"]]) {
      expect(() => workersWanted(bad, config())).toThrow(/--workers/);
    }
    expect(() => config({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("needs PostgreSQL and Redis for more than one", () => {
    expect(() => checkWorkersConfig(2, {})).toThrow(/DATABASE_URL and REDIS_URL/);
    expect(() => checkWorkersConfig(2, { databaseUrl: "postgres://x" })).toThrow(/REDIS_URL/);
    expect(() => checkWorkersConfig(1, {})).not.toThrow();
    expect(() => checkWorkersConfig(2, { databaseUrl: "postgres://x", redisUrl: "redis://x" })).not.toThrow();
  });
});

/** A request on a new connection each time, so Node's cluster hands it to the next worker. */
function call(url: string, init: { method?: string; body?: string; from?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent: false,
        method: init.method ?? "GET",
        headers: {
          "content-type": "application/json",
          origin: new URL(url).origin,
          ...(init.from ? { "x-forwarded-for": init.from } : {}),
        },
      },
      (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

warnClusterSkipped("workers.test.ts");

describe.skipIf(clusterMissing.length > 0)("WEB_CONCURRENCY=2 on PostgreSQL and Redis", () => {
  let copy: Copy;
  beforeAll(async () => {
    // TRUST_PROXY: the limit test names its own client address, so it never spends the login limit
    // of 127.0.0.1 that the other cluster tests, on the same Redis, log in from.
    copy = await startCopy(
      { email: `${unique("adm")}@example.test` },
      { env: { WEB_CONCURRENCY: "2", TRUST_PROXY: "true" } },
    );
  }, 120_000);
  afterAll(() => stopCopy(copy));

  it("serves from both workers on one port", async () => {
    const seen = new Set<number>();
    await until(
      async () => {
        const res = await call(`${copy.url}/health`);
        seen.add((JSON.parse(res.body) as { data: [{ worker: number }] }).data[0].worker);
        return seen.size;
      },
      (n) => n === 2,
      30_000,
    );
    expect([...seen].sort()).toEqual([1, 2]);
  });

  it("keeps one login limit across the workers", async () => {
    // limits.login: 10 a minute per address; the requests alternate workers, the count is shared in Redis.
    const email = `${unique("nobody")}@example.test`;
    const from = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const body = JSON.stringify({ email, password: "wrong password", remember_me: false });
      statuses.push((await call(`${copy.url}/api/auth/login`, { method: "POST", body, from })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("leaves when asked, workers and all", async () => {
    const exited = new Promise<number | null>((r) => copy.child.once("exit", (code) => r(code)));
    copy.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    await expect(call(`${copy.url}/health`)).rejects.toThrow();
  });
});
