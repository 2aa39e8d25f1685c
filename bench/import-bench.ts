// Generates ten years of Strong history (about 100,000 set rows, with warm-ups, rest-timer rows and
// float noise), uploads it through POST /api/v1/imports and runs the import job, as a member would.
// Prints rows per second, how long the one write transaction held the database, and peak memory.
// Usage: npx tsx bench/import-bench.ts                       (embedded PGlite, on disk)
//        BENCH_DATABASE_URL=postgres://… npx tsx bench/import-bench.ts   (PGlite, then PostgreSQL)
//        BENCH_IMPORT_ROWS=20000 …                          (smaller runs)
// It prints figures and asserts nothing (docs/architecture.md: benchmarks print, tests never time).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { STRONG_HEADER } from "@topset/shared";
import { createJobHandlers } from "../apps/server/src/jobs/handlers.js";
import { createJobRunner } from "../apps/server/src/jobs/runner.js";
import { createBenchLifter } from "./training-seed.js";
import { BENCH_ORIGIN, startBenchApp } from "./bench-app.js";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const FILE = path.join(os.tmpdir(), `topset-import-bench-${ROWS}.csv`);
const ORIGIN = BENCH_ORIGIN;
const DAY = 86_400_000;
const LIFTS = ["Squat (Barbell)", "Bench Press (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)",
  "Barbell Row", "Pull Up", "Romanian Deadlift (Barbell)", "Incline Bench Press (Dumbbell)"]; // prettier-ignore

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const int = (n: number) => Math.round(n).toLocaleString("en-US");
const pad = (n: number) => String(n).padStart(2, "0");

