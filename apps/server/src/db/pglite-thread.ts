// The main thread's end of the embedded database's thread (pglite-worker.mjs): starts it, and hands
// node-postgres a "socket" per connection that carries the wire protocol over the worker's message
// channel instead of TCP. The server then uses the same pg.Pool path on PGlite as on PostgreSQL.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Duplex } from "node:stream";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";

const workerFile = new URL("./pglite-worker.mjs", import.meta.url);

type FromWorker =
  | { type: "ready" | "closed"; error?: string }
  | { type: "startFailed"; message: string }
  | { type: "data"; id: number; bytes: Uint8Array }
  | { type: "failed"; id: number; message: string };

export type PgliteThread = {
  /** A new connection (a node-postgres `stream`): the worker sees its start-up message first. */
  connect(): Duplex;
  /** Closes PGlite cleanly (everything on disk) and ends the thread. */
  close(): Promise<void>;
};

/** One connection: bytes written go to the worker, the worker's answers come out as socket data. */
class ThreadSocket extends Duplex {
  constructor(
    private readonly worker: Worker,
    readonly id: number,
    private readonly onEnd: (id: number) => void,
  ) {
    super();
  }
  // node-postgres treats the stream as a net.Socket: it connects it and sets TCP options.
  connect() {
    setImmediate(() => this.emit("connect"));
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  // The worker keeps the process alive until close(), as an open TCP connection to PostgreSQL would.
  ref() {
    return this;
  }
  unref() {
    return this;
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void) {
    // A copy with a buffer of its own, moved (not cloned) to the worker.
    const bytes = new Uint8Array(chunk);
    this.worker.postMessage({ type: "data", id: this.id, bytes }, [bytes.buffer]);
    done();
  }
  override _read() {}
  override _final(done: (err?: Error | null) => void) {
    this.onEnd(this.id);
    this.push(null);
    done();
  }
  override _destroy(err: Error | null, done: (err?: Error | null) => void) {
    this.onEnd(this.id);
    done(err);
  }
}

export type PgliteThreadOptions = {
  /** Data directory; absent → in memory. */
  dataDir?: string;
  /** Extra PostgreSQL settings (`-c name=value` pairs), after PGlite's defaults. */
  startParams?: string[];
  logger?: Logger;
};

/**
 * Starts the thread. A new data directory is first created (initdb) by a short-lived process: initdb
 * grows memory by a few hundred MB that PGlite never gives back, and even a thread's end leaves much
 * of it with this process (decision 037: idle memory).
 */
export async function startPgliteThread(opts: PgliteThreadOptions): Promise<PgliteThread> {
  if (opts.dataDir && !fs.existsSync(path.join(opts.dataDir, "PG_VERSION"))) {
    await createDataDir(opts.dataDir);
  }
  return startThread(opts);
}

function createDataDir(dataDir: string): Promise<void> {
  const initdb = spawn(process.execPath, [fileURLToPath(workerFile), dataDir], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  initdb.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    initdb.on("error", reject);
    initdb.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`could not create the embedded database in ${dataDir}: ${stderr.trim()}`)),
    );
  });
}

async function startThread(opts: PgliteThreadOptions): Promise<PgliteThread> {
  const worker = new Worker(workerFile, {
    workerData: { dataDir: opts.dataDir, startParams: opts.startParams ?? [] },
  });
  const sockets = new Map<number, ThreadSocket>();
  let nextId = 1;
  let gone: Error | undefined;
  let closed: (() => void) | undefined;

  const ended = (id: number) => {
    if (sockets.delete(id) && !gone) worker.postMessage({ type: "end", id });
  };
  const fail = (err: Error) => {
    gone ??= err;
    for (const socket of sockets.values()) socket.destroy(err);
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: FromWorker) => {
      if (message.type === "ready") resolve();
      else if (message.type === "startFailed") reject(new Error(`PGlite did not start: ${message.message}`));
      else if (message.type === "data") {
        const { bytes } = message;
        sockets.get(message.id)?.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      } else if (message.type === "failed") {
        sockets.get(message.id)?.destroy(new Error(`embedded database: ${message.message}`));
      } else if (message.type === "closed") {
        if (message.error) opts.logger?.warn({ err: message.error }, "PGlite did not close cleanly");
        closed?.();
      }
    });
    worker.on("error", (err) => {
      opts.logger?.error({ err }, "the embedded database's thread failed");
      fail(err);
      reject(err);
    });
    worker.on("exit", (code) => {
      const err = new Error(`the embedded database's thread ended (exit code ${code})`);
      fail(err);
      reject(err);
      closed?.();
    });
  });
  await ready;

  return {
    connect() {
      const socket = new ThreadSocket(worker, nextId++, ended);
      if (gone) setImmediate(() => socket.destroy(gone));
      else sockets.set(socket.id, socket);
      return socket;
    },
    async close() {
      if (gone) return;
      const done = new Promise<void>((resolve) => (closed = resolve));
      worker.postMessage({ type: "close" });
      await done;
      gone = new Error("the embedded database is closed");
      await worker.terminate();
    },
  };
}
