// Load test of the recorded workout (workout-mix.json, from record-workout.ts): N virtual lifters, each a
// seeded member with its own cookie and address, replay the workout against their own rows, paced
// together to a target rate, for D seconds. Prints achieved req/s, p50/p95/p99 per kind of call and
// overall, errors (non-2xx) and time-outs (10 s), the server's event-loop delay and memory; on
// PostgreSQL also the tables' sizes per lifter-year of history. Asserts nothing (benchmarks print).
// Usage: npm run bench:load
//   LOAD_LIFTERS=50 LOAD_SECONDS=60 LOAD_RATE=<req/s; default lifters × the mix's requests/lifter-minute>
//   LOAD_YEARS=1 (history imported per lifter) LOAD_WARMUP=10 (seconds, not counted) LOAD_PORT=3396
//   DATABASE_URL=postgres://… (a fresh database of that server, as the HTTP bench does; default PGlite)
//   LOAD_RATES=100,200 (several runs at these rates on the same seeded server, one after another)
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { settle, startServer, type BenchServer } from "../http/server.js";
import { createLifters } from "./lifters.js";
import { VirtualLifter, type Outcome } from "./replay.js";
import { printTableSizes } from "./table-sizes.js";
import type { MixEntry } from "./templates.js";

const recorded = JSON.parse(
  fs.readFileSync(fileURLToPath(new URL("./workout-mix.json", import.meta.url)), "utf8"),
) as { requestsPerLifterMinute: number; mix: MixEntry[]; workout: { minutes: number } };

const lifterCount = Number(process.env.LOAD_LIFTERS ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const years = Number(process.env.LOAD_YEARS ?? 1);
const warmup = Number(process.env.LOAD_WARMUP ?? 10);
const port = Number(process.env.LOAD_PORT ?? 3396);
const databaseUrl = process.env.DATABASE_URL || undefined;
// The rate real lifters would send: each one the recorded workout's calls per minute.
const naturalRate = (lifterCount * recorded.requestsPerLifterMinute) / 60;
const rates = (process.env.LOAD_RATES ?? process.env.LOAD_RATE ?? String(naturalRate)).split(",").map(Number);
const log = (line: string) => console.log(`  ${line}`);

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/**
 * Paces the lifters together to `rate` calls a second for `ms`: each lifter sends every
 * lifters ÷ rate seconds from a random phase, one call at a time (a phone waits for its answer). A call
 * whose turn comes while the lifter still waits goes as soon as the answer is in: `lateMs` is how far
 * behind its turn it went, the sign that the server no longer keeps up with the rate.
 */
async function drive(lifters: VirtualLifter[], rate: number, ms: number) {
  const outcomes: Outcome[] = [];
  let lateMs = 0;
  const interval = (lifters.length / rate) * 1000;
  const t0 = performance.now();
  await Promise.all(
    lifters.map(async (lifter) => {
      let due = t0 + Math.random() * interval;
      while (due < t0 + ms) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        else lateMs = Math.max(lateMs, -wait);
        // The run ends on time: calls still owed by a lifter that fell behind are not sent, so the
        // calls done per second is what the copy kept up with, and a saturated run does not drag on.
        if (performance.now() >= t0 + ms) break;
        outcomes.push(await lifter.next());
        due += interval;
      }
    }),
  );
  return { outcomes, lateMs, elapsed: (performance.now() - t0) / 1000 };
}

function report(rate: number, run: Awaited<ReturnType<typeof drive>>) {
  const ok = (o: Outcome) => o.status >= 200 && o.status < 300;
  const byKind = new Map<string, Outcome[]>();
  for (const o of run.outcomes) byKind.set(o.kind, [...(byKind.get(o.kind) ?? []), o]);
  const row = (name: string, list: Outcome[]) => {
    const ms = list
      .filter((o) => !o.unresolved)
      .map((o) => o.ms)
      .sort((a, b) => a - b);
    const errors = list.filter((o) => !ok(o) && !o.timeout).length;
    const statuses = [...new Set(list.filter((o) => !ok(o) && !o.timeout).map((o) => o.status))];
    const f = (p: number) => String(Math.round(percentile(ms, p))).padStart(6);
    console.log(
      `  ${name.padEnd(52)} ${String(list.length).padStart(6)} ${f(50)} ${f(95)} ${f(99)}` +
        `  ${errors}/${list.filter((o) => o.timeout).length}${statuses.length ? ` (${statuses.join(",")})` : ""}`,
    );
  };
  const done = run.outcomes.length;
  console.log(
    `\nrate ${Math.round(rate * 10) / 10} req/s asked: ${Math.round((done / run.elapsed) * 10) / 10} req/s done ` +
      `over ${Math.round(run.elapsed)} s, the furthest call behind its turn ${Math.round(run.lateMs)} ms; ` +
      `machine load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.log(`  ${"call".padEnd(52)}  count  p50ms  p95ms  p99ms  err/t.o.`);
  for (const [kind, list] of [...byKind].sort((a, b) => b[1].length - a[1].length)) row(kind, list);
  row("all", run.outcomes);
  const unresolved = run.outcomes.filter((o) => o.unresolved).length;
  if (unresolved) console.log(`  ${unresolved} calls skipped: an id the replay could not fill`);
}

async function main(server: BenchServer) {
  const t0 = performance.now();
  const seeded = await createLifters(server.baseURL, server.dataDir, { count: lifterCount, years, log });
  log(`seeded in ${Math.round((performance.now() - t0) / 1000)} s; RSS ${server.rssMb()} MB`);
  if (server.databaseUrl) {
    await settle(server.databaseUrl);
    await printTableSizes(server.databaseUrl, { lifters: lifterCount, years, log });
  }
  const lifters = seeded.lifters.map((m) => new VirtualLifter(server.baseURL, m, recorded.mix));
  for (const l of lifters) await l.setUp();
  await Promise.all(lifters.map((l) => l.advance(Math.floor(Math.random() * recorded.mix.length))));
  for (const rate of rates) {
    // Warm-up at the rate (JIT, caches, pools), not counted.
    if (warmup > 0) await drive(lifters, rate, warmup * 1000);
    await server.loopDelay();
    const run = await drive(lifters, rate, seconds * 1000);
    const loop = await server.loopDelay();
    report(rate, run);
    log(
      `server event-loop delay p99 ${loop?.p99 ?? "?"} ms (max ${loop?.max ?? "?"}); RSS ${server.rssMb()} MB`,
    );
  }
  if (server.databaseUrl)
    await printTableSizes(server.databaseUrl, { lifters: lifterCount, years, log, after: true });
}

console.log(
  `Topset load test, node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; ` +
    `${databaseUrl ? "PostgreSQL" : "PGlite"}; ${lifterCount} lifters with ${years} y of history; ` +
    `${seconds} s a run; the mix: ${recorded.mix.length} calls a ${recorded.workout.minutes}-min workout ` +
    `(${recorded.requestsPerLifterMinute}/lifter-minute, so ${Math.round(naturalRate * 100) / 100} req/s at their natural pace)`,
);
const server = await startServer({ port, databaseUrl });
// Ctrl-C still stops the server and drops its fresh database.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void server.stop().finally(() => process.exit(130)));
try {
  await main(server);
} finally {
  await server.stop();
}
