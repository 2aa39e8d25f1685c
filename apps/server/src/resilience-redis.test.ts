import fs from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { variables } from "./db/schema/index.js";
import { expectUnavailable, recordEscapedErrors } from "./test/dependency-outage.js";
import { createAdmin, createTestApp, createUser, login, request, type TestApp } from "./test/harness.js";
import { REDIS_SERVER, RedisProcess } from "./test/redis-process.js";

const escaped = recordEscapedErrors();

describe.runIf(fs.existsSync(REDIS_SERVER))("Redis going away under load", () => {
  let redis: RedisProcess;
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it("keeps answering while Redis is down (limits count locally, presence answers 503), then uses Redis again", async () => {
    redis = await RedisProcess.create();
    t = await createTestApp({ REDIS_URL: redis.url });
    const user = await createUser(t);
    const admin = await createAdmin(t);
    const acknowledged: number[] = [];
    const write = async (weight: number) => {
      const res = await request(t, {
        method: "POST",
        url: "/api/v1/variables",
        as: user,
        payload: { body_weight: weight },
      });
      if (res.statusCode === 201) acknowledged.push(res.json().data[0].id);
      else expectUnavailable(res);
      return res.statusCode;
    };
    const onlineUsers = () => request(t, { method: "GET", url: "/api/admin/online-users", as: admin });

    for (let i = 0; i < 5; i++) await write(60 + i);
    expect((await onlineUsers()).statusCode).toBe(200);

    expect((await request(t, { method: "GET", url: "/ready" })).json().data[0].redis).toBe("ok");
    await redis.stop();
    // A load balancer learns it (503 from /ready, naming Redis) while the process stays alive.
    const ready = await request(t, { method: "GET", url: "/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toMatch(/redis/);
    expect((await request(t, { method: "GET", url: "/health" })).statusCode).toBe(200);
    // Writes do not need Redis; every one is acknowledged.
    const during: number[] = [];
    for (let i = 0; i < 10; i++) during.push(await write(70 + i));
    expect(during).toEqual(Array(10).fill(201));
    // Who is online lives in Redis: 503 with Retry-After, not a 500 and not a hang.
    expectUnavailable(await onlineUsers());
    // Login keeps working and its limit still holds, counted in this process: 10 a minute per address.
    const ip = "10.99.0.1";
    const attempts: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await login(t, { email: user.email, password: "wrong password" }, { ip });
      attempts.push(res.statusCode);
    }
    expect(attempts.slice(0, 10).every((code) => code === 400 || code === 401)).toBe(true);
    expect(attempts[10]).toBe(429);
    expect((await login(t, { email: user.email, password: user.password })).statusCode).toBe(200);

    await redis.start();
    // ioredis reconnects by itself; presence answers again within a few seconds.
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      await sleep(100);
      status = (await onlineUsers()).statusCode;
    }
    expect(status).toBe(200);
    for (let i = 0; i < 5; i++) expect(await write(80 + i)).toBe(201);
    // Shared counters again: a login is counted in the restarted Redis.
    expect((await login(t, { email: user.email, password: user.password })).statusCode).toBe(200);
    expect((await redis.keys("fastify-rate-limit-*")).length).toBeGreaterThan(0);

    const stored = await t.database.db
      .select({ id: variables.id })
      .from(variables)
      .where(eq(variables.userId, user.id));
    const storedIds = new Set(stored.map((row) => row.id));
    expect(acknowledged).toHaveLength(20);
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    expect(escaped).toEqual([]);
  });
});
