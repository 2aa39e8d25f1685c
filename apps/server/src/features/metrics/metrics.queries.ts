import { count, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { backgroundJobs } from "../../db/schema/index.js";

export type JobCount = { type: string; status: string; jobs: number };

/**
 * Jobs by type and state: `queued` (never tried yet), `retrying` (queued again after a failure: an
 * SMTP relay down shows here first), `running`, and `failed` for good. Failed ones stay until the
 * runner's weekly prune, so `failed` reads "in the last 7 days". Served by the (status, run_at) index.
 */
export async function countJobsByStatus(db: Db): Promise<JobCount[]> {
  const t = backgroundJobs;
  const state = sql<string>`case when ${t.status} = 'queued' and ${t.attempts} > 0 then 'retrying' else ${t.status} end`;
  return db
    .select({ type: t.type, status: state, jobs: count().mapWith(Number) })
    .from(t)
    .where(inArray(t.status, ["queued", "running", "failed"]))
    .groupBy(t.type, state);
}
