import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FileStore } from "./file-store.js";
import { assertKey } from "./storage-keys.js";

/** Throws unless `key` is a well-formed key that resolves inside `root` (no traversal, no absolute path). */
export function resolveKey(root: string, key: string): string {
  const full = path.resolve(root, assertKey(key));
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
    async read(key, range) {
      const stream = fs.createReadStream(resolveKey(root, key), range);
      // Opened before resolving, so a missing file rejects here like a store's 404.
      await new Promise<void>((resolve, reject) => {
        stream.once("open", () => resolve()).once("error", reject);
      });
      return stream;
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
    async *list() {
      const entries = await fs.promises
        .readdir(root, { recursive: true, withFileTypes: true })
        .catch((err: NodeJS.ErrnoException) => {
          if (err.code === "ENOENT") return [];
          throw err;
        });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        if (!key.startsWith(".tmp/")) yield key;
      }
    },
    async check() {
      await fs.promises.mkdir(root, { recursive: true });
      await fs.promises.access(root, fs.constants.W_OK);
    },
  };
}
