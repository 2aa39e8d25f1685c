// Whether forgot-password and signup take as long for an e-mail that has an account as for one that
// has none (a difference would let anyone probe which addresses are members). Calls alternate between
// the two cases, each from a fresh client address and with a fresh address or username, so no rate
// limit answers; the mail work the call leaves behind is flushed between calls, outside the timing.
// Usage: npx tsx bench/account-enumeration-bench.ts            (embedded PGlite)
//        DATABASE_URL=postgres://… npx tsx bench/account-enumeration-bench.ts
// It prints both medians and their difference and asserts nothing.
import fs from "node:fs";
import os from "node:os";
import { insertUser } from "../apps/server/src/features/users/users.queries.js";
import { hashPassword } from "../apps/server/src/lib/passwords.js";
import { BENCH_ORIGIN, startBenchApp } from "./bench-app.js";

const ORIGIN = BENCH_ORIGIN;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARMUP = 20;

const { app, database, mailer, outboxDir, close } = await startBenchApp();

const run = `b${Date.now().toString(36)}`;
let sequence = 0;
const fresh = () => `${run}${(sequence++).toString(36)}`;
const address = () => `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;

/** One verified member per call of the "has an account" side, so per-address limits never answer. */
async function members(count: number): Promise<string[]> {
  const passwordHash = await hashPassword("bench password 1");
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = fresh();
    const row = await insertUser(database.db, {
      username: name,
      email: `${name}@bench.test`,
      passwordHash,
      verified: true,
    });
    emails.push(row.email);
  }
  return emails;
}

async function timed(url: string, payload: object): Promise<number> {
  const t0 = performance.now();
  const res = await app.inject({
    method: "POST",
    url,
    headers: { origin: ORIGIN },
    remoteAddress: address(),
    payload,
  });
  const ms = performance.now() - t0;
  if (res.statusCode >= 300) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  await mailer.flush();
  return ms;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

type Case = { name: string; existing: (email: string) => Promise<number>; missing: () => Promise<number> };

const cases: Case[] = [
  {
    name: "POST /api/auth/forget-password",
    existing: (email) => timed("/api/auth/forget-password", { email }),
    missing: () => timed("/api/auth/forget-password", { email: `${fresh()}@bench.test` }),
  },
  {
    name: "POST /api/auth/signup",
    existing: (email) =>
      timed("/api/auth/signup", { username: fresh(), email, password: "a good long password" }),
    missing: () =>
      timed("/api/auth/signup", {
        username: fresh(),
        email: `${fresh()}@bench.test`,
        password: "a good long password",
      }),
  },
];

console.log(
  `Topset account-enumeration bench on ${database.kind}, node ${process.version}, ${os.cpus().length} cores, ${ROUNDS} calls per side`,
);
console.log("call".padEnd(34), "account ms".padStart(11), "none ms".padStart(9), "diff ms".padStart(9));
for (const c of cases) {
  const emails = await members(ROUNDS + WARMUP);
  const withAccount: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < ROUNDS + WARMUP; i++) {
    // Interleaved, and in turn first, so drift (caches, table growth) and order weigh on both alike.
    let a: number, b: number;
    if (i % 2 === 0) {
      a = await c.existing(emails[i]!);
      b = await c.missing();
    } else {
      b = await c.missing();
      a = await c.existing(emails[i]!);
    }
    if (i < WARMUP) continue;
    withAccount.push(a);
    without.push(b);
  }
  const [m1, m2] = [median(withAccount), median(without)];
  console.log(
    c.name.padEnd(34),
    m1.toFixed(2).padStart(11),
    m2.toFixed(2).padStart(9),
    (m1 - m2).toFixed(2).padStart(9),
  );
}

await close();
fs.rmSync(outboxDir, { recursive: true, force: true });
