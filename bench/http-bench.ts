// HTTP benchmark of the reads a lifter makes often: starts the built server on the embedded
// PGlite (and on PostgreSQL when DATABASE_URL is set, on a fresh database of it), seeds it through the
// API with 1 and with 10 years of history, then runs autocannon against each read at 10 and 100
// connections. Prints req/s, p50/p99, errors and time-outs, the cost of each read as a multiple of a
// trivial authenticated call, the 10y/1y cost ratio, the server's event-loop delay and its idle memory.
// On PostgreSQL it then sets each read against its own SQL: the statements one request sends, replayed
// by pgbench (bench/http/sql-vs-api.ts; BENCH_SQL=0 skips it, pgbench must be on PATH), the API side
// measured by autocannon and, when wrk is on PATH (apt-get install wrk), by wrk as well.
// Usage: npm run bench:http
//   BENCH_SECONDS=3 BENCH_LIFTERS=3 BENCH_YEARS=1,10 BENCH_CONNECTIONS=10,100 BENCH_TARGETS=pglite,postgres
//   BENCH_IDLE_SECONDS=30 (0 skips the idle-memory wait) BENCH_PORT=3381
//   BENCH_RETURN_SECONDS=200 (PGlite: RSS this long after the last request, once its memory is returned; 0 skips)
//   BENCH_READS=session,profile (only the reads whose names contain one of these)
//   BENCH_SQL=0 (no SQL comparison) BENCH_SQL_DIR=dir (keeps the pgbench scripts of each read there)
//   BENCH_NODE_ARGS="--max-semi-space-size=32" (flags for the server's node)
//   BENCH_PROFILE_DIR=dir (a CPU profile of the server for each read cell, read by
//   `tsx bench/http/profile-summary.ts dir/<cell>.cpuprofile`)
//   BENCH_WORKERS=1,2 with DATABASE_URL and REDIS_URL: then the read mix with 1 and 2 worker processes
//   (WEB_CONCURRENCY), and the scaling between them (bench/http/scaling.ts)
// It prints figures and asserts nothing (docs/architecture.md: benchmarks print, tests never time).
import os from "node:os";
import { measure, type Cell } from "./http/measure.js";
import { assertReadsAnswerRows, readsOf } from "./http/reads.js";
import { printTarget, type Run } from "./http/report.js";
import { seed } from "./http/seed.js";
import { settle, startServer } from "./http/server.js";
import { workerScaling } from "./http/scaling.js";
import { sqlVsApi } from "./http/sql-vs-api.js";

const list = (v: string | undefined, d: string) => (v ?? d).split(",").filter(Boolean);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const lifters = Number(process.env.BENCH_LIFTERS ?? 3);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const yearsList = list(process.env.BENCH_YEARS, "1,10").map(Number);
const connectionsList = list(process.env.BENCH_CONNECTIONS, "10,100").map(Number);
const port = Number(process.env.BENCH_PORT ?? 3381);
const databaseUrl = process.env.DATABASE_URL || undefined;
const targets = list(process.env.BENCH_TARGETS, "pglite,postgres").filter(
  (t) => t === "pglite" || (t === "postgres" && databaseUrl),
);
const sqlStep = process.env.BENCH_SQL !== "0";
const returnSeconds = Number(process.env.BENCH_RETURN_SECONDS ?? 200);
const log = (line: string) => console.log(`  ${line}`);

console.log(`Topset HTTP bench, node ${process.version}, ${os.cpus().length} cores, ${seconds} s a cell`);
for (const target of targets) {
  const runs: Run[] = [];
  let idle: string | undefined;
  let returned: string | undefined;
  for (const years of yearsList) {
    console.log(`\n[${target}, ${years} y] starting the server`);
    const server = await startServer({ port, databaseUrl: target === "postgres" ? databaseUrl : undefined });
    try {
      if (idle === undefined && idleSeconds > 0) {
        const wait = server.startedAt + idleSeconds * 1000 - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const main = await server.mainMemory();
        idle = `idle RSS ${idleSeconds} s after start (fresh data): ${server.rssMb()} MB (main thread ${JSON.stringify(main)})`;
        log(idle);
      }
      const t0 = performance.now();
      const seeded = await seed(server.baseURL, server.dataDir, { lifters, years, log });
      log(`seeded ${JSON.stringify(seeded.totals)} in ${Math.round((performance.now() - t0) / 1000)} s`);
      if (server.databaseUrl) await settle(server.databaseUrl);
      log(`RSS after seeding: ${server.rssMb()} MB`);
      const only = list(process.env.BENCH_READS, "");
      const reads = readsOf(seeded).filter((r) => only.length === 0 || only.some((o) => r.name.includes(o)));
      await assertReadsAnswerRows(server.baseURL, seeded.lifter, reads);
      const cells: Record<string, Record<number, Cell>> = {};
      // Warm-up of the whole mix (JIT, caches), not recorded: otherwise the first cell pays for it.
      await measure(
        server,
        seeded.lifter,
        reads.map((r) => r.path),
        { connections: 10, seconds: 2 },
      );
      for (const connections of connectionsList) {
        for (const read of [...reads, { name: "read mix", path: "" }]) {
          const paths = read.path ? [read.path] : reads.map((r) => r.path);
          const cell = await measure(server, seeded.lifter, paths, { connections, seconds, name: read.name });
          (cells[read.name] ??= {})[connections] = cell;
          log(
            `${String(connections).padStart(3)} conn  ${read.name.padEnd(32)} ${Math.round(cell.rps)} req/s`,
          );
        }
      }
      const rssAfter = server.rssMb();
      if (target === "postgres" && sqlStep) {
        await sqlVsApi({
          server,
          lifter: seeded.lifter,
          reads,
          cells,
          seconds,
          label: `${target}, ${years} y`,
          log,
        });
      }
      runs.push({ years, cells, rssAfter });
      log(
        `RSS after the run: ${server.rssMb()} MB (main thread ${JSON.stringify(await server.mainMemory())})`,
      );
      // The embedded database gives its memory back after two idle minutes (db/embedded-memory.ts).
      if (target === "pglite" && years === yearsList.at(-1) && returnSeconds > 0) {
        await new Promise((r) => setTimeout(r, returnSeconds * 1000));
        returned = `RSS ${returnSeconds} s after the last request (${years} y): ${server.rssMb()} MB`;
        log(returned);
      }
    } finally {
      await server.stop();
    }
  }
  printTarget(target, runs, connectionsList, idle);
  if (returned) console.log(`  ${returned}`);
}

const workersList = list(process.env.BENCH_WORKERS, "").map(Number);
if (workersList.length > 0 && databaseUrl && process.env.REDIS_URL) {
  await workerScaling({
    port,
    databaseUrl,
    redisUrl: process.env.REDIS_URL,
    workers: workersList,
    connections: connectionsList,
    seconds,
    lifters,
    log,
  });
}
