// Seeds one lifter with one, then three years of training and measures the calls a lifter makes most:
// session details, the session list, an exercise-history page and a set insert.
// Usage: npx tsx bench/training-bench.ts            (embedded PGlite)
//        DATABASE_URL=postgres://… npx tsx bench/training-bench.ts
// It prints figures and asserts nothing (docs/architecture.md: benchmarks print, tests never time).
import os from "node:os";
import { seedTrainingYears, createBenchLifter } from "./training-seed.js";
import { BENCH_ORIGIN, startBenchApp } from "./bench-app.js";

const ORIGIN = BENCH_ORIGIN;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

const { app, database, close } = await startBenchApp();

const lifter = await createBenchLifter(app, database.db);
const headers = { origin: ORIGIN, cookie: lifter.cookie };
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;

type Call = { name: string; run: (ctx: Ctx) => Promise<number> };
type Ctx = { sessionIds: number[]; exerciseIds: number[]; openLogId: number; pages: number };

const calls: Call[] = [
  {
    name: "GET /sessions/:id (details)",
    run: async (c) =>
      (await app.inject({ method: "GET", url: `/api/v1/sessions/${pick(c.sessionIds)}`, headers }))
        .statusCode,
  },
  {
    name: "GET /sessions?perPage=20 (list page)",
    run: async (c) => {
      const page = 1 + Math.floor(Math.random() * c.pages);
      return (
        await app.inject({ method: "GET", url: `/api/v1/sessions?perPage=20&currentPage=${page}`, headers })
      ).statusCode;
    },
  },
  {
    name: "GET /exercises/:id/history (page)",
    run: async (c) => {
      const page = 1 + Math.floor(Math.random() * 5);
      const url = `/api/v1/exercises/${pick(c.exerciseIds)}/history?perPage=20&currentPage=${page}`;
      return (await app.inject({ method: "GET", url, headers })).statusCode;
    },
  },
  {
    name: "POST /sets (insert)",
    run: async (c) => {
      const payload = { log_id: c.openLogId, reps: 3, weight: 102.5, weight_unit: "kg", rpe: 8.5 };
      return (await app.inject({ method: "POST", url: "/api/v1/sets", headers, payload })).statusCode;
    },
  },
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(label: string, ctx: Ctx) {
  console.log(`\n${label}`);
  console.log(
    "call".padEnd(38),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
    "req/s".padStart(8),
    "non-2xx".padStart(8),
  );
  for (const call of calls) {
    for (let i = 0; i < 20; i++) await call.run(ctx); // warm-up
    const times: number[] = [];
    let failures = 0;
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const status = await call.run(ctx);
      times.push(performance.now() - t0);
      if (status >= 300) failures++;
    }
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    console.log(
      call.name.padEnd(38),
      percentile(times, 50).toFixed(1).padStart(8),
      percentile(times, 99).toFixed(1).padStart(8),
      (ROUNDS / elapsed).toFixed(0).padStart(8),
      String(failures).padStart(8),
    );
  }
}

console.log(
  `Topset training bench on ${database.kind}, node ${process.version}, ${os.cpus().length} cores, ${ROUNDS} calls each`,
);
let seeded = await seedTrainingYears(database.db, lifter, { fromYear: 0, years: 1 });
await measure(`after 1 year: ${seeded.sessions} sessions, ${seeded.sets} sets`, seeded.ctx);
seeded = await seedTrainingYears(database.db, lifter, { fromYear: 1, years: 2, previous: seeded });
await measure(`after 3 years: ${seeded.sessions} sessions, ${seeded.sets} sets`, seeded.ctx);

await close();
