import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FileStore } from "./file-store.js";

/** Keys are server-generated: folders and file names of letters, digits, `-`, `_` and one dot. */
const KEY_PATTERN = /^(?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9]+)?$/i;

/** Throws unless `key` is a well-formed key that resolves inside `root` (no traversal, no absolute path). */
export function resolveKey(root: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error(`Storage key outside the store: ${key}`);
  return full;
}

/** A FileStore in a local directory (DATA_DIR/uploads); writes go through `<root>/.tmp` then rename. */
export function createLocalFileStore(rootDir: string): FileStore & { tmpDir: string } {
  const root = path.resolve(rootDir);
  const tmpDir = path.join(root, ".tmp");

  return {
    tmpDir,
    async put(key, source) {
      const target = resolveKey(root, key);
      await fs.promises.mkdir(tmpDir, { recursive: true });
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const tmp = path.join(tmpDir, `${randomUUID()}.part`);
      try {
        await pipeline(source, fs.createWriteStream(tmp, { flags: "wx" }));
        await fs.promises.rename(tmp, target);
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
      return { size: (await fs.promises.stat(target)).size };
    },
    createReadStream(key, range) {
      return fs.createReadStream(resolveKey(root, key), range);
    },
    async stat(key) {
      try {
        const st = await fs.promises.stat(resolveKey(root, key));
        return st.isFile() ? { size: st.size } : undefined;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw err;
      }
    },
    async delete(key) {
      await fs.promises.rm(resolveKey(root, key), { force: true });
    },
    async localCopy(key) {
      return { path: resolveKey(root, key), release: async () => {} };
    },
  };
}
