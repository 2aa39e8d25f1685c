// The reads a lifter makes most, against 1 and then 10 years of one lifter's history: each call's median time
// next to a trivial authenticated call, and EXPLAIN (ANALYZE, BUFFERS) of the PR and feed statements
// written to bench/explain/<label>-<kind>-<years>y.txt.
// Usage: npx tsx bench/read-paths-bench.ts [label]            (embedded PGlite)
//        DATABASE_URL=postgres://… npx tsx bench/read-paths-bench.ts [label]
// It prints figures and asserts nothing (docs/architecture.md: benchmarks print, tests never time).
import { mkdirSync, writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { follows, logs, sessions, variables, videos } from "../apps/server/src/db/schema/index.js";
import { feedPageQuery } from "../apps/server/src/features/community/feed.statements.js";
import { recentPrsSql } from "../apps/server/src/features/profile-stats/profile-stats.queries.js";
import { createBenchLifter, seedTrainingYears, type Seeded } from "./training-seed.js";
import { BENCH_ORIGIN, startBenchApp } from "./bench-app.js";

const ORIGIN = BENCH_ORIGIN;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const label = process.argv[2] ?? "now";

const { app, database, close } = await startBenchApp();
const { db } = database;

const lifter = await createBenchLifter(app, db);
const viewerLifter = await createBenchLifter(app, db);
const viewer = { id: viewerLifter.id, role: "user" };
await db.insert(follows).values({ followerId: viewerLifter.id, followingId: lifter.id });
const as = (cookie: string) => ({ origin: ORIGIN, cookie });

/** A third of the logs shared and a tenth of those with a video, so the feed has cards to show. */
async function shareSome(userId: number) {
  await db.execute(sql`update ${logs} set private = false where user_id = ${userId} and id % 3 = 0`);
  await db.execute(sql`insert into ${videos} (user_id, session_id, log_id, storage_key, content_type, size_bytes, thumbnail_status)
    select user_id, session_id, id, 'bench/' || id, 'video/mp4', 1000, 'ready' from ${logs}
    where user_id = ${userId} and id % 30 = 0 and not exists (select 1 from ${videos} v where v.log_id = ${logs}.id)`);
  // A weigh-in and a recovery entry on each training day not logged yet.
  await db.execute(sql`insert into ${variables} (user_id, body_weight, body_weight_unit, hours_of_sleep, stress_level, created_at)
    select user_id, 80 + (id % 7) * 0.5, 'kg', 7.5, 3, start_date from ${sessions} s
    where user_id = ${userId} and not exists (select 1 from ${variables} v where v.user_id = s.user_id and v.created_at = s.start_date)`);
  await db.execute(sql`analyze`);
}

function calls(s: Seeded) {
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
  return {
    "check-authentication": () => ({ url: "/api/v1/users/check-authentication", cookie: lifter.cookie }),
    "recent PRs (own)": () => ({ url: `/api/v1/variables/recent-prs/${lifter.id}`, cookie: lifter.cookie }),
    "recent PRs (shared only)": () => ({
      url: `/api/v1/variables/recent-prs/${lifter.id}`,
      cookie: viewerLifter.cookie,
    }),
    "feed (everyone)": () => ({
      url: "/api/v1/sessions/community-sessions?perPage=10",
      cookie: viewerLifter.cookie,
    }),
    "feed (following)": () => ({
      url: "/api/v1/sessions/community-sessions?perPage=10&scope=following",
      cookie: viewerLifter.cookie,
    }),
    "session details": () => ({ url: `/api/v1/sessions/${pick(s.ctx.sessionIds)}`, cookie: lifter.cookie }),
    "session list": () => ({
      url: `/api/v1/sessions?perPage=20&currentPage=${1 + Math.floor(Math.random() * s.ctx.pages)}`,
      cookie: lifter.cookie,
    }),
    "exercise history": () => ({
      url: `/api/v1/exercises/${pick(s.ctx.exerciseIds)}/history?perPage=20`,
      cookie: lifter.cookie,
    }),
    profile: () => ({ url: `/api/v1/users/${lifter.id}`, cookie: lifter.cookie }),
    bodyweight: () => ({
      url: `/api/v1/variables/bodyweight/${lifter.id}?perPage=20`,
      cookie: lifter.cookie,
    }),
    recovery: () => ({ url: `/api/v1/variables/recovery/${lifter.id}?perPage=20`, cookie: lifter.cookie }),
  };
}

async function measure(years: number, s: Seeded) {
  console.log(
    `\n${database.kind}, ${years} years: ${s.sessions} sessions, ${s.sets} sets (median ms, × auth call)`,
  );
  let base = 0;
  for (const [name, next] of Object.entries(calls(s))) {
    const run = async () => {
      const { url, cookie } = next();
      const res = await app.inject({ method: "GET", url, headers: as(cookie) });
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    for (let i = 0; i < 100; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    if (!base) base = median;
    console.log(name.padEnd(28), median.toFixed(2).padStart(8), `${(median / base).toFixed(2)}×`.padStart(8));
  }
}

async function explain(years: number) {
  mkdirSync("bench/explain", { recursive: true });
  const plans: [string, unknown][] = [
    ["recent PRs (own)", recentPrsSql(lifter.id, { sharedOnly: false })],
    ["recent PRs (shared only)", recentPrsSql(lifter.id, { sharedOnly: true })],
    // The whole page in its one statement: the total, the page's ids, and each card's JSON.
    ["feed page (everyone)", feedPageQuery(db, "everyone", { viewerId: viewer.id, limit: 10, offset: 0 })],
    ["feed page (following)", feedPageQuery(db, "following", { viewerId: viewer.id, limit: 10, offset: 0 })],
  ];
  let out = "";
  for (const [name, query] of plans) {
    const result = await db.execute(sql`explain (analyze, buffers, costs off) ${query as never}`);
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    out += `-- ${name}\n${rows.map((r) => Object.values(r)[0]).join("\n")}\n\n`;
  }
  writeFileSync(`bench/explain/${label}-${database.kind}-${years}y.txt`, out);
}

let seeded = await seedTrainingYears(db, lifter, { fromYear: 0, years: 1 });
await shareSome(lifter.id);
await measure(1, seeded);
await explain(1);
seeded = await seedTrainingYears(db, lifter, { fromYear: 1, years: 9, previous: seeded });
await shareSome(lifter.id);
await measure(10, seeded);
await explain(10);

await close();
