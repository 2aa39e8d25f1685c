import { count, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { backgroundJobs } from "../../db/schema/index.js";

export type JobCount = { type: string; status: string; jobs: number };

/**
 * Jobs waiting, running and failed for good, by type. Failed ones stay until the runner's weekly
 * prune, so `failed` reads "in the last 7 days". Served by the (status, run_at) index.
 */
export async function countJobsByStatus(db: Db): Promise<JobCount[]> {
  const t = backgroundJobs;
  return db
    .select({ type: t.type, status: t.status, jobs: count().mapWith(Number) })
    .from(t)
    .where(inArray(t.status, ["queued", "running", "failed"]))
    .groupBy(t.type, t.status);
}
