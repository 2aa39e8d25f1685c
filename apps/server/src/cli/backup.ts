import fs from "node:fs";
import path from "node:path";
import type { Config, dataPaths } from "../config.js";
import { lockDataDir } from "../db/data-dir-lock.js";
import { fileStoreFor, type FileStore } from "../storage/index.js";
import { writeBackupArchive } from "./backup-archive.js";
import { type CliCommand, UsageError } from "./context.js";
import { dumpPgliteDir, fileStamp, runPgTool } from "./database-files.js";

export type BackupTarget = {
  config: Pick<Config, "dataDir" | "databaseUrl" | "s3">;
  paths: ReturnType<typeof dataPaths>;
};

/**
 * A consistent copy of the database in DATA_DIR/backups (docs/decisions/009-presence-and-cli.md):
 * the embedded database as a tarball of its data directory, taken under the data-directory lock, so
 * the server must be stopped; PostgreSQL through pg_dump's custom format while it keeps running.
 */
export async function backupDatabase(target: BackupTarget, now = new Date()): Promise<string> {
  const { config, paths } = target;
  fs.mkdirSync(paths.backups, { recursive: true });
  const stamp = fileStamp(now);
  if (config.databaseUrl) {
    const file = path.join(paths.backups, `topset-postgres-${stamp}.dump`);
    runPgTool("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`], config.databaseUrl);
    return file;
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const file = path.join(paths.backups, `topset-pglite-${stamp}.tar.gz`);
    const tarball = await dumpPgliteDir(paths.db);
    // Written aside, then renamed: a half-written backup never carries a backup's name.
    fs.writeFileSync(`${file}.partial`, tarball);
    fs.renameSync(`${file}.partial`, file);
    return file;
  } finally {
    unlock();
  }
}

/**
 * The whole deployment in one archive in DATA_DIR/backups: the database (as backupDatabase makes it)
 * and every stored file, from the bucket or the local directory (see backup-archive.ts). NOTE: on
 * PostgreSQL the server keeps running, so a file uploaded or deleted between the dump and the file
 * listing can be missing from, or extra in, the archive.
 */
export async function backupDeployment(
  target: BackupTarget,
  store: FileStore = fileStoreFor(target.config),
  now = new Date(),
): Promise<{ file: string; files: number }> {
  const databaseFile = await backupDatabase(target, now);
  const file = path.join(target.paths.backups, `topset-backup-${fileStamp(now)}.tar`);
  try {
    return { file, files: await writeBackupArchive(file, databaseFile, store) };
  } finally {
    fs.rmSync(databaseFile, { force: true });
  }
}

export const backupCommand: CliCommand = {
  summary: "Copy the database and every stored file into DATA_DIR/backups (embedded: stop the server first)",
  usage: "npm run cli -- backup",
  async run(args, ctx) {
    if (args.length > 0) throw new UsageError("backup takes no arguments.\nUsage: npm run cli -- backup");
    const { file, files } = await backupDeployment(ctx);
    const size = fs.statSync(file).size;
    ctx.out(
      `Backup written to ${file} (database and ${files} files, ${(size / 1024 / 1024).toFixed(1)} MB).`,
    );
  },
};
