import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { UsageError } from "./context.js";
import { pgToolEnv } from "./pg-env.js";

/** 2026-11-22T06-01-02Z: sortable, and safe in a file name on every system. */
export const fileStamp = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");

/**
 * Runs a PostgreSQL client tool against DATABASE_URL, or says plainly that it is missing. The
 * connection goes through the environment, never argv, so `ps` does not show the password.
 */
export function runPgTool(tool: "pg_dump" | "pg_restore", args: string[], databaseUrl: string): void {
  const result = spawnSync(tool, args, {
    stdio: ["ignore", "inherit", "pipe"],
    encoding: "utf8",
    env: pgToolEnv(databaseUrl),
  });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") {
    throw new UsageError(
      `${tool} was not found on PATH. Install the PostgreSQL client tools of your server's major ` +
        `version (Debian/Ubuntu: apt-get install postgresql-client) and run this again.`,
    );
  }
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${tool} failed (exit ${result.status}):\n${result.stderr.trim()}`);
}

/** The embedded database's whole data directory as a gzip tarball (PGlite's own dump format). */
export async function dumpPgliteDir(dbDir: string): Promise<Buffer> {
  if (!fs.existsSync(dbDir)) throw new UsageError(`There is no embedded database at ${dbDir} yet.`);
  const client = new PGlite(dbDir);
  try {
    await client.waitReady;
    // NOTE: a CHECKPOINT first, so the tarball needs no WAL replay to be consistent.
    await client.exec("CHECKPOINT");
    return Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
  } finally {
    await client.close();
  }
}

/** Creates `dbDir` (which must not exist) from a tarball made by dumpPgliteDir, and checks it opens. */
export async function loadPgliteDir(dbDir: string, tarball: Buffer): Promise<void> {
  const client = new PGlite(dbDir, { loadDataDir: new Blob([new Uint8Array(tarball)]) });
  try {
    await client.waitReady;
    await client.query("select 1");
  } finally {
    await client.close();
  }
}
