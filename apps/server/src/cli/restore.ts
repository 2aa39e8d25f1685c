import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { lockDataDir } from "../db/data-dir-lock.js";
import { fileStoreFor, type FileStore } from "../storage/index.js";
import { isTarArchive, readBackupArchive } from "./backup-archive.js";
import type { BackupTarget } from "./backup.js";
import { parseCommandArgs } from "./args.js";
import { type CliCommand, UsageError } from "./context.js";
import { fileStamp, loadPgliteDir, runPgTool } from "./database-files.js";
import { pgConnectionEnv } from "./pg-env.js";

const GZIP_MAGIC = [0x1f, 0x8b];
const PGDUMP_MAGIC = "PGDMP";

/**
 * Puts a backup made by `backup` in place. The embedded database: refused while a server holds the
 * data directory; the current directory is kept beside it as db.before-restore-<time> and put back
 * if the backup does not open. PostgreSQL: pg_restore --clean into DATABASE_URL, in one transaction.
 * Returns where the replaced embedded data went (undefined for PostgreSQL or a first restore).
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  now = new Date(),
): Promise<string | undefined> {
  const { config, paths } = target;
  if (!fs.existsSync(file)) throw new UsageError(`No such backup file: ${file}`);
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, "r");
  fs.readSync(fd, head, 0, 5, 0);
  fs.closeSync(fd);

  if (config.databaseUrl) {
    if (head.toString("latin1") !== PGDUMP_MAGIC) {
      throw new UsageError(`${file} is not a pg_dump custom-format file (made by backup on PostgreSQL).`);
    }
    // pg_restore only restores into a database when given --dbname (else it prints SQL): name just
    // the database; host, user and password come from the PG* variables (see pgToolEnv). An empty
    // name makes libpq fall back to PGDATABASE's default like any other unset setting.
    const database = pgConnectionEnv(config.databaseUrl).PGDATABASE ?? "";
    runPgTool(
      "pg_restore",
      ["--clean", "--if-exists", "--no-owner", "--single-transaction", `--dbname=${database}`, file],
      config.databaseUrl,
    );
    return undefined;
  }

  if (head[0] !== GZIP_MAGIC[0] || head[1] !== GZIP_MAGIC[1]) {
    throw new UsageError(`${file} is not an embedded-database backup (a .tar.gz made by backup).`);
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const aside = fs.existsSync(paths.db) ? `${paths.db}.before-restore-${fileStamp(now)}` : undefined;
    if (aside) fs.renameSync(paths.db, aside);
    try {
      await loadPgliteDir(paths.db, fs.readFileSync(file));
    } catch (err) {
      fs.rmSync(paths.db, { recursive: true, force: true });
      if (aside) fs.renameSync(aside, paths.db);
      throw err;
    }
    return aside;
  } finally {
    unlock();
  }
}

/**
 * Brings back an archive made by `backup` (the database, then every file into the configured store),
 * or a database-only backup of earlier versions. Returns where replaced embedded data went and how many
 * files were restored.
 */
export async function restoreDeployment(
  target: BackupTarget,
  file: string,
  store: FileStore = fileStoreFor(target.config),
  now = new Date(),
): Promise<{ aside?: string; files: number }> {
  if (!fs.existsSync(file)) throw new UsageError(`No such backup file: ${file}`);
  if (!isTarArchive(file)) return { aside: await restoreDatabase(target, file, now), files: 0 };
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-restore-"));
  let database: { aside?: string } | undefined;
  let files = 0;
  try {
    await readBackupArchive(file, {
      async database(ext, content) {
        const dbFile = path.join(tmpDir, `database.${ext}`);
        await pipeline(content, fs.createWriteStream(dbFile));
        database = { aside: await restoreDatabase(target, dbFile, now) };
      },
      async file(key, content) {
        if (!database)
          throw new UsageError(`${file} is not a Topset backup: files come before the database.`);
        await store.put(key, content);
        files++;
      },
    });
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
  if (!database) throw new UsageError(`${file} is not a Topset backup: it holds no database.`);
  return { aside: database.aside, files };
}

const usage = "npm run cli -- restore FILE [--yes]";

export const restoreCommand: CliCommand = {
  summary: "Replace the database with a backup and put back its files (embedded: stop the server first)",
  usage,
  async run(args, ctx) {
    const { values, positionals } = parseCommandArgs(args, { yes: { type: "boolean" } }, usage, true);
    if (positionals.length !== 1) throw new UsageError(`Name one backup file.\nUsage: ${usage}`);
    const file = path.resolve(positionals[0]!);
    // pg_restore --clean drops what it restores: on a shared server, make the operator say so.
    if (ctx.config.databaseUrl && !values.yes) {
      throw new UsageError(
        `This replaces the data in DATABASE_URL with ${file}. Stop every Topset copy, then run again with --yes.`,
      );
    }
    const { aside, files } = await restoreDeployment(ctx, file);
    ctx.out(`Restored ${file} (database and ${files} files).`);
    if (aside) ctx.out(`The data it replaced is kept in ${aside}; delete it once all is well.`);
  },
};
