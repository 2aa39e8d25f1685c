import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dataPaths, loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { DataDirInUseError } from "../db/data-dir-lock.js";
import { findUserByUsername, insertUser } from "../features/users/users.queries.js";
import { testDatabase, unique } from "../test/harness.js";
import { backupDatabase } from "./backup.js";
import { restoreDatabase } from "./restore.js";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function embeddedTarget() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-backup-"));
  dirs.push(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir });
  return { config, paths: dataPaths(config) };
}

describe("backup and restore (embedded database)", () => {
  // NOTE: five opens of an on-disk PGlite (about 4 s each, more on a busy machine).
  it("round-trips a user through a backup file", { timeout: 120_000 }, async () => {
    const target = embeddedTarget();
    const username = unique("bk");
    let database = await openDatabase({ pgliteDir: target.paths.db });
    await insertUser(database.db, { username, email: `${username}@example.test`, passwordHash: "x" });
    await database.close();

    const file = await backupDatabase(target, new Date("2026-05-01T10:20:30Z"));
    expect(path.basename(file)).toBe("topset-pglite-2026-05-01T10-20-30Z.tar.gz");
    expect(path.dirname(file)).toBe(target.paths.backups);

    // Lose the user after the backup, then restore.
    database = await openDatabase({ pgliteDir: target.paths.db });
    await database.db.execute(`delete from users where username = '${username}'`);
    expect(await findUserByUsername(database.db, username)).toBeUndefined();
    await database.close();

    const aside = await restoreDatabase(target, file, new Date("2026-05-01T11:00:00Z"));
    expect(aside).toBe(`${target.paths.db}.before-restore-2026-05-01T11-00-00Z`);
    database = await openDatabase({ pgliteDir: target.paths.db });
    expect(await findUserByUsername(database.db, username)).toMatchObject({ username });
    await database.close();
  });

  it("refuses while a server holds the data directory, and refuses a file that is not a backup", async () => {
    const target = embeddedTarget();
    const bogus = path.join(target.config.dataDir, "notes.txt");
    fs.writeFileSync(bogus, "hello");
    await expect(restoreDatabase(target, bogus)).rejects.toThrow("is not an embedded-database backup");
    await expect(restoreDatabase(target, path.join(target.config.dataDir, "nope.tar.gz"))).rejects.toThrow(
      "No such backup file",
    );

    // A live process (our parent) owns the lock, as a running server would.
    fs.writeFileSync(path.join(target.config.dataDir, "topset.pid"), String(process.ppid));
    fs.writeFileSync(path.join(target.config.dataDir, "fake.tar.gz"), Buffer.from([0x1f, 0x8b, 0, 0, 0]));
    await expect(restoreDatabase(target, path.join(target.config.dataDir, "fake.tar.gz"))).rejects.toThrow(
      DataDirInUseError,
    );
    await expect(backupDatabase(target)).rejects.toThrow(DataDirInUseError);
  });
});

const pgDumpFound = spawnSync("pg_dump", ["--version"]).status === 0;

describe.skipIf(!process.env.DATABASE_URL || !pgDumpFound)("backup (PostgreSQL)", () => {
  it("writes a pg_dump custom-format file into DATA_DIR/backups", async () => {
    // This file may run first on a fresh database: migrate it, so there is a schema to dump.
    await testDatabase();
    const { paths } = embeddedTarget();
    const file = await backupDatabase({
      config: { dataDir: "", databaseUrl: process.env.DATABASE_URL },
      paths,
    });
    expect(path.basename(file)).toMatch(/^topset-postgres-.*\.dump$/);
    expect(fs.readFileSync(file).subarray(0, 5).toString("latin1")).toBe("PGDMP");
    const listing = execFileSync("pg_restore", ["--list", file], { encoding: "utf8" });
    expect(listing).toContain("TABLE public users");
  });
});
