// Starts the BUILT server (apps/server/dist/server.js) in a child process for the HTTP bench: on a fresh
// temporary DATA_DIR (embedded PGlite) or on a fresh database of the given PostgreSQL.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { waitForHealth } from "../../scripts/wait-for-health.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const probe = fileURLToPath(new URL("./loop-probe.mjs", import.meta.url));
const sqlCapture = fileURLToPath(new URL("./sql-capture.mjs", import.meta.url));
const cpuProfile = fileURLToPath(new URL("./cpu-profile.mjs", import.meta.url));
// BENCH_SERVER names another build of the server (e.g. a copy of an older dist, for before/after figures).
const serverFile = path.resolve(root, process.env.BENCH_SERVER ?? "apps/server/dist/server.js");

export type LoopDelay = { p50: number; p99: number; max: number };
/** A statement as the server handed it to node-postgres; values as the text the driver sends (null: NULL). */
export type CapturedStatement = { text: string; values: (string | null)[]; name?: string };

export type BenchServer = {
  baseURL: string;
  /** The fresh PostgreSQL database the server runs on (absent on PGlite). */
  databaseUrl?: string;
  dataDir: string;
  startedAt: number;
  rssMb(): number;
  /** The main thread's own memory (process.memoryUsage in the server), MB. */
  mainMemory(): Promise<Record<string, number> | undefined>;
  /** The server's event-loop delay since the previous call (ms). */
  loopDelay(): Promise<LoopDelay | undefined>;
  /** The statements the server sends while `work` runs (sql-capture.mjs), or why there are none. */
  captureSql(work: () => Promise<void>): Promise<CapturedStatement[] | { unavailable: string }>;
  /** Runs `work` under V8's CPU profiler in the server (cpu-profile.mjs) and writes the profile to `file`. */
  profile<T>(file: string, work: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
};

/**
 * VACUUM ANALYZE of the bench's PostgreSQL database after seeding: a server with years of history has
 * long been vacuumed and analyzed by autovacuum, which may not visit a database made minutes ago for
 * minutes more. Measured before, reads ran on plans made without statistics (a top-N sort of every
 * session for a page of 20) and counts read the table, so cells varied by a third from run to run.
 */
export async function settle(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("vacuum analyze");
  } finally {
    await client.end();
  }
}

/** A fresh, empty database next to the one `url` names; dropped again by the returned function. */
async function freshDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `topset_http_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

function readRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function ask<T>(
  child: ChildProcess,
  question: "loop-delay" | "memory" | "sql-start" | "sql-stop" | "prof-start" | { "prof-stop": string },
): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 2000);
    child.once("message", (m) => {
      clearTimeout(timer);
      resolve(m as T);
    });
    child.send(question);
  });
}

async function captureSql(
  child: ChildProcess,
  work: () => Promise<void>,
): Promise<CapturedStatement[] | { unavailable: string }> {
  const started = await ask<{ recording: boolean; unavailable?: string }>(child, "sql-start");
  if (!started?.recording)
    return { unavailable: started?.unavailable ?? "the capture preload did not answer" };
  const stop = () => ask<{ statements: CapturedStatement[] }>(child, "sql-stop");
  try {
    await work();
  } catch (err) {
    await stop();
    throw err;
  }
  // Statements a handler sends after its answer (an un-awaited write) still belong to the request.
  await new Promise((r) => setTimeout(r, 100));
  return (await stop())?.statements ?? { unavailable: "the capture preload did not answer" };
}

async function askMemory(child: ChildProcess) {
  const usage = await ask<Record<string, number>>(child, "memory");
  return usage && Object.fromEntries(Object.entries(usage).map(([k, v]) => [k, Math.round(v / 1048576)]));
}

export async function startServer(opts: {
  port: number;
  databaseUrl?: string;
  /** WEB_CONCURRENCY for the server (more than one needs `redisUrl` too). */
  workers?: number;
  redisUrl?: string;
}): Promise<BenchServer> {
  const baseURL = `http://127.0.0.1:${opts.port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "topset-http-bench-"));
  const database = opts.databaseUrl ? await freshDatabase(opts.databaseUrl) : undefined;
  const startedAt = Date.now();
  // BENCH_NODE_ARGS: extra flags for the server's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, "--import", probe, "--import", sqlCapture, "--import", cpuProfile, serverFile],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(opts.port),
        DATA_DIR: dataDir,
        APP_URL: baseURL,
        TRUST_PROXY: "true",
        LOG_LEVEL: "warn",
        SMTP_URL: "",
        REDIS_URL: opts.redisUrl ?? "",
        DATABASE_URL: database?.url ?? "",
        WEB_CONCURRENCY: String(opts.workers ?? 1),
      },
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  await waitForHealth(child, baseURL, { seconds: 120, stop });
  return {
    baseURL,
    databaseUrl: database?.url,
    dataDir,
    startedAt,
    rssMb: () => readRssMb(child.pid!),
    mainMemory: () => askMemory(child),
    loopDelay: () => ask<LoopDelay>(child, "loop-delay"),
    captureSql: (work) => captureSql(child, work),
    profile: async (file, work) => {
      await ask(child, "prof-start");
      try {
        return await work();
      } finally {
        await ask(child, { "prof-stop": file });
      }
    },
    stop,
  };
}
