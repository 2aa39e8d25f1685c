import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";

const LOG_FILE = /^topset-(\d{4}-\d{2}-\d{2})\.log$/;
/** Days of log files kept: the admin area's rolling statistics read the last 7. */
export const LOG_KEEP_DAYS = 30;

/**
 * Appends log lines to `<dir>/topset-YYYY-MM-DD.log`, switching file when the (UTC) day changes; at
 * each switch (and at start) files older than `keepDays` days are removed.
 */
export class DailyFileStream extends Writable {
  private day = "";
  private fd: number | undefined;

  constructor(
    private readonly dir: string,
    private readonly keepDays = LOG_KEEP_DAYS,
  ) {
    super();
    fs.mkdirSync(dir, { recursive: true });
  }

  /** Removes this stream's daily files older than `keepDays` (never another program's files). */
  static prune(dir: string, keepDays: number, now = new Date()): string[] {
    const oldest = new Date(now.getTime() - keepDays * 86_400_000).toISOString().slice(0, 10);
    const removed: string[] = [];
    for (const name of fs.readdirSync(dir)) {
      const day = LOG_FILE.exec(name)?.[1];
      if (!day || day >= oldest) continue;
      fs.rmSync(path.join(dir, name), { force: true });
      removed.push(name);
    }
    return removed;
  }

  static fileFor(dir: string, date = new Date()): string {
    return path.join(dir, `topset-${date.toISOString().slice(0, 10)}.log`);
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null) => void): void {
    try {
      const today = new Date().toISOString().slice(0, 10);
      if (today !== this.day || this.fd === undefined) {
        if (this.fd !== undefined) fs.closeSync(this.fd);
        this.fd = fs.openSync(DailyFileStream.fileFor(this.dir), "a");
        this.day = today;
        DailyFileStream.prune(this.dir, this.keepDays);
      }
      fs.writeSync(this.fd, chunk);
      done();
    } catch (err) {
      done(err as Error);
    }
  }

  override _final(done: (err?: Error | null) => void): void {
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
    done();
  }
}
