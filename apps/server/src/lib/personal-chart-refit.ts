import type { Db } from "../db/client.js";
import { enqueueJob } from "../jobs/queue.js";

// The refit of a member's personal RPE chart as a queued job: its name and payload, shared by the
// writes that grow a member's history (training, imports) and the insights feature that runs it
// (features/insights/personal-chart.job.ts), so neither feature reaches into the other.

export const PERSONAL_CHART_JOB = "personal-rpe-chart";

export type PersonalChartPayload = { userId: number };

/** Queued with the write that grew the history: pass its transaction, so a refit is never lost or early. */
export async function enqueuePersonalChartRefit(db: Db, userId: number) {
  await enqueueJob(db, PERSONAL_CHART_JOB, { userId } satisfies PersonalChartPayload);
}
