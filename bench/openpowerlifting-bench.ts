// Writes a generated OpenPowerlifting bulk CSV (1 million rows by default, official 42-column layout),
// imports it as `npm run cli -- import-openpowerlifting` does, and measures the search a lifter makes
// (GET /api/v1/variables/open-powerlifting?q=). Each database runs in its own child process so its peak
// memory (RSS) is its own.
// Usage: npx tsx bench/openpowerlifting-bench.ts                        (embedded PGlite, on disk)
//        BENCH_DATABASE_URL=postgres://… npx tsx bench/openpowerlifting-bench.ts   (PGlite, then PostgreSQL)
//        BENCH_OPL_ROWS=200000 BENCH_OPL_QUERIES=100 …                 (smaller runs)
// It prints figures and asserts nothing (docs/architecture.md: benchmarks print, tests never time).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { importOpenPowerlifting } from "../apps/server/src/features/open-powerlifting/import.js";
import { oplCsvLines } from "./openpowerlifting-csv.js";
import { createBenchLifter } from "./training-seed.js";
import { BENCH_ORIGIN, startBenchApp } from "./bench-app.js";

const ROWS = Number(process.env.BENCH_OPL_ROWS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_OPL_QUERIES ?? 200);
const FILE = path.join(os.tmpdir(), `topset-opl-bench-${ROWS}.csv`);
const NAMES = `${FILE}.names.json`;
const ORIGIN = BENCH_ORIGIN;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const int = (n: number) => Math.round(n).toLocaleString("en-US");
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The CSV, plus a spread of lifter names to search for (every 997th row). */
async function writeFile() {
  const started = performance.now();
  const out = fs.createWriteStream(FILE);
  const names: string[] = [];
  let i = 0;
  for (const line of oplCsvLines(ROWS, 7)) {
    if (i++ % 997 === 1) names.push(line.slice(0, line.indexOf(",")));
    if (!out.write(`${line}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  fs.writeFileSync(NAMES, JSON.stringify(names));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `wrote ${int(ROWS)} rows (${mb(fs.statSync(FILE).size)}) to ${FILE} in ${seconds.toFixed(1)} s`,
  );
}

/**
 * What lifters type: a surname fragment (4–6 letters), a full name, a first name alone (thousands of
 * matches), or two letters (the minimum: the start of a first name or surname).
 */
function queries(names: string[]): { kind: string; q: string }[] {
  let seed = 1;
  const r = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: QUERIES }, (_, i) => {
    const name = pick(names).replace(/ #\d+$/, "");
    const [first, surname] = name.split(" ") as [string, string];
    const slot = i % 10;
    if (slot < 5) {
      const len = 4 + Math.floor(r() * 3);
      const at = Math.floor(r() * Math.max(1, surname.length - len));
      return { kind: "surname part", q: surname.slice(at, at + len) };
    }
    if (slot < 8) return { kind: "full name", q: name.toLowerCase() };
    if (slot < 9) return { kind: "first name", q: first };
    return { kind: "two letters", q: surname.slice(0, 2) };
  });
}

async function runTarget(target: "pglite" | "postgres") {
  const url = target === "postgres" ? process.env.BENCH_DATABASE_URL : undefined;
  const pgliteDir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "topset-opl-bench-db-"));
  const { app, database, close } = await startBenchApp({ url, pgliteDir });
  const lifter = await createBenchLifter(app, database.db);

  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 50);
  const started = performance.now();
  let loadedAt = started;
  const result = await importOpenPowerlifting(database.db, fs.createReadStream(FILE), {
    onProgress: (p) => {
      if (p.phase === "indexing" && loadedAt === started) loadedAt = performance.now();
    },
  });
  const done = performance.now();
  clearInterval(sampler);
  const total = (done - started) / 1000;
  const imported = result.rows - result.skipped;
  console.log(`\n${database.kind}: import of ${int(imported)} rows (${int(result.skipped)} skipped)`);
  console.log(
    `  load      ${((loadedAt - started) / 1000).toFixed(1)} s  ${int(imported / ((loadedAt - started) / 1000))} rows/s`,
  );
  console.log(
    `  index     ${((done - loadedAt) / 1000).toFixed(1)} s  (primary key, trigram and rank indexes, analyze, swap)`,
  );
  console.log(`  overall   ${total.toFixed(1)} s  ${int(imported / total)} rows/s`);
  const whose = url
    ? "this process; the PostgreSQL server apart"
    : "this process, the embedded database included";
  console.log(`  peak RSS  ${mb(peakRss)} during the import (${whose})`);

  const headers = { origin: ORIGIN, cookie: lifter.cookie };
  const list = queries(JSON.parse(fs.readFileSync(NAMES, "utf8")) as string[]);
  const call = async (q: string) => {
    const res = await app.inject({
      method: "GET",
      url: "/api/v1/variables/open-powerlifting",
      query: { q },
      headers,
    });
    if (res.statusCode !== 200) throw new Error(`search ${q} answered ${res.statusCode}: ${res.body}`);
    return (res.json() as { data: unknown[] }).data.length;
  };
  for (const { q } of list.slice(0, 10)) await call(q); // warm-up
  const byKind = new Map<string, { times: number[]; rows: number }>();
  const all: number[] = [];
  for (const { kind, q } of list) {
    const t0 = performance.now();
    const rows = await call(q);
    const ms = performance.now() - t0;
    all.push(ms);
    const entry = byKind.get(kind) ?? { times: [], rows: 0 };
    entry.times.push(ms);
    entry.rows += rows;
    byKind.set(kind, entry);
  }
  console.log(`  search (${list.length} queries through the HTTP route)`);
  console.log(
    `  ${"query".padEnd(14)} ${"n".padStart(4)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"avg rows".padStart(9)}`,
  );
  const line = (label: string, times: number[], rows: number | null) => {
    const sorted = [...times].sort((a, b) => a - b);
    const avg = rows === null ? "" : (rows / times.length).toFixed(0);
    console.log(
      `  ${label.padEnd(14)} ${String(times.length).padStart(4)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${avg.padStart(9)}`,
    );
  };
  for (const [kind, { times, rows }] of byKind) line(kind, times, rows);
  line("all", all, null);

  await close();
  if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
}

const target = process.argv[2];
if (target === "pglite" || target === "postgres") {
  await runTarget(target);
} else {
  console.log(`Topset OpenPowerlifting bench, node ${process.version}, ${os.cpus().length} cores`);
  await writeFile();
  const targets = ["pglite", ...(process.env.BENCH_DATABASE_URL ? ["postgres"] : [])];
  for (const t of targets) {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, t], {
      stdio: "inherit",
    });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
  fs.rmSync(FILE, { force: true });
  fs.rmSync(NAMES, { force: true });
}
