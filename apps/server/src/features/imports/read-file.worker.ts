// The import reader's thread (read-off-thread.ts): parses the CSV the main thread streams in, so a
// 100,000-row file never holds up the server's event loop. One file at a time; it holds no database
// connection and answers what readImportFile gives, as plain data.
import { Readable } from "node:stream";
import { parentPort } from "node:worker_threads";
import { readImportFile } from "./read-file.js";
import type { FromMain, FromReader } from "./read-off-thread.js";

const port = parentPort!;
const post = (message: FromReader) => port.postMessage(message);

let input: Readable | undefined;
// The next chunk is asked for only once the parser wants more (backpressure across the thread boundary).
let owed = false;

function start(options: Extract<FromMain, { type: "start" }>["options"]) {
  owed = false;
  const file = new Readable({
    read() {
      if (!owed) return;
      owed = false;
      post({ type: "ack" });
    },
  });
  input = file;
  readImportFile(file, { ...options, onBytes: (bytes) => post({ type: "bytes", bytes }) }).then(
    (read) =>
      post({
        type: "done",
        workouts: [...read.grouper.workouts.values()],
        skipped: read.skipped,
        errors: read.errors,
      }),
    (err: unknown) => post({ type: "failed", message: err instanceof Error ? err.message : String(err) }),
  );
}

port.on("message", (message: FromMain) => {
  if (message.type === "start") return start(message.options);
  if (!input) return;
  if (message.type === "chunk") {
    if (input.push(Buffer.from(message.data))) post({ type: "ack" });
    else owed = true;
  } else if (message.type === "end") input.push(null);
  else input.destroy(new Error(message.message));
});
