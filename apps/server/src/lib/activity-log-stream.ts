import { Writable } from "node:stream";

export type ActivityLogStreamOptions = {
  /** Lines held while the database is away (or not open yet); the oldest go first beyond it. */
  maxBuffered?: number;
  /** How often a batch is written: one insert a second, not one per request. */
  flushMs?: number;
};

/**
 * A pino destination that sends the log lines to a shared store (the activity_log table) in batches,
 * so the admin screen shows every copy's activity. It gets the very lines the log files get, after
 * the logger's redaction. Until `attach` (the database opens after the logger) lines wait in memory.
 *
 * NOTE: a failed write never logs through the logger (that would feed this stream its own failures);
 * the lines are dropped and counted, and the files and stdout still hold them.
 */
export class ActivityLogStream extends Writable {
  private buffer: string[] = [];
  private sink: ((lines: string[]) => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly maxBuffered: number;
  private readonly flushMs: number;
  /** Lines lost to a full buffer or a failed write. */
  dropped = 0;

  constructor(opts: ActivityLogStreamOptions = {}) {
    super();
    this.maxBuffered = opts.maxBuffered ?? 2000;
    this.flushMs = opts.flushMs ?? 1000;
  }

  /** Starts writing to `sink` (the buffered lines first). */
  attach(sink: (lines: string[]) => Promise<void>): void {
    this.sink = sink;
    this.schedule();
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null) => void): void {
    for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) this.buffer.push(line);
    const over = this.buffer.length - this.maxBuffered;
    if (over > 0) {
      this.buffer.splice(0, over);
      this.dropped += over;
    }
    this.schedule();
    done();
  }

  /** Writes what is buffered now; resolves when the write (and any before it) has ended. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const sink = this.sink;
    if (!sink || this.buffer.length === 0) return this.writing;
    const lines = this.buffer;
    this.buffer = [];
    this.writing = this.writing.then(() =>
      sink(lines).catch(() => {
        this.dropped += lines.length;
      }),
    );
    return this.writing;
  }

  override _final(done: (err?: Error | null) => void): void {
    this.flush().then(() => done(), done);
  }

  private schedule(): void {
    if (this.timer || !this.sink) return;
    this.timer = setTimeout(() => void this.flush(), this.flushMs).unref();
  }
}
