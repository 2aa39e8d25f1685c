import fs from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no lock of its own: two processes on one directory silently lose writes.
 * Like PostgreSQL's postmaster.pid, we hold a pid file and refuse a directory whose owner is alive;
 * a file left by a killed process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "topset.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(fs.readFileSync(file, "utf8").trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `The data directory ${dir} is in use by another Topset process (pid ${owner}). ` +
            `Stop it first, or point DATA_DIR somewhere else.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dir}`);
}
