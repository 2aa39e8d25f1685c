import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { disableUser, shareLog } from "../../test/fixtures/social.js";
import { first, trainingSetup } from "../../test/fixtures/training.js";
import { get, jobRunner, makeMp4, upload } from "../../test/fixtures/videos.js";

const t = useTestApp();
let mp4: Buffer;
let owner: TestUser;
let stranger: TestUser;
let logId: number;
let videoId: number;
beforeAll(async () => {
  mp4 = makeMp4();
  const setup = await trainingSetup(t, createUser);
  ({ owner, stranger } = setup);
  logId = setup.log.id;
  videoId = first(await upload(t, logId, owner, mp4)).id;
  await jobRunner(t).drain();
});

const stream = (range?: string, as: TestUser = owner) =>
  get(t, `/videos/${videoId}/stream`, as, range ? { range } : {});
const size = () => mp4.length;

describe("GET /api/v1/videos/:id/stream", () => {
  it("sends the whole file without Range (200) with the stored type, nosniff and Accept-Ranges", async () => {
    const res = await stream();
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      "content-type": "video/mp4",
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
      "content-length": String(size()),
    });
    expect(res.rawPayload.equals(mp4)).toBe(true);
  });

  it.each([
    ["bytes=0-0", 0, 0],
    ["bytes=-100", size, -100],
    ["bytes=10-", 10, undefined],
    ["bytes=5-99999999", 5, undefined],
  ] as const)("answers %s with 206 and the matching Content-Range", async (range, from, to) => {
    const start = typeof from === "function" ? from() - 100 : from;
    const end = to === 0 ? 0 : size() - 1;
    const res = await stream(range);
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes ${start}-${end}/${size()}`);
    expect(res.headers["content-length"]).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(mp4.subarray(start, end + 1))).toBe(true);
  });

  it("answers a range starting at or beyond the end, or an empty suffix, with 416 and bytes */size", async () => {
    for (const range of [
      `bytes=${size()}-`,
      `bytes=${size() + 10}-${size() + 20}`,
      "bytes=999999999-",
      "bytes=-0",
    ]) {
      const res = await stream(range);
      expect(res.statusCode, range).toBe(416);
      expect(res.headers["content-range"]).toBe(`bytes */${size()}`);
    }
  });

  // RFC 9110 §14.2: a server may ignore a Range it cannot parse; the whole file is the safe answer.
  it.each(["bytes=abc", "items=0-1", "bytes=0-1,4-5", "bytes=9-3"])("ignores %s (200)", async (range) => {
    const res = await stream(range);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(size());
  });

  it("hides a private log's video from others (404) and shows a shared one to any logged-in user", async () => {
    for (const kind of ["stream", "download", "thumbnail"]) {
      expect((await get(t, `/videos/${videoId}/${kind}`, stranger)).statusCode).toBe(404);
      expect((await get(t, `/videos/${videoId}/${kind}`)).statusCode).toBe(401);
    }
    const url = `/api/v1/logs/${logId}/update-private-state`;
    const share = await request(t, { method: "PATCH", url, as: owner, payload: { private: false } });
    expect(share.statusCode, share.body).toBe(200);
    expect((await stream(undefined, stranger)).statusCode).toBe(200);
    expect((await stream("bytes=0-0", stranger)).statusCode).toBe(206);
    expect((await get(t, `/videos/${videoId}/thumbnail`, stranger)).statusCode).toBe(200);
    expect((await get(t, `/videos/${videoId}/stream`)).statusCode).toBe(401);
    await request(t, { method: "PATCH", url, as: owner, payload: { private: true } });
    expect((await stream(undefined, stranger)).statusCode).toBe(404);
    expect((await get(t, `/videos/999999999/stream`, owner)).statusCode).toBe(404);
  });
});

describe("GET /api/v1/videos/:id/download", () => {
  it("sends the file as an attachment with a generated name", async () => {
    const res = await get(t, `/videos/${videoId}/download`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      "content-disposition": `attachment; filename="topset-video-${videoId}.mp4"`,
      "content-type": "video/mp4",
      "x-content-type-options": "nosniff",
    });
    expect(res.rawPayload.equals(mp4)).toBe(true);
  });
});

describe("videos of a disabled member", () => {
  it("stop streaming, downloading and showing thumbnails to members (404) but not to admins (200)", async () => {
    const setup = await trainingSetup(t, createUser);
    const admin = await createAdmin(t);
    const id = first(await upload(t, setup.log.id, setup.owner, mp4)).id;
    await jobRunner(t).drain();
    await shareLog(t, setup.owner, setup.log.id);
    const kinds = ["stream", "download", "thumbnail"];
    for (const kind of kinds) {
      expect((await get(t, `/videos/${id}/${kind}`, setup.stranger)).statusCode, kind).toBe(200);
    }

    await disableUser(t, setup.owner);
    for (const kind of kinds) {
      expect((await get(t, `/videos/${id}/${kind}`, setup.stranger)).statusCode, kind).toBe(404);
      const res = await get(t, `/videos/${id}/${kind}`, admin);
      expect(res.statusCode, kind).toBe(200);
      expect(res.rawPayload.length).toBeGreaterThan(0);
    }
    expect((await get(t, `/videos/${id}/stream`, admin)).rawPayload.equals(mp4)).toBe(true);
  });
});
