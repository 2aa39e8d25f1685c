// The embedded database (PGlite: PostgreSQL compiled to WebAssembly) on a thread of its own, so its query
// work never blocks the server's event loop (decision 037). The main thread talks to it with the
// PostgreSQL wire protocol, through node-postgres, exactly as to a PostgreSQL server: this thread cuts the
// byte stream into whole protocol messages and hands them to PGlite's single backend in arrival order,
// all those of one write in one call (a query's Parse, Bind, Describe, Execute and Sync: one entry into
// WebAssembly instead of five, which made the server suite's training tests 40 % faster).
//
// Plain JavaScript (not TypeScript): node loads it as a worker as it is, from src in tests and next to
// the bundle in dist (build.mjs copies it).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

// pg_trgm backs the OpenPowerlifting name search (a migration runs CREATE EXTENSION).
const open = (dataDir, startParams) => {
  const options = { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...startParams] };
  return dataDir ? new PGlite(dataDir, options) : new PGlite(options);
};

// Run as a process (`node pglite-worker.mjs <dir>`): creates the data directory (initdb) and ends, so the
// memory initdb takes goes back to the system with the process (pglite-thread.ts).
if (!parentPort) {
  const created = open(process.argv[2], []);
  await created.waitReady;
  await created.close();
  process.exit(0);
}

/** @type {{ dataDir?: string, startParams: string[] }} */
const { dataDir, startParams } = workerData;
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);
const db = open(dataDir, startParams);

/** Bytes received from each connection that do not make a whole message yet. */
const pending = new Map();
/** One message at a time, in order: PGlite is a single session. */
let queue = db.waitReady;

const TERMINATE = 0x58; // 'X': the client says goodbye; PGlite's session lives on for the next connection.

/** Splits off the whole messages at the start of `buffer`; the first of a connection has no type byte. */
function takeMessages(state) {
  const messages = [];
  let offset = 0;
  for (;;) {
    const head = state.started ? 1 : 0;
    if (state.buffer.length - offset < head + 4) break;
    const size = head + state.buffer.readInt32BE(offset + head);
    if (state.buffer.length - offset < size) break;
    messages.push(state.buffer.subarray(offset, offset + size));
    offset += size;
    state.started = true;
  }
  state.buffer = state.buffer.subarray(offset);
  return messages;
}

async function run(id, messages) {
  const answers = [];
  const kept = messages.filter((m) => !(m[0] === TERMINATE && m.length === 5));
  if (kept.length) answers.push(await db.execProtocolRaw(Buffer.concat(kept)));
  const size = answers.reduce((n, a) => n + a.length, 0);
  if (!size) return;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const a of answers) {
    bytes.set(a, at);
    at += a.length;
  }
  port.postMessage({ type: "data", id, bytes }, [bytes.buffer]);
}

/**
 * What a new PostgreSQL backend would not have: the transaction a connection left open, and its named
 * prepared statements (node-postgres prepares a name again on each new connection, which PGlite's one
 * session would refuse with "already exists").
 */
async function resetSession() {
  if (db.isInTransaction()) await db.exec("rollback");
  await db.exec("deallocate all");
}

async function endConnection(id) {
  pending.delete(id);
  await resetSession();
}

port.on("message", (message) => {
  if (message.type === "data") {
    const opened = !pending.has(message.id);
    const state = pending.get(message.id) ?? { buffer: Buffer.alloc(0), started: false };
    pending.set(message.id, state);
    // Also at the start of each connection, in case the last one's end has not arrived first.
    if (opened) queue = queue.then(resetSession).catch(() => {});
    state.buffer = Buffer.concat([state.buffer, message.bytes]);
    const messages = takeMessages(state);
    if (messages.length) {
      queue = queue
        .then(() => run(message.id, messages))
        .catch((err) =>
          port.postMessage({ type: "failed", id: message.id, message: String(err?.message ?? err) }),
        );
    }
  } else if (message.type === "end") {
    queue = queue.then(() => endConnection(message.id)).catch(() => {});
  } else if (message.type === "close") {
    // A clean shutdown: PGlite writes everything out, so the data directory is consistent on disk.
    queue = queue
      .then(() => db.close())
      .then(
        () => port.postMessage({ type: "closed" }),
        (err) => port.postMessage({ type: "closed", error: String(err?.message ?? err) }),
      );
  }
});

db.waitReady.then(
  () => port.postMessage({ type: "ready" }),
  (err) => port.postMessage({ type: "startFailed", message: String(err?.stack ?? err) }),
);
