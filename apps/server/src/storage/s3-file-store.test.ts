import fs from "node:fs";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../test/s3-server.js";
import { readAll, type FileStore } from "./index.js";
import { createS3FileStore } from "./s3-file-store.js";

let s3: TestS3;
let store: FileStore;
beforeAll(async () => {
  s3 = await startTestS3();
  store = createS3FileStore(s3.settings);
});
afterAll(() => s3?.close());

const keys = async () => {
  const all: string[] = [];
  for await (const key of store.list()) all.push(key);
  return all.sort();
};

describe("S3 file store (s3rver)", () => {
  it("keeps a file byte for byte, answers a range, a size, a listing and a local copy", async () => {
    // Larger than one part, so it goes up as a multipart upload.
    const bytes = Buffer.alloc(6 * 1024 * 1024 + 3);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) % 251;
    const half = bytes.length >> 1;
    expect(
      await store.put(
        "videos/a.mp4",
        Readable.from([bytes.subarray(0, half), bytes.subarray(half)]),
        "video/mp4",
      ),
    ).toEqual({
      size: bytes.length,
    });
    expect(await store.stat("videos/a.mp4")).toEqual({ size: bytes.length });
    expect((await readAll(store, "videos/a.mp4")).equals(bytes)).toBe(true);

    const chunks: Buffer[] = [];
    for await (const c of await store.read("videos/a.mp4", { start: 2, end: 4 })) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes.subarray(2, 5));

    await store.put("thumbnails/b.webp", Readable.from([Buffer.from("thumb")]), "image/webp");
    expect(await keys()).toEqual(["thumbnails/b.webp", "videos/a.mp4"]);

    const copy = await store.localCopy("videos/a.mp4");
    expect(fs.readFileSync(copy.path).equals(bytes)).toBe(true);
    await copy.release();
    expect(fs.existsSync(copy.path)).toBe(false);

    await store.delete("videos/a.mp4");
    await store.delete("videos/a.mp4");
    await store.delete("thumbnails/b.webp");
    expect(await store.stat("videos/a.mp4")).toBeUndefined();
    await expect(store.read("videos/a.mp4")).rejects.toThrow();
    await store.check();
  });

  it("leaves no object behind when the source fails part-way", async () => {
    const source = new Readable({ read() {} });
    const put = store.put("videos/broken.mp4", source);
    source.push(Buffer.alloc(6 * 1024 * 1024));
    setTimeout(() => source.destroy(new Error("client went away")), 50);
    await expect(put).rejects.toThrow();
    expect(await store.stat("videos/broken.mp4")).toBeUndefined();
    expect(await keys()).toEqual([]);
  });

  it("refuses keys that are not the server's own", async () => {
    await expect(store.stat("../secret")).rejects.toThrow(/storage key/i);
    await expect(store.put("a b", Readable.from([Buffer.from("x")]))).rejects.toThrow(/storage key/i);
  });

  it("fails its readiness check when the bucket is missing", async () => {
    const other = createS3FileStore({ ...s3.settings, bucket: "no-such-bucket" });
    await expect(other.check()).rejects.toThrow();
  });
});
