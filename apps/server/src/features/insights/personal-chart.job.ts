import type { Db } from "../../db/client.js";
import type { JobHandler } from "../../jobs/queue.js";
import type { PersonalChartPayload } from "../../lib/personal-chart-refit.js";
import { findInsightsAccount } from "./insights.queries.js";
import { refreshPersonalChart } from "./insights.service.js";

/**
 * The PERSONAL_CHART_JOB (lib/personal-chart-refit.ts): fits the member's chart again after their
 * history grew (a session completed, an import written), off the request that caused it. Idempotent
 * (a re-run fits the same rows to the same chart). A member gone, or on another method by now, is left
 * alone: nothing reads their chart, and choosing "personal" again fits it then.
 */
export function createPersonalChartJob(deps: { db: Db }): JobHandler {
  return async (payload: PersonalChartPayload, ctx) => {
    const account = await findInsightsAccount(deps.db, payload.userId);
    if (account?.e1rmMethod !== "personal") return;
    const chart = await refreshPersonalChart(deps.db, payload.userId);
    ctx.logger.info({ userId: payload.userId, setsUsed: chart.sets_used }, "personal RPE chart fitted");
  };
}
