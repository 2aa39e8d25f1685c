import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { dataPaths, loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { findUserByUsername, insertUser } from "../features/users/users.queries.js";
import { fileStoreFor, readAll } from "../storage/index.js";
import { testDatabase, unique } from "../test/harness.js";
import { startTestS3, type TestS3 } from "../test/s3-server.js";
import { backupDeployment } from "./backup.js";
import { restoreDeployment } from "./restore.js";

// Whole-deployment backups: one archive with the database and every stored file, restored into an
// empty deployment, with files in the local directory and in an S3-compatible bucket.
const dirs: string[] = [];
const servers: TestS3[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
afterAll(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** An empty embedded deployment, its files in DATA_DIR/uploads or in a fresh bucket. */
async function emptyDeployment(withS3: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-backup-"));
  dirs.push(dataDir);
  const s3 = withS3 ? await startTestS3(unique("bucket")) : undefined;
  if (s3) servers.push(s3);
  const config = loadConfig({ DATA_DIR: dataDir, ...s3?.env });
  return { config, paths: dataPaths(config) };
}

const video = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
const thumbnail = Buffer.from("RIFF....WEBPVP8 thumbnail");

describe.each([
  ["the local directory", false],
  ["an S3-compatible bucket", true],
])("backup and restore with files in %s", (_, withS3) => {
  // NOTE: four opens of an on-disk PGlite (about 4 s each, more on a busy machine).
  it("brings the database and every file back into an empty deployment", { timeout: 180_000 }, async () => {
    const source = await emptyDeployment(withS3);
    const username = unique("bk");
    const database = await openDatabase({ pgliteDir: source.paths.db });
    await insertUser(database.db, { username, email: `${username}@example.test`, passwordHash: "x" });
    await database.close();
    const store = fileStoreFor(source.config);
    await store.put("videos/0b7f.mp4", Readable.from([video]));
    await store.put("thumbnails/9c1e.webp", Readable.from([thumbnail]));

    const { file, files } = await backupDeployment(source, store, new Date("2026-05-01T10:20:30Z"));
    expect(path.basename(file)).toBe("topset-backup-2026-05-01T10-20-30Z.tar");
    expect(files).toBe(2);
    // One archive, and nothing else, is left in the backups folder.
    expect(fs.readdirSync(source.paths.backups)).toEqual([path.basename(file)]);

    const target = await emptyDeployment(withS3);
    const restored = await restoreDeployment(target, file);
    expect(restored).toEqual({ aside: undefined, files: 2 });
    const back = await openDatabase({ pgliteDir: target.paths.db });
    expect(await findUserByUsername(back.db, username)).toMatchObject({ username });
    await back.close();
    const targetStore = fileStoreFor(target.config);
    expect((await readAll(targetStore, "videos/0b7f.mp4")).equals(video)).toBe(true);
    expect((await readAll(targetStore, "thumbnails/9c1e.webp")).equals(thumbnail)).toBe(true);
    if (withS3) expect(fs.existsSync(target.paths.uploads)).toBe(false);
  });
});

describe("restore of an archive that is not a Topset backup", () => {
  it("refuses a tar without a database and leaves the store as it was", async () => {
    const target = await emptyDeployment(false);
    const tar = await import("tar-stream");
    const pack = tar.default.pack();
    pack.entry({ name: "files/videos/a.mp4" }, "x");
    pack.finalize();
    const file = path.join(target.config.dataDir, "odd.tar");
    const chunks: Buffer[] = [];
    for await (const c of pack as unknown as AsyncIterable<Buffer>) chunks.push(Buffer.from(c));
    fs.writeFileSync(file, Buffer.concat(chunks));
    await expect(restoreDeployment(target, file)).rejects.toThrow(/files come before the database/);
    expect(await fileStoreFor(target.config).stat("videos/a.mp4")).toBeUndefined();
  });
});

const DATABASE_URL = process.env.DATABASE_URL;
const pgToolsFound = spawnSync("pg_dump", ["--version"]).status === 0;

describe.skipIf(!DATABASE_URL || !pgToolsFound)(
  "backup and restore on PostgreSQL with files in a bucket",
  () => {
    it(
      "brings the database and the bucket back into a new empty database and bucket",
      { timeout: 120_000 },
      async () => {
        const { db } = await testDatabase();
        const username = unique("pgbk");
        await insertUser(db, { username, email: `${username}@example.test`, passwordHash: "x" });
        const source = await emptyDeployment(true);
        const store = fileStoreFor(source.config);
        await store.put("videos/5d2a.mp4", Readable.from([video]));
        const { file, files } = await backupDeployment(
          { ...source, config: { ...source.config, databaseUrl: DATABASE_URL } },
          store,
        );
        expect(files).toBe(1);

        // An empty database on the same server (the suite's own must stay as it is).
        const name = unique("topset_restore_");
        const admin = new pg.Client({ connectionString: DATABASE_URL });
        await admin.connect();
        await admin.query(`create database ${name}`);
        const url = new URL(DATABASE_URL!);
        url.pathname = `/${name}`;
        try {
          const target = await emptyDeployment(true);
          const restored = await restoreDeployment(
            { ...target, config: { ...target.config, databaseUrl: url.toString() } },
            file,
          );
          expect(restored.files).toBe(1);
          const client = new pg.Client({ connectionString: url.toString() });
          await client.connect();
          const rows = await client.query("select username from users where username = $1", [username]);
          await client.end();
          expect(rows.rows).toEqual([{ username }]);
          expect((await readAll(fileStoreFor(target.config), "videos/5d2a.mp4")).equals(video)).toBe(true);
        } finally {
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        }
      },
    );
  },
);
