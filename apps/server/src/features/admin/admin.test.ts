import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog, logs, sessions, sets, users, videos } from "../../db/schema/index.js";
import { ReadCache } from "../../lib/cache.js";
import { createAdmin, createUser, request, unique, useTestApp, type TestUser } from "../../test/harness.js";
import { storeVideo } from "../../test/fixtures/videos.js";
import { insertActivityLines } from "./activity-log.queries.js";

const t = useTestApp();
let admin: TestUser;
beforeAll(async () => {
  admin = await createAdmin(t);
});

const get = (url: string, as: TestUser = admin) => request(t, { method: "GET", url, as });
const del = (url: string, as: TestUser = admin) => request(t, { method: "DELETE", url, as });

describe("GET /api/admin/stats", () => {
  it("counts accounts and videos of the last 7 days, not older ones", async () => {
    const before = (await get("/api/admin/stats")).json().data[0];
    const fresh = await createUser(t);
    const old = await createUser(t);
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3_600_000) })
      .where(eq(users.id, old.id));
    await storeVideo(t, fresh);
    const res = await get("/api/admin/stats");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ users: before.users + 1, videos: before.videos + 1 }]);
  });
});

describe("moderation: videos and sessions", () => {
  it("lists videos newest first with owner, date and size, streams and deletes one with its files", async () => {
    const owner = await createUser(t);
    const { video, storageKey, thumbnailKey, store, log } = await storeVideo(t, owner);
    const list = (await get("/api/admin/videos?perPage=5")).json();
    expect(list.data[0]).toMatchObject({
      id: video.id,
      user_id: owner.id,
      username: owner.username,
      size_bytes: video.sizeBytes,
      video_url: `/api/admin/videos/${video.id}/stream`,
    });
    expect(list.pagination.perPage).toBe(5);

    const stream = await get(`/api/admin/videos/${video.id}/stream`);
    expect(stream.statusCode).toBe(200);
    expect(stream.headers["content-type"]).toBe("video/mp4");

    const res = await del(`/api/admin/videos/${video.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: video.id }]);
    expect(await t.database.db.$count(videos, eq(videos.id, video.id))).toBe(0);
    expect(await store.stat(storageKey)).toBeFalsy();
    expect(await store.stat(thumbnailKey)).toBeFalsy();
    // The log it hung on stays.
    expect(await t.database.db.$count(logs, eq(logs.id, log.id))).toBe(1);
    expect((await del(`/api/admin/videos/${video.id}`)).statusCode).toBe(404);
  });

  it("lists sessions newest first with counts, opens one and deletes everything beneath", async () => {
    const owner = await createUser(t);
    const { session, storageKey, store } = await storeVideo(t, owner);
    const list = (await get("/api/admin/sessions")).json();
    expect(list.data[0]).toMatchObject({
      id: session.id,
      username: owner.username,
      logs: 1,
      sets: 1,
      videos: 1,
    });
    const opened = await get(`/api/admin/sessions/${session.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data[0].id).toBe(session.id);

    const res = await del(`/api/admin/sessions/${session.id}`);
    expect(res.statusCode).toBe(200);
    const db = t.database.db;
    expect(await db.$count(sessions, eq(sessions.id, session.id))).toBe(0);
    expect(await db.$count(logs, eq(logs.sessionId, session.id))).toBe(0);
    expect(await db.$count(sets, eq(sets.sessionId, session.id))).toBe(0);
    expect(await db.$count(videos, eq(videos.sessionId, session.id))).toBe(0);
    expect(await store.stat(storageKey)).toBeFalsy();
    expect((await del(`/api/admin/sessions/${session.id}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/sessions/${session.id}`)).statusCode).toBe(404);
  });
});

describe("maintenance", () => {
  it("clear-all-cache empties the read caches only and answers the spec's message", async () => {
    const cache = new ReadCache(`test-${unique()}`, 60_000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("k", load);
    const res = await get("/api/admin/clear-all-cache");
    expect(res.json().message).toBe("All cache in the systems has been cleared!");
    await cache.get("k", load);
    expect(loads).toBe(2);
    // Sessions survive: the admin is still logged in.
    expect((await get("/api/admin/stats")).statusCode).toBe(200);
  });

  it("refresh-index runs ANALYZE and REINDEX and answers the spec's message", async () => {
    const res = await get("/api/admin/refresh-index");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("All indexes have been refreshed");
  });
});

describe("GET /api/admin/view-logs", () => {
  const line = (i: number, level = 30) =>
    JSON.stringify({ level, time: 1_700_000_000_000 + i, msg: `entry ${i}` });
  beforeEach(async () => {
    await t.database.db.delete(activityLog);
  });

  it("returns the latest n entries of the shared log as JSON strings, oldest first", async () => {
    await insertActivityLines(
      t.database.db,
      [1, 2, 3].map((i) => line(i)),
    );
    await insertActivityLines(t.database.db, [line(4, 40), line(5, 50), "not json at all"]);
    const res = await get("/api/admin/view-logs?latest=-5");
    expect(res.statusCode).toBe(200);
    const entries = res.json().data.map((s: string) => JSON.parse(s));
    expect(entries.map((e: { msg: string }) => e.msg)).toEqual([
      "entry 2",
      "entry 3",
      "entry 4",
      "entry 5",
      "not json at all",
    ]);
    expect(entries.map((e: { level: string }) => e.level)).toEqual([
      "info",
      "info",
      "warn",
      "error",
      "error",
    ]);
  });

  it("defaults to 25 and caps at 200", async () => {
    await insertActivityLines(
      t.database.db,
      Array.from({ length: 300 }, (_, i) => line(i)),
    );
    expect((await get("/api/admin/view-logs")).json().data).toHaveLength(25);
    const capped = (await get("/api/admin/view-logs?latest=-5000")).json().data;
    expect(capped).toHaveLength(200);
    expect(JSON.parse(capped.at(-1)).msg).toBe("entry 299");
    expect((await get("/api/admin/view-logs?latest=abc")).json().data).toHaveLength(25);
  });

  it("answers an empty list when nothing was logged", async () => {
    expect((await get("/api/admin/view-logs")).json().data).toEqual([]);
  });
});