/** Four workouts a week, five lifts each: two warm-ups, a rest timer, then working sets. */
function writeFile(): { sets: number; skipped: number; workouts: number } {
  const lines = [STRONG_HEADER];
  let sets = 0;
  let skipped = 0;
  let workouts = 0;
  for (let day = 0; sets + skipped < ROWS; day += [1, 2, 2, 2][workouts % 4]!) {
    const d = new Date(Date.UTC(2015, 0, 5) + day * DAY);
    const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} 18:${pad(workouts % 60)}:00`;
    const name = `"Day ${(workouts % 4) + 1}"`;
    for (let l = 0; l < 5; l++) {
      const lift = `"${LIFTS[(workouts + l) % LIFTS.length]}"`;
      const base = 60 + ((workouts / 10) % 80);
      const row = (order: string, weight: string, reps: string, seconds = "0", rpe = "") =>
        lines.push(`${date},${name},1h 5m,${lift},${order},${weight},${reps},0,${seconds},"","",${rpe}`);
      row("W", "20.0", "10.0");
      row("W", String(base / 2), "5.0");
      row("Rest Timer", "0", "0", "120");
      skipped++;
      for (let s = 1; s <= 5; s++)
        row(String(s), `${Math.round(base)}.00000000000006`, "5.0", "0", s === 5 ? "8.5" : "");
      sets += 7;
    }
    workouts++;
  }
  fs.writeFileSync(FILE, `${lines.join("\n")}\n`);
  return { sets, skipped, workouts };
}

function multipart(file: Buffer, fields: Record<string, string>) {
  const boundary = `----bench${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="strong.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join("") + head),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const pct = (ms: number[], p: number) => {
  if (ms.length === 0) return "-";
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
};

/** Trivial signed-in calls, one after another with 5 ms between, until `stop` or `maxMs`; their latencies. */
async function probe(
  app: Awaited<ReturnType<typeof startBenchApp>>["app"],
  cookie: string,
  stop: () => boolean,
  maxMs: number,
  each?: (ms: number) => void,
): Promise<number[]> {
  const end = performance.now() + maxMs;
  const latencies: number[] = [];
  while (!stop() && performance.now() < end) {
    const t0 = performance.now();
    await app.inject({
      method: "GET",
      url: "/api/v1/users/check-authentication",
      headers: { origin: ORIGIN, cookie },
    });
    const ms = performance.now() - t0;
    latencies.push(ms);
    each?.(ms);
    await new Promise((r) => setTimeout(r, 5));
  }
  return latencies;
}

async function runTarget(target: "pglite" | "postgres") {
  const url = target === "postgres" ? process.env.BENCH_DATABASE_URL : undefined;
  const pgliteDir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "topset-import-bench-db-"));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-import-bench-data-"));
  const { app, database, config, logger, close } = await startBenchApp({ url, pgliteDir, dataDir });
  const lifter = await createBenchLifter(app, database.db);
  const db = database.db;

  // The one write transaction: how long it holds the (single, on PGlite) connection.
  let txMs = 0;
  let writing = false;
  const transaction = db.transaction.bind(db);
  db.transaction = (async (fn: Parameters<typeof transaction>[0]) => {
    const t0 = performance.now();
    writing = true;
    try {
      return await transaction(fn);
    } finally {
      txMs = Math.max(txMs, performance.now() - t0);
    }
  }) as typeof db.transaction;

  const file = fs.readFileSync(FILE);
  let peakRss = process.memoryUsage.rss();
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 25);
  const started = performance.now();
  const body = multipart(file, { weight_unit: "kg" });
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/imports",
    headers: { origin: ORIGIN, cookie: lifter.cookie, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 202) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  const uploaded = performance.now();
  const runner = createJobRunner({ db, logger, handlers: createJobHandlers({ db, config }) });
  const idle = await probe(app, lifter.cookie, () => false, 3000);
  txMs = 0;
  writing = false;
  let draining = true;
  const reading: number[] = [];
  const during = probe(
    app,
    lifter.cookie,
    () => !draining,
    600_000,
    (ms) => !writing && reading.push(ms),
  );
  await runner.drain();
  const done = performance.now();
  draining = false;
  const whole = await during;
  clearInterval(sampler);
  const id = (res.json() as { data: { id: number }[] }).data[0]!.id;
  const job = (
    await app.inject({
      method: "GET",
      url: `/api/v1/imports/${id}`,
      headers: { origin: ORIGIN, cookie: lifter.cookie },
    })
  ).json() as { data: { status: string; sessions: number; sets: number; skipped: number }[] };
  const r = job.data[0]!;
  if (r.status !== "done") console.log(JSON.stringify(r));
  const rows = r.sets + r.skipped;
  const jobSeconds = (done - uploaded) / 1000;
  console.log(
    `\n${database.kind}: ${r.status}, ${int(r.sessions)} sessions, ${int(r.sets)} sets, ${int(r.skipped)} skipped`,
  );
  console.log(`  upload (202)        ${((uploaded - started) / 1000).toFixed(2)} s (${mb(file.length)})`);
  console.log(`  job                 ${jobSeconds.toFixed(1)} s  ${int(rows / jobSeconds)} rows/s`);
  console.log(`  write transaction   ${(txMs / 1000).toFixed(1)} s  (the database is held only this long)`);
  console.log(
    `  overall             ${((done - started) / 1000).toFixed(1)} s  ${int(rows / ((done - started) / 1000))} rows/s`,
  );
  const whose = url
    ? "this process; the PostgreSQL server apart"
    : "this process, the embedded database included";
  console.log(`  peak RSS            ${mb(peakRss)} (${whose})`);
  console.log(`  peak JS heap        ${mb(peakHeap)}`);
  // The CSV is parsed on a thread of its own (features/imports/read-off-thread.ts): a member's trivial
  // call meanwhile should cost what it costs idle. The write transaction is a database matter (on
  // PGlite its one connection is held; on PostgreSQL only the member's row is locked).
  const line = (name: string, ms: number[]) =>
    console.log(
      `  ${name.padEnd(19)} p50 ${pct(ms, 50)} ms  p99 ${pct(ms, 99)} ms  max ${pct(ms, 100)} ms  (${ms.length} calls)`,
    );
  console.log("  trivial call (GET /api/v1/users/check-authentication), one at a time:");
  line("idle", idle);
  line("while reading", reading);
  line("whole job", whole);

  await close();
  if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const target = process.argv[2];
if (target === "pglite" || target === "postgres") {
  await runTarget(target);
} else {
  console.log(`Topset import bench, node ${process.version}, ${os.cpus().length} cores`);
  const { sets, skipped, workouts } = writeFile();
  console.log(
    `wrote ${int(sets + skipped)} Strong rows (${int(workouts)} workouts, ${mb(fs.statSync(FILE).size)}) to ${FILE}`,
  );
  const targets = ["pglite", ...(process.env.BENCH_DATABASE_URL ? ["postgres"] : [])];
  for (const t of targets) {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, t], {
      stdio: "inherit",
    });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
  fs.rmSync(FILE, { force: true });
}
