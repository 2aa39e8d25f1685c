// One cell of the bench: autocannon against one read (or the mix of all) for a few seconds.
import path from "node:path";
import autocannon from "autocannon";
import type { Member } from "./client.js";
import type { BenchServer, LoopDelay } from "./server.js";

export type Cell = {
  rps: number;
  p50: number;
  p99: number;
  /** Failed requests: connection errors and answers other than 2xx. */
  errors: number;
  /** Requests without an answer within 10 s. */
  timeouts: number;
  /** Requests still unanswered when the cell ended, beyond the one each connection has in flight. */
  unfinished: number;
  requests: number;
  loop?: LoopDelay;
};

export async function measure(
  server: BenchServer,
  lifter: Member,
  paths: string[],
  opts: { connections: number; seconds: number; name?: string },
): Promise<Cell> {
  const headers = { cookie: lifter.cookie, "x-forwarded-for": lifter.ip, accept: "application/json" };
  // Warm-up: the first calls compile code and fill caches; they are not what a lifter waits for.
  for (const p of paths) await fetch(`${server.baseURL}${p}`, { headers });
  await server.loopDelay();
  const run = () =>
    autocannon({
      url: server.baseURL,
      connections: opts.connections,
      duration: opts.seconds,
      timeout: 10,
      headers,
      requests: paths.map((path) => ({ method: "GET" as const, path })),
    });
  // BENCH_PROFILE_DIR: a CPU profile of the server for each cell that has a name (bench/http/cpu-profile.mjs).
  const dir = process.env.BENCH_PROFILE_DIR;
  const result =
    dir && opts.name
      ? await server.profile(
          path.join(dir, `${opts.name.replace(/[^\w.-]+/g, "_")}-${opts.connections}.cpuprofile`),
          run,
        )
      : await run();
  const loop = await server.loopDelay();
  await drain(server, headers);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors - result.timeouts + result.non2xx,
    timeouts: result.timeouts,
    unfinished: Math.max(0, result.requests.sent - result.requests.total - result.errors - opts.connections),
    requests: result.requests.total,
    loop,
  };
}

/**
 * Waits until the server has worked off the requests autocannon left behind (it stops waiting for
 * answers when the cell ends, the server does not), so that the next cell starts on an idle server.
 */
export async function drain(server: BenchServer, headers: Record<string, string>) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${server.baseURL}/api/v1/users/check-authentication`, { headers }).catch(() => undefined);
    if (performance.now() - t0 < 50) return;
  }
}
