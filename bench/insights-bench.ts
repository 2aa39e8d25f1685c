// Times the training-intelligence models on ten years of one lifter's history: first the pure models
// (packages/shared/src/domain/insights), then each /api/v1/insights read through the app, cold (the
// first read after the lifter's rows changed: the fit runs) and warm (kept under the rows' version).
// Usage: npx tsx bench/insights-bench.ts            (embedded PGlite)
//        DATABASE_URL=postgres://… npx tsx bench/insights-bench.ts
// It prints figures and asserts nothing (docs/architecture.md: benchmarks print, tests never time).
import {
  detectPlateau,
  fitReadiness,
  fitRpeCalibration,
  walkForwardAccuracy,
  type HistorySet,
} from "@topset/shared";
import { syntheticLifter, thinRpeLifter } from "@topset/shared/domain/insights/synthetic-lifters";
import { insertHistory } from "../apps/server/src/test/fixtures/history.js";
import { BENCH_ORIGIN, startBenchApp } from "./bench-app.js";
import { createBenchLifter } from "./training-seed.js";

const YEARS = Number(process.env.BENCH_YEARS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DAYS = YEARS * 365;
const today = Math.floor(Date.now() / 86_400_000);

/** Four lifts of one lifter, each three sessions a week with its own seed, ending yesterday. */
function history(exerciseIds: number[]): HistorySet[][] {
  return exerciseIds.map((exerciseId, i) => {
    const { sets } = syntheticLifter({
      seed: 11 + i,
      days: DAYS,
      rpeBias: 0.5,
      exerciseId,
      startMaxKg: 100 + 40 * i,
    });
    const shift = today - 1 - Math.max(...sets.map((s) => s.day));
    return sets.map((s) => ({ ...s, day: s.day + shift, weight: Math.round(s.weight * 100) / 100 }));
  });
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time(run: () => unknown | Promise<unknown>) {
  const runs: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    runs.push(performance.now() - started);
  }
  return median(runs);
}

const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;

/** Each method's walk-forward error on synthetic lifters whose truth is known (2 years, one lift). */
function accuracyTable() {
  const lifters = [
    ["calls RPE as it is", syntheticLifter({ seed: 1, days: 730 }).sets],
    ["calls RPE one rep hot", syntheticLifter({ seed: 1, days: 730, rpeBias: 1 }).sets],
    ["calls RPE one rep easy", syntheticLifter({ seed: 1, days: 730, rpeBias: -1 }).sets],
    // The history insights-imported.test.ts brings in through the Strong importer: the same figures come back.
    ["imported from Strong (1 hot)", syntheticLifter({ seed: 3, days: 730, rpeBias: 1 }).sets],
    ["10 sets", thinRpeLifter({ seed: 1 }).sets],
  ] as const;
  console.log("walk-forward MAE, kg (%): Epley / standard chart / personal chart, predictions");
  for (const [name, sets] of lifters) {
    const methods = walkForwardAccuracy(sets, sets[0]!.exercise_id).methods;
    const cell = (i: number) => {
      const m = methods[i]!;
      return m.mae_kg === null ? "—" : `${m.mae_kg} (${m.mae_pct} %)`;
    };
    console.log(
      `  ${name.padEnd(30)} ${cell(0).padEnd(14)} ${cell(1).padEnd(14)} ${cell(2).padEnd(14)} ${methods[2]!.predictions}`,
    );
  }
  console.log();
}

accuracyTable();
const lifts = history([1, 2, 3, 4]);
const all = lifts.flat().sort((a, b) => a.day - b.day || a.session_id - b.session_id);
console.log(`${YEARS} years, ${all.length} sets over 4 lifts; median of ${ROUNDS} runs\n`);
console.log("pure models (one lift where they take one)");
console.log(`  RPE calibration (all lifts)   ${ms(await time(() => fitRpeCalibration(all)))}`);
console.log(`  e1RM accuracy, walk-forward   ${ms(await time(() => walkForwardAccuracy(all, 1)))}`);
const readinessInput = { sets: all, trackers: [], exerciseId: 1, today };
console.log(`  readiness, walk-forward       ${ms(await time(() => fitReadiness(readinessInput)))}`);
console.log(`  plateau                       ${ms(await time(() => detectPlateau(all, 1, today)))}`);

const { app, database, close } = await startBenchApp();
const lifter = await createBenchLifter(app, database.db);
const ids = lifter.exerciseIds.slice(0, 4);
for (const [i, sets] of history(ids).entries()) {
  await insertHistory(database.db, lifter.id, { id: ids[i]!, name: `Lift ${i + 1}` }, sets);
}
const headers = { origin: BENCH_ORIGIN, cookie: lifter.cookie };
const read = async (url: string) => {
  const res = await app.inject({ method: "GET", url: `/api/v1/insights/${url}`, headers });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
};
/** A tracker entry changes the version the answers are kept under, so the next read fits again. */
async function touch() {
  const payload = { stress_level: 3, hours_of_sleep: 8 };
  const res = await app.inject({ method: "POST", url: "/api/v1/variables", headers, payload });
  if (res.statusCode !== 201) throw new Error(`tracker entry: ${res.statusCode} ${res.body}`);
}

const write = await time(touch);
console.log(
  `\nthrough the app (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}): cold (after a write) / warm`,
);
for (const url of [
  "rpe-calibration",
  `e1rm-accuracy?exercise_id=${ids[0]}`,
  `readiness?exercise_id=${ids[0]}`,
  "plateaus",
  `rpe-drift?exercise_id=${ids[0]}`,
]) {
  // Cold: a write moves the version on, then the read fits again; the write's own time is taken off.
  const cold =
    (await time(async () => {
      await touch();
      await read(url);
    })) - write;
  const warm = await time(() => read(url));
  console.log(`  GET /insights/${url.split("?")[0]!.padEnd(16)} ${ms(cold)} ${ms(warm)}`);
}
await close();
