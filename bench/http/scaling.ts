// The bench's "several cores" step: the same server on PostgreSQL and Redis with 1, then N worker
// processes (WEB_CONCURRENCY), each on a fresh database seeded alike, and the read mix at each
// connection count. Prints req/s, p99 and the ratio to one worker; asserts nothing.
import { measure } from "./measure.js";
import { assertReadsAnswerRows, readsOf } from "./reads.js";
import { seed } from "./seed.js";
import { settle, startServer } from "./server.js";

export async function workerScaling(opts: {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  workers: number[];
  connections: number[];
  seconds: number;
  lifters: number;
  log: (line: string) => void;
}) {
  const results = new Map<number, Map<number, { rps: number; p99: number; errors: number }>>();
  for (const workers of opts.workers) {
    console.log(`\n[postgres + redis, ${workers} worker${workers > 1 ? "s" : ""}] starting the server`);
    const server = await startServer({
      port: opts.port,
      databaseUrl: opts.databaseUrl,
      redisUrl: opts.redisUrl,
      workers,
    });
    try {
      const seeded = await seed(server.baseURL, server.dataDir, {
        lifters: opts.lifters,
        years: 1,
        log: opts.log,
      });
      await settle(server.databaseUrl!);
      const reads = readsOf(seeded);
      await assertReadsAnswerRows(server.baseURL, seeded.lifter, reads);
      const paths = reads.map((r) => r.path);
      // Warm-up: every worker compiles its own code and prepares its own statements.
      await measure(server, seeded.lifter, paths, { connections: 10 * workers, seconds: 3 });
      const row = new Map<number, { rps: number; p99: number; errors: number }>();
      for (const connections of opts.connections) {
        const cell = await measure(server, seeded.lifter, paths, { connections, seconds: opts.seconds });
        row.set(connections, { rps: cell.rps, p99: cell.p99, errors: cell.errors + cell.timeouts });
        opts.log(
          `${String(connections).padStart(3)} conn  read mix  ${Math.round(cell.rps)} req/s  p99 ${cell.p99} ms`,
        );
      }
      results.set(workers, row);
    } finally {
      await server.stop();
    }
  }
  const base = results.get(opts.workers[0]!);
  console.log("\nScaling of the read mix with worker processes (PostgreSQL + Redis on this machine):");
  for (const [workers, row] of results) {
    const cells = [...row].map(([connections, c]) => {
      const ratio = base?.get(connections) ? (c.rps / base.get(connections)!.rps).toFixed(2) : "-";
      return `${connections} conn ${Math.round(c.rps)} req/s (×${ratio}, p99 ${c.p99} ms, ${c.errors} errors)`;
    });
    console.log(`  ${workers} worker${workers > 1 ? "s" : " "}  ${cells.join("   ")}`);
  }
}
