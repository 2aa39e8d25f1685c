// Runs readImportFile on a worker thread (read-file.worker.ts): parsing and grouping a ten-year export
// is seconds of pure JavaScript, which on the main thread would delay every other request meanwhile.
// The main thread only moves the file's bytes across, a chunk at a time, as the parser asks for them.
// One thread per process, started at the first import and kept (unref'd), reading one file at a time,
// as the import lane runs one import at a time anyway.
import type { Readable } from "node:stream";
import { Worker } from "node:worker_threads";
import type { Workout } from "./group.js";
import type { ImportError, ReadOptions } from "./read-file.js";

type Options = Omit<ReadOptions, "onBytes">;
export type FromMain =
  | { type: "start"; options: Options }
  | { type: "chunk"; data: Uint8Array }
  | { type: "end" }
  | { type: "error"; message: string };
export type OffThreadRead = { workouts: Workout[]; skipped: Map<string, number>; errors: ImportError[] };
export type FromReader =
  | { type: "ack" }
  | { type: "bytes"; bytes: number }
  | ({ type: "done" } & OffThreadRead)
  | { type: "failed"; message: string };

/**
 * From the bundle, the bundled reader next to it (build.mjs writes dist/read-file.worker.js). From the
 * sources (tests, tsx) the thread first registers tsx's loader, then loads the TypeScript file: a
 * worker does not take `--import tsx` from its execArgv on Node 20.
 */
function startThread(): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./read-file.worker.js", import.meta.url));
  const file = new URL("./read-file.worker.ts", import.meta.url).href;
  const boot = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); });`;
  return new Worker(boot, { eval: true });
}

let thread: Worker | undefined;
let turn: Promise<unknown> = Promise.resolve();

function theThread(): Worker {
  if (thread) return thread;
  const started = startThread();
  started.unref();
  // A thread that died (an error, or terminated) is replaced at the next read.
  started.once("exit", () => {
    if (thread === started) thread = undefined;
  });
  thread = started;
  return started;
}

/** readImportFile's work, off the main thread; reads queue one behind the other. */
export function readImportFileOffThread(input: Readable, opts: ReadOptions): Promise<OffThreadRead> {
  const read = turn.then(() => readOnThread(theThread(), input, opts));
  turn = read.catch(() => undefined);
  return read;
}

async function readOnThread(worker: Worker, input: Readable, opts: ReadOptions): Promise<OffThreadRead> {
  const { onBytes, ...options } = opts;
  let progress = Promise.resolve();
  let acked: (() => void) | undefined;
  let finished = false;
  let onMessage: (message: FromReader) => void = () => {};
  let onExit: (code: number) => void = () => {};

  const result = new Promise<OffThreadRead>((resolve, reject) => {
    onMessage = (message) => {
      if (message.type === "ack") acked?.();
      else if (message.type === "bytes") progress = progress.then(() => onBytes?.(message.bytes));
      else if (message.type === "done") resolve(message);
      else reject(new Error(message.message));
    };
    onExit = (code) => reject(new Error(`the import reader ended (code ${code})`));
    worker.on("message", onMessage);
    worker.once("exit", onExit);
  }).finally(() => {
    finished = true;
    acked?.();
    worker.off("message", onMessage);
    worker.off("exit", onExit);
  });

  const feed = async () => {
    try {
      for await (const chunk of input as AsyncIterable<Buffer>) {
        if (finished) break;
        const data = new Uint8Array(chunk);
        const ack = new Promise<void>((r) => (acked = r));
        worker.postMessage({ type: "chunk", data } satisfies FromMain, [data.buffer]);
        await ack;
      }
      if (!finished) worker.postMessage({ type: "end" } satisfies FromMain);
    } catch (err) {
      if (!finished) worker.postMessage({ type: "error", message: String(err) } satisfies FromMain);
    } finally {
      input.destroy();
    }
  };

  worker.postMessage({ type: "start", options } satisfies FromMain);
  const [read] = await Promise.all([result, feed()]);
  await progress;
  return read;
}
