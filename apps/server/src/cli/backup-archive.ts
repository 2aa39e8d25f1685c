import fs from "node:fs";
import { Readable } from "node:stream";
import tar from "tar-stream";
import type { FileStore } from "../storage/index.js";

/**
 * One backup archive (a plain tar): `database.dump` (pg_dump) or `database.tar.gz` (embedded), then every
 * stored file as `files/<key>`. Tar, because each entry streams in with its size known from the store,
 * so neither a video nor the whole archive is ever held in memory.
 */
export const FILES_PREFIX = "files/";
const DATABASE_ENTRY = /^database\.(dump|tar\.gz)$/;

/** True when `file` starts like a tar archive (POSIX `ustar` magic at byte 257). */
export function isTarArchive(file: string): boolean {
  const head = Buffer.alloc(262);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  return head.subarray(257, 262).toString("latin1") === "ustar";
}

function addEntry(pack: tar.Pack, name: string, size: number, source: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600 }, (err) => (err ? reject(err) : resolve()));
    source.once("error", (err) => {
      entry.destroy(err);
      reject(err);
    });
    source.pipe(entry);
  });
}

/** Writes the archive to `file` (aside first, then renamed); returns how many stored files it holds. */
export async function writeBackupArchive(
  file: string,
  databaseFile: string,
  store: FileStore,
): Promise<number> {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  const written = new Promise<void>((resolve, reject) => {
    out.once("finish", resolve).once("error", reject);
    pack.once("error", reject);
  });
  pack.pipe(out);
  try {
    const ext = databaseFile.endsWith(".dump") ? "dump" : "tar.gz";
    await addEntry(
      pack,
      `database.${ext}`,
      fs.statSync(databaseFile).size,
      fs.createReadStream(databaseFile),
    );
    let count = 0;
    for await (const key of store.list()) {
      const stat = await store.stat(key);
      if (!stat) continue; // deleted since it was listed
      await addEntry(pack, FILES_PREFIX + key, stat.size, await store.read(key));
      count++;
    }
    pack.finalize();
    await written;
    fs.renameSync(partial, file);
    return count;
  } catch (err) {
    pack.destroy();
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

export type ArchiveReader = {
  /** The database part, called once, before any file. */
  database(ext: "dump" | "tar.gz", content: Readable): Promise<void>;
  file(key: string, content: Readable): Promise<void>;
};

/** Reads an archive made by writeBackupArchive entry by entry, each to the end before the next. */
export function readBackupArchive(file: string, reader: ArchiveReader): Promise<void> {
  return new Promise((resolve, reject) => {
    const extract = tar.extract();
    extract.on("entry", (header, stream, next) => {
      const name = header.name;
      const database = DATABASE_ENTRY.exec(name);
      // A Node stream over tar-stream's own (streamx) entry, for the store and for pipeline().
      const content = Readable.from(stream);
      const work = database
        ? reader.database(database[1] as "dump" | "tar.gz", content)
        : name.startsWith(FILES_PREFIX) && header.type === "file"
          ? reader.file(name.slice(FILES_PREFIX.length), content)
          : new Promise<void>((done) => stream.on("end", done).resume());
      work.then(
        () => next(),
        (err: Error) => extract.destroy(err),
      );
    });
    extract.once("finish", resolve).once("error", reject);
    const source = fs.createReadStream(file);
    source.once("error", reject);
    source.pipe(extract);
  });
}
