import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";

/** Appends log lines to `<dir>/topset-YYYY-MM-DD.log`, switching file when the (UTC) day changes. */
export class DailyFileStream extends Writable {
  private day = "";
  private fd: number | undefined;

  constructor(private readonly dir: string) {
    super();
    fs.mkdirSync(dir, { recursive: true });
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
