import fs from "node:fs";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createAdmin, createTestApp, createUser, request, type TestApp } from "../test/harness.js";
import { REDIS_SERVER, RedisProcess } from "../test/redis-process.js";
import { until } from "../test/server-copies.js";
import { ReadCache } from "./cache.js";
import { CACHE_CLEAR_CHANNEL, readClearMessage } from "./shared-cache-clears.js";

describe("readClearMessage", () => {
  it("reads everyone's clear, one member's clear, and nothing else", () => {
    expect(readClearMessage('{"userId":null}')).toEqual({});
    expect(readClearMessage('{"userId":7}')).toEqual({ userId: 7 });
    expect(readClearMessage('{"userId":"7"}')).toBeUndefined();
    expect(readClearMessage("not json")).toBeUndefined();
  });
});

describe.runIf(fs.existsSync(REDIS_SERVER))("cache clears through Redis reach every copy", () => {
  let redis: RedisProcess;
  let t: TestApp;
  const listeners: Redis[] = [];
  afterAll(async () => {
    for (const l of listeners) l.disconnect();
    await t?.close();
    await redis?.stop();
  });

  /** Counts the loads of a test cache: a load after a clear shows the entry was forgotten. */
  const loads = { count: 0 };
  const cache = new ReadCache("shared-clear-test", 60_000);
  const read = (key: string, userId?: number) => cache.get(key, async () => ++loads.count, { userId });

  it("an admin's clear on this copy is announced to the others, and one announced by another copy empties this one", async () => {
    redis = await RedisProcess.create();
    t = await createTestApp({ REDIS_URL: redis.url });
    const admin = await createAdmin(t);

    const heard: string[] = [];
    const listener = new Redis(redis.url);
    listeners.push(listener);
    await listener.subscribe(CACHE_CLEAR_CHANNEL);
    listener.on("message", (_channel: string, message: string) => heard.push(message));

    const res = await request(t, { method: "GET", url: "/api/admin/clear-all-cache", as: admin });
    expect(res.statusCode).toBe(200);
    await until(
      () => heard,
      (h) => h.length === 1,
    );
    expect(heard).toEqual(['{"userId":null}']);

    // Another copy's clear, as it arrives on the channel.
    await read("k");
    expect(await read("k")).toBe(1);
    const publisher = new Redis(redis.url);
    listeners.push(publisher);
    await publisher.publish(CACHE_CLEAR_CHANNEL, JSON.stringify({ userId: null }));
    await until(
      () => read("k"),
      (v) => v === 2,
    );
  });

  it("a member's own clear is announced with their id and forgets only their entries elsewhere", async () => {
    const member = await createUser(t);
    const heard: string[] = [];
    const listener = new Redis(redis.url);
    listeners.push(listener);
    await listener.subscribe(CACHE_CLEAR_CHANNEL);
    listener.on("message", (_channel: string, message: string) => heard.push(message));

    const res = await request(t, { method: "POST", url: `/api/v1/cache/user/${member.id}`, as: member });
    expect(res.statusCode).toBe(200);
    await until(
      () => heard,
      (h) => h.length === 1,
    );
    expect(JSON.parse(heard[0]!)).toEqual({ userId: member.id });

    loads.count = 0;
    await read("mine", 41);
    await read("theirs", 42);
    await listeners[1]!.publish(CACHE_CLEAR_CHANNEL, JSON.stringify({ userId: 41 }));
    await until(
      () => read("mine", 41),
      (v) => v === 3,
    );
    expect(await read("theirs", 42)).toBe(2);
  });
});
