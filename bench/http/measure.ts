// One cell of the bench: autocannon against one read (or the mix of all) for a few seconds.
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
  opts: { connections: number; seconds: number },
): Promise<Cell> {
  const headers = { cookie: lifter.cookie, "x-forwarded-for": lifter.ip, accept: "application/json" };
  // Warm-up: the first calls compile code and fill caches; they are not what a lifter waits for.
  for (const p of paths) await fetch(`${server.baseURL}${p}`, { headers });
  await server.loopDelay();
  const result = await autocannon({
    url: server.baseURL,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: 10,
    headers,
    requests: paths.map((path) => ({ method: "GET" as const, path })),
  });
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
