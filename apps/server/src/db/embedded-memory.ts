import type { Logger } from "pino";
import type { Database } from "./client.js";

/**
 * PGlite is PostgreSQL compiled to WebAssembly, and a WebAssembly memory only grows: after a busy
 * hour the embedded database keeps the most it ever needed (about 1.3 GB after the HTTP bench's
 * sustained load) though it needs a tenth of that idle. Nothing inside it can give memory back, but
 * its thread can end: once the server has had no request for `idleMs` and the process holds more
 * than `rssLimitMb`, the database's thread is closed (everything on disk) and a new one starts on the
 * same files, at the size a fresh start has. Requests that arrive meanwhile wait a second or two;
 * by then nobody was using the server.
 */
export function createMemoryReturner(opts: {
  database: Pick<Database, "recycle">;
  logger?: Pick<Logger, "info" | "error">;
  rssLimitMb?: number;
  idleMs?: number;
  now?: () => number;
  rssMb?: () => number;
}) {
  const rssLimitMb = opts.rssLimitMb ?? 400;
  const idleMs = opts.idleMs ?? 2 * 60_000;
  const now = opts.now ?? Date.now;
  const rssMb = opts.rssMb ?? (() => Math.round(process.memoryUsage.rss() / 1048576));
  let lastRequest = now();
  let returnedSinceRequest = false;
  let running: Promise<boolean> | undefined;

  return {
    /** Called for every request (an onRequest hook). */
    noteRequest() {
      lastRequest = now();
      returnedSinceRequest = false;
    },
    /** Recycles the thread when due; reports whether it did. Safe to call often. */
    check(): Promise<boolean> {
      running ??= (async () => {
        const recycle = opts.database.recycle;
        if (!recycle || returnedSinceRequest || now() - lastRequest < idleMs) return false;
        const before = rssMb();
        if (before <= rssLimitMb) return false;
        try {
          await recycle();
          returnedSinceRequest = true;
          opts.logger?.info(
            { rssMbBefore: before, rssMbAfter: rssMb() },
            "embedded database memory returned",
          );
          return true;
        } catch (err) {
          opts.logger?.error({ err }, "could not restart the embedded database's thread");
          return false;
        }
      })().finally(() => (running = undefined));
      return running;
    },
  };
}
