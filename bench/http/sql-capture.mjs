// Preloaded into the benchmarked server (`node --import`) next to loop-probe.mjs: on "sql-start" it
// records every statement the server sends through node-postgres, on "sql-stop" it answers with them
// and stops. The bench makes exactly one request in between, so what comes back is that request's SQL
// (bench/http/sql-vs-api.ts replays it with pgbench). The server itself knows nothing of it.
//
// The patch must land on the very `pg` the server loads. dist/server.js is an ES module bundle with
// `pg` external: `import pg from "pg"` (and drizzle-orm/node-postgres's own) resolve to
// node_modules/pg/esm/index.mjs, which only re-exports `../lib/index.js`, a CommonJS module that node
// loads once into its require cache. Resolving `pg` with require from the server file's own location
// finds that same lib/index.js, so `Client.prototype` here is the server's. (If it were not, the
// capture would come back empty and the bench says so.)
import { createRequire } from "node:module";

const serverRequire = createRequire(process.argv[1]);
// The driver's own conversion of a parameter to the text it sends (Dates with their offset, arrays as
// '{...}', objects as JSON), so the literals the bench writes carry exactly what the server sent.
let pg, prepareValue, unavailable;
try {
  pg = serverRequire("pg");
  ({ prepareValue } = serverRequire("pg/lib/utils"));
} catch (err) {
  // A server build (BENCH_SERVER) whose pg cannot be found from here: it must still start; no capture.
  unavailable = `pg not found from ${process.argv[1]}: ${err.message}`;
}

// Statements of the server's background work, not of the request: the job runner polls and tidies
// background_jobs every few seconds, and the activity-log stream writes its lines to activity_log once a
// second. Either may fall inside the recording window; filtered by the table they touch.
const BACKGROUND = /\b(background_jobs|activity_log)\b/;

let recorded;

function toText(value) {
  const prepared = prepareValue(value);
  // bytea: the hex form PostgreSQL reads back as the same bytes.
  return Buffer.isBuffer(prepared) ? `\\x${prepared.toString("hex")}` : prepared;
}

function record(config, values) {
  try {
    const text = typeof config === "string" ? config : config?.text;
    const params = Array.isArray(values) ? values : config?.values;
    if (typeof text === "string" && !BACKGROUND.test(text)) {
      recorded.push({ text, values: (params ?? []).map(toText), name: config?.name });
    }
  } catch (err) {
    // The recording must never break the server's own query; the bench sees the gap.
    recorded.push({ text: `-- not recorded: ${err.message}`, values: [] });
  }
}

if (pg) {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, ...rest) {
    if (recorded) record(config, values);
    return query.call(this, config, values, ...rest);
  };
}

process.on("message", (message) => {
  if (message === "sql-start") {
    if (pg) recorded = [];
    process.send?.({ recording: Boolean(pg), unavailable });
  } else if (message === "sql-stop") {
    process.send?.({ statements: recorded ?? [] });
    recorded = undefined;
  }
});
// The listener must not keep a server that is shutting down alive (as in loop-probe.mjs).
process.channel?.unref();
