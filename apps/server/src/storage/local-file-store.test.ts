import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalFileStore } from "./local-file-store.js";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "topset-store-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const store = createLocalFileStore(path.join(root, "uploads"));

describe("local file store", () => {
  it("puts, stats, reads a range of and deletes a file", async () => {
    await store.put("videos/a.mp4", Readable.from([Buffer.from("0123456789")]));
    expect(await store.stat("videos/a.mp4")).toEqual({ size: 10 });
    const chunks: Buffer[] = [];
    for await (const c of await store.read("videos/a.mp4", { start: 2, end: 4 })) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("234");
    await store.delete("videos/a.mp4");
    await store.delete("videos/a.mp4");
    expect(await store.stat("videos/a.mp4")).toBeUndefined();
    expect(fs.readdirSync(store.tmpDir)).toEqual([]);
  });

  it.each(["../secret", "videos/../../x", "/etc/passwd", "videos/a b.mp4", "", "a/./b", "x.tar.gz"])(
    "refuses the key %j",
    async (key) => {
      await expect(store.stat(key)).rejects.toThrow(/storage key/i);
      await expect(store.put(key, Readable.from([Buffer.from("x")]))).rejects.toThrow(/storage key/i);
    },
  );
});
