import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/client.js";
import { countJobsByStatus } from "./metrics.queries.js";

const PREFIX = "topset_";

export type AppMetrics = {
  registry: Registry;
  /** One answered request: `route` is the pattern (`/api/v1/sessions/:id`), never the raw URL. */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
};

/**
 * A registry of its own per app (tests build several apps in one process; the global one would
 * refuse the second). Process figures come from prom-client's defaults: CPU, resident and heap
 * memory, event-loop delay (`topset_nodejs_eventloop_lag_*`), GC, handles.
 */
export function createAppMetrics(database: Database): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const labelNames = ["method", "route", "status_code"] as const;
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: "HTTP requests answered, by method, route pattern and status code",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "Time to answer an HTTP request, by method, route pattern and status code",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: "Database pool connections (one on the embedded database): total, idle, and queries waiting for one",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const stats = database.stats();
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: `${PREFIX}jobs`,
    help: "Background jobs by type and status: queued and retrying (the queue depth), running, failed (last 7 days)",
    labelNames: ["type", "status"],
    registers: [registry],
    // Read at each scrape from the shared table, so every copy reports the whole queue.
    async collect() {
      const rows = await countJobsByStatus(database.db);
      this.reset();
      for (const row of rows) this.set({ type: row.type, status: row.status }, row.jobs);
    },
  });
  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      const labels = { method, route, status_code: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}
