import { eq } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { videos } from "../../db/schema/index.js";
import { createJobRunner } from "../../jobs/runner.js";
import { fileStoreFor } from "../../storage/index.js";
import { createUser, request, useTestApp } from "../../test/harness.js";
import { SESSION_COMPLETED } from "../training/session-lock.queries.js";
import { addLog, completeSession, first, trainingSetup } from "../../test/fixtures/training.js";
import { createThumbnailJob } from "./video-thumbnail.job.js";
import { TOO_LARGE } from "./video-upload.js";
import { get, jobRunner, makeMp4, multipartBody, storedFiles, upload } from "../../test/fixtures/videos.js";
import { ALREADY_HAS_VIDEO, THUMBNAIL_JOB } from "./videos.service.js";

const t = useTestApp();
let mp4: Buffer;
beforeAll(() => {
  mp4 = makeMp4();
});

const videoRow = async (id: number) =>
  (await t.database.db.select().from(videos).where(eq(videos.id, id)))[0];
const uploadsRoot = () => path.join(t.config.dataDir, "uploads");

describe("POST /api/v1/logs/:id/upload-a-video", () => {
  it("stores the file under a random key, answers the video and makes a thumbnail in the background", async () => {
    const { owner, session, log } = await trainingSetup(t, createUser);
    const fields = [
      { name: "user_id", value: String(owner.id) },
      { name: "session_id", value: String(session.id) },
    ];
    const res = await upload(t, log.id, owner, mp4, fields);
    expect(res.json().message).toBe("A video has been uploaded!");
    const data = first(res);
    expect(data).toMatchObject({
      log_id: log.id,
      session_id: session.id,
      user_id: owner.id,
      screenshot_url: null,
      thumbnail_status: "pending",
      content_type: "video/mp4",
      size_bytes: mp4.length,
      video_url: `/api/v1/videos/${data.id}/stream`,
    });
    const row = await videoRow(data.id);
    expect(row!.storageKey).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
    expect(row!.originalName).toBe("squat.mp4");
    expect(fs.readFileSync(path.join(uploadsRoot(), row!.storageKey)).equals(mp4)).toBe(true);
    expect((await get(t, `/videos/${data.id}/thumbnail`, owner)).statusCode).toBe(404);

    expect(await jobRunner(t).drain()).toBeGreaterThanOrEqual(1);
    const done = await videoRow(data.id);
    expect(done).toMatchObject({ thumbnailStatus: "ready" });
    const thumb = await get(t, `/videos/${data.id}/thumbnail`, owner);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect(thumb.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    expect(storedFiles(t).filter((f) => f.startsWith(".tmp"))).toEqual([]);
  });

  it("marks the thumbnail failed when ffmpeg is missing, and the video stays", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const data = first(await upload(t, log.id, owner, mp4));
    const store = fileStoreFor(t.config);
    const handlers = {
      [THUMBNAIL_JOB]: createThumbnailJob({ db: t.database.db, store, ffmpegPath: "/nonexistent/ffmpeg" }),
    };
    await createJobRunner({ db: t.database.db, logger: pino({ level: "silent" }), handlers }).drain();
    expect(await videoRow(data.id)).toMatchObject({ thumbnailStatus: "failed", thumbnailKey: null });
    expect((await get(t, `/videos/${data.id}/stream`, owner)).statusCode).toBe(200);
  });

  it("refuses more than 10 MB while streaming (413) and leaves nothing on disk", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const before = storedFiles(t);
    const big = Buffer.concat([mp4, Buffer.alloc(10_000_001 - mp4.length)]);
    const res = await upload(t, log.id, owner, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(TOO_LARGE);
    expect(storedFiles(t)).toEqual(before);
    expect(await t.database.db.select().from(videos).where(eq(videos.logId, log.id))).toEqual([]);
  });

  it("refuses a text file named .mp4 with a video type (415), nothing stored", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const before = storedFiles(t);
    const res = await upload(t, log.id, owner, Buffer.from("<html><script>alert(1)</script></html>"));
    expect(res.statusCode).toBe(415);
    expect(storedFiles(t)).toEqual(before);
  });

  it("refuses a second video on the same log (409) and keeps the first", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const firstVideo = first(await upload(t, log.id, owner, mp4));
    const before = storedFiles(t);
    const res = await upload(t, log.id, owner, mp4);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ALREADY_HAS_VIDEO);
    expect(storedFiles(t)).toEqual(before);
    expect(await videoRow(firstVideo.id)).toBeDefined();
  });

  it("refuses a completed session (409)", async () => {
    const { owner, session, log } = await trainingSetup(t, createUser);
    await completeSession(t, owner, session.id);
    const res = await upload(t, log.id, owner, mp4);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SESSION_COMPLETED);
  });

  it("hides another user's log (404) whatever user_id says, needs a login (401)", async () => {
    const { owner, stranger, log, bench } = await trainingSetup(t, createUser);
    expect((await upload(t, log.id, stranger, mp4)).statusCode).toBe(404);
    const naming = await upload(t, log.id, stranger, mp4, [{ name: "user_id", value: String(owner.id) }]);
    expect(naming.statusCode).toBe(404);
    // A stale user_id is no error: the video is the caller's.
    const other = await addLog(t, owner, log.session_id, bench.id);
    const stale = await upload(t, other.id, owner, mp4, [{ name: "user_id", value: String(stranger.id) }]);
    expect(stale.statusCode, stale.body).toBe(201);
    expect(stale.json().data[0].user_id).toBe(owner.id);
    expect((await upload(t, log.id, undefined, mp4)).statusCode).toBe(401);
    expect((await upload(t, 999_999_999, owner, mp4)).statusCode).toBe(404);
    expect(storedFiles(t).filter((f) => f.startsWith(".tmp"))).toEqual([]);
  });

  it("answers 400 without a video field and 415 for a non-multipart body", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const url = `/api/v1/logs/${log.id}/upload-a-video`;
    const json = await request(t, { method: "POST", url, as: owner, payload: { video: "x" } });
    expect(json.statusCode).toBe(415);
    const empty = await request(t, {
      method: "POST",
      url,
      as: owner,
      ...multipartBody([{ name: "x", value: "1" }]),
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe("upload limits", () => {
  it("refuses a second file or too many fields (413) and leaves no temp file", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const url = `/api/v1/logs/${log.id}/upload-a-video`;
    const twoFiles = multipartBody([
      { name: "video", filename: "a.mp4", data: mp4 },
      { name: "video", filename: "b.mp4", data: mp4 },
    ]);
    const many = Array.from({ length: 5 }, (_, i) => ({ name: `f${i}`, value: "1" }));
    const fields = multipartBody([...many, { name: "video", filename: "a.mp4", data: mp4 }]);
    for (const body of [twoFiles, fields]) {
      const res = await request(t, { method: "POST", url, as: owner, ...body });
      expect(res.statusCode, res.body).toBe(413);
    }
    expect(storedFiles(t).filter((f) => f.startsWith(".tmp"))).toEqual([]);
    expect(await t.database.db.select().from(videos).where(eq(videos.logId, log.id))).toEqual([]);
  });

  it("allows 30 uploads per user in 30 minutes, then answers 429", async () => {
    const { owner, log } = await trainingSetup(t, createUser);
    const junk = Buffer.from("not a video");
    for (let i = 0; i < 30; i++) expect((await upload(t, log.id, owner, junk)).statusCode).toBe(415);
    expect((await upload(t, log.id, owner, mp4)).statusCode).toBe(429);
    const other = await trainingSetup(t, createUser);
    expect((await upload(t, other.log.id, other.owner, mp4)).statusCode).toBe(201);
  });
});

describe("deleting a log or a session", () => {
  it("removes the stored video and thumbnail files", async () => {
    const { owner, session, log, bench } = await trainingSetup(t, createUser);
    const a = first(await upload(t, log.id, owner, mp4));
    await jobRunner(t).drain();
    const other = await addLog(t, owner, session.id, bench.id);
    const b = first(await upload(t, other.id, owner, mp4));
    const keys = async (id: number) => {
      const row = await videoRow(id);
      return [row!.storageKey, row!.thumbnailKey].filter((k): k is string => !!k);
    };
    const aKeys = await keys(a.id);
    const bKeys = await keys(b.id);
    expect(aKeys).toHaveLength(2);
    expect(storedFiles(t)).toEqual(expect.arrayContaining([...aKeys, ...bKeys]));

    const del = await request(t, { method: "DELETE", url: `/api/v1/logs/${log.id}`, as: owner });
    expect(del.statusCode, del.body).toBe(200);
    expect(storedFiles(t)).not.toEqual(expect.arrayContaining([aKeys[0]]));
    expect(storedFiles(t).filter((f) => aKeys.includes(f))).toEqual([]);
    expect(storedFiles(t)).toEqual(expect.arrayContaining(bKeys));

    const delSession = await request(t, {
      method: "DELETE",
      url: `/api/v1/sessions/${session.id}`,
      as: owner,
    });
    expect(delSession.statusCode, delSession.body).toBe(200);
    expect(storedFiles(t).filter((f) => bKeys.includes(f))).toEqual([]);
  });
});
