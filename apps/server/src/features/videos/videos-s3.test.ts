import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobHandlers } from "../../jobs/handlers.js";
import { createJobRunner } from "../../jobs/runner.js";
import { fileStoreFor, readAll, type FileStore } from "../../storage/index.js";
import { createUser, request, useTestApp } from "../../test/harness.js";
import { addLog, first, trainingSetup } from "../../test/fixtures/training.js";
import { makeImage, readZip, uploadPicture } from "../../test/fixtures/users.js";
import { get, makeMp4, upload } from "../../test/fixtures/videos.js";
import { expectUnavailable } from "../../test/dependency-outage.js";
import { startTestS3, type TestS3 } from "../../test/s3-server.js";

// The whole media path with S3_* set: uploads, Range, thumbnails, pictures and exports live in the
// bucket and nothing stays under DATA_DIR.
let s3: TestS3 | undefined;
const env: Record<string, string> = {};
beforeAll(async () => {
  s3 = await startTestS3();
  Object.assign(env, s3.env);
});
afterAll(() => s3?.close());
const t = useTestApp(env);

const store = (): FileStore => fileStoreFor(t.config);
const bucketKeys = async () => {
  const keys: string[] = [];
  for await (const key of store().list()) keys.push(key);
  return keys;
};
const runJobs = () =>
  createJobRunner({
    db: t.database.db,
    logger: pino({ level: "silent" }),
    handlers: createJobHandlers({ db: t.database.db, config: t.config, mailer: t.mailer }),
  }).drain();
/** Upload temp files of this process (the S3 store stages them in the system temp directory). */
const stagedUploads = () => {
  const dir = store().tmpDir;
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const filesUnder = (dir: string, name: string) =>
  fs.existsSync(path.join(dir, name)) ? fs.readdirSync(path.join(dir, name), { recursive: true }) : [];

describe("media in an S3-compatible bucket", () => {
  it("keeps an uploaded video byte for byte, streams ranges of it and makes its thumbnail there", async () => {
    expect(t.config.s3?.bucket).toBe("topset-test");
    const { owner, log } = await trainingSetup(t, createUser);
    const mp4 = makeMp4();
    const video = first(await upload(t, log.id, owner, mp4));
    const key = (await bucketKeys()).find((k) => k.startsWith("videos/"));
    expect(key).toBeDefined();
    expect((await readAll(store(), key!)).equals(mp4)).toBe(true);

    const part = await get(t, `/videos/${video.id}/stream`, owner, { range: "bytes=4-11" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(4, 12))).toBe(true);
    const whole = await get(t, `/videos/${video.id}/stream`, owner);
    expect(whole.rawPayload.equals(mp4)).toBe(true);
    const outside = await get(t, `/videos/${video.id}/stream`, owner, { range: `bytes=${mp4.length}-` });
    expect(outside.statusCode).toBe(416);
    const stranger = await createUser(t);
    expect((await get(t, `/videos/${video.id}/stream`, stranger)).statusCode).toBe(404);

    await runJobs();
    const thumb = await get(t, `/videos/${video.id}/thumbnail`, owner);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    expect((await bucketKeys()).some((k) => k.startsWith("thumbnails/"))).toBe(true);
  });

  it("refuses an upload over the limit (413) and leaves nothing in the bucket or in temp files", async () => {
    const { owner, log, session, bench } = await trainingSetup(t, createUser);
    const before = await bucketKeys();
    const big = Buffer.concat([makeMp4(), Buffer.alloc(10_000_001)]);
    expect((await upload(t, log.id, owner, big)).statusCode).toBe(413);
    const notVideo = await addLog(t, owner, session.id, bench.id);
    expect((await upload(t, notVideo.id, owner, Buffer.from("plain text, not a video"))).statusCode).toBe(
      415,
    );
    expect((await bucketKeys()).sort()).toEqual(before.sort());
    expect(stagedUploads()).toEqual([]);
  });

  it("serves profile pictures and mailed data exports from the bucket", async () => {
    const user = await createUser(t);
    const pic = await uploadPicture(t, user.id, user, await makeImage(64, 64));
    expect(pic.statusCode, pic.body).toBe(200);
    const shown = await request(t, { method: "GET", url: pic.json().data[0].profile_picture_url, as: user });
    expect(shown.headers["content-type"]).toBe("image/webp");

    expect(
      (await request(t, { method: "GET", url: `/api/v1/users/${user.id}/download-user-data`, as: user }))
        .statusCode,
    ).toBe(200);
    await runJobs();
    const mail = (await t.mails()).find((m) => m.to === user.email && m.subject.includes("data"));
    const link = new URL(mail!.links.find((l) => l.includes("/exports/"))!).pathname;
    const zip = await request(t, { method: "GET", url: link, as: user });
    expect(zip.statusCode).toBe(200);
    expect(readZip(zip.rawPayload).has("topset-data.json")).toBe(true);
    expect((await bucketKeys()).some((k) => k.startsWith("exports/"))).toBe(true);
  });

  it("keeps no media under DATA_DIR, and /ready checks the bucket", async () => {
    for (const name of ["uploads", "thumbnails", "exports"])
      expect(filesUnder(t.config.dataDir, name)).toEqual([]);
    expect(fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith("topset-s3-"))).toEqual([]);
    const ready = await request(t, { method: "GET", url: "/ready" });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().data[0].store).toBe("ok");
  });

  it("answers 503 with Retry-After, not 500, while the bucket cannot be reached", async () => {
    const { owner, log, session, bench } = await trainingSetup(t, createUser);
    const video = first(await upload(t, log.id, owner, makeMp4()));
    await s3!.close();
    s3 = undefined;
    const res = await get(t, `/videos/${video.id}/stream`, owner);
    expectUnavailable(res);
    const another = await addLog(t, owner, session.id, bench.id);
    expectUnavailable(await upload(t, another.id, owner, makeMp4()));
    expect(stagedUploads()).toEqual([]);
    const ready = await request(t, { method: "GET", url: "/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toContain("store");
  });
});
