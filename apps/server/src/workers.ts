import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config.js";
import { ConfigError } from "./config.js";

/**
 * How many server processes to run on this machine: `--workers N` on the command line (`npm start --
 * --workers N`), else WEB_CONCURRENCY, else one.
 */
export function workersWanted(argv: string[], config: Pick<Config, "webConcurrency">): number {
  const at = argv.findIndex((a) => a === "--workers" || a.startsWith("--workers="));
  if (at === -1) return config.webConcurrency;
  const raw = argv[at]!.includes("=") ? argv[at]!.split("=")[1] : argv[at + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    throw new ConfigError(`Invalid --workers: "${raw ?? ""}" (a whole number from 1 to 64)`);
  }
  return n;
}

/**
 * Several processes share one port only over shared state: the embedded database belongs to one
 * process (its data directory is locked), and rate limits, presence and socket.io fan-out live in
 * process memory without Redis. So more than one worker needs DATABASE_URL and REDIS_URL, as several
 * copies do (docs/deploy.md).
 */
export function checkWorkersConfig(workers: number, config: Pick<Config, "databaseUrl" | "redisUrl">) {
  if (workers <= 1) return;
  const missing = [!config.databaseUrl && "DATABASE_URL", !config.redisUrl && "REDIS_URL"].filter(Boolean);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${workers} workers share PostgreSQL and Redis: set ${missing.join(" and ")} ` +
        "(the embedded database serves one process; see docs/deploy.md)",
    );
  }
}

const RESTART_WINDOW_MS = 60_000;
const MAX_RESTARTS_IN_WINDOW = 5;

/**
 * The primary process: forks the workers (Node's cluster hands each new connection to the next worker
 * in turn, so any worker serves any request and a socket.io WebSocket stays on the one that accepted
 * it), forks a replacement when one dies, and on SIGTERM/SIGINT asks each to shut down and leaves when
 * all have. A worker that keeps dying at start (five times in a minute) ends the primary instead of
 * spinning: the service manager reports the failure.
 */
export function superviseWorkers(count: number, log: (line: string) => void) {
  let stopping = false;
  const restarts: number[] = [];
  const fork = () => cluster.fork();
  for (let i = 0; i < count; i++) fork();
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
    log(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`})`);
    if (restarts.length > MAX_RESTARTS_IN_WINDOW) {
      log("workers keep ending; stopping");
      process.exit(1);
    }
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // A worker stuck in shutdown must not hold the primary forever.
    setTimeout(() => process.exit(1), 30_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** This process's worker number (1..N) under the primary, 0 when it runs alone. */
export const workerNumber = () => cluster.worker?.id ?? 0;
export const isPrimary = () => cluster.isPrimary;
