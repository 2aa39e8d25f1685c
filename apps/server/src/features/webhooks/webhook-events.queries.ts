import {
  PR_REPS,
  PR_RPE,
  setFigures,
  type E1rmMethod,
  type PersonalChart,
  type WebhookEvent,
} from "@topset/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { imports, logs, sessions, sets, users, webhookDeliveries, webhooks } from "../../db/schema/index.js";
import { prChartE1rmKgSql, prFormulaE1rmKgSql, prQualifyingSql } from "../../db/schema/pr-ranking.js";
import { enqueueJob } from "../../jobs/queue.js";

// Where the training, import and session writes hand their events to the webhooks (decision 050).
// Each call reads the member's active webhooks first: with none subscribed it costs that one indexed
// statement and nothing else. Pass the write's transaction, so deliveries exist only if it commits.

export const WEBHOOK_JOB = "webhook-delivery";
/** `manual`: a test or a retry by hand, one attempt with no schedule after it. */
export type WebhookJobPayload = { deliveryId: number; manual?: boolean };

type Subscriber = { id: number; events: WebhookEvent[] };

/**
 * Deliveries one webhook may have waiting. A receiver that never answers costs the one webhook lane up
 * to a minute and a half per delivery over its retries; beyond this backlog new events are not queued
 * for it, so one member's dead endpoint cannot hold everyone's deliveries back for days.
 */
export const MAX_PENDING_DELIVERIES = 50;

function activeWebhooks(db: Db, userId: number): Promise<Subscriber[]> {
  const backlog = sql`(select count(*) from (select 1 from ${webhookDeliveries}
    where ${webhookDeliveries.webhookId} = ${webhooks.id} and ${webhookDeliveries.status} = 'pending'
    limit ${MAX_PENDING_DELIVERIES}) as waiting)`;
  return db
    .select({ id: webhooks.id, events: webhooks.events })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.userId, userId),
        eq(webhooks.active, true),
        sql`${backlog} < ${MAX_PENDING_DELIVERIES}`,
      ),
    );
}

const subscribedTo = (subs: Subscriber[], event: WebhookEvent) =>
  subs.filter((s) => s.events.includes(event));

/** One delivery row and one queued job per webhook, together (a savepoint inside the caller's transaction). */
async function queueDeliveries(db: Db, subs: Subscriber[], event: WebhookEvent, data: object) {
  if (subs.length === 0) return;
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(webhookDeliveries)
      .values(subs.map((s) => ({ webhookId: s.id, event, payload: data, nextAttemptAt: new Date() })))
      .returning({ id: webhookDeliveries.id });
    for (const row of rows) {
      await enqueueJob(tx, WEBHOOK_JOB, { deliveryId: row.id } satisfies WebhookJobPayload);
    }
  });
}

/** Queues `event` for every active webhook of `userId` subscribed to it. */
export async function queueWebhookEvent(db: Db, userId: number, event: WebhookEvent, data: object) {
  await queueDeliveries(db, subscribedTo(await activeWebhooks(db, userId), event), event, data);
}

type SetRow = typeof sets.$inferSelect;

const setData = (row: SetRow, exerciseName: string | null) => ({
  id: row.id,
  session_id: row.sessionId,
  log_id: row.logId,
  exercise_id: row.exerciseId,
  exercise_name: exerciseName,
  reps: row.reps,
  weight: row.weight,
  weight_unit: row.weightUnit,
  rpe: row.rpe,
  kind: row.kind,
  notes: row.notes,
  planned: row.prescription != null,
  created_at: row.createdAt.toISOString(),
});

/** The PR band of packages/shared (a warm-up or a set not done never counts). */
const mayBePr = (row: SetRow) =>
  row.done &&
  row.kind !== "warmup" &&
  row.rpe != null &&
  row.reps >= PR_REPS.min &&
  row.reps <= PR_REPS.max &&
  row.rpe >= PR_RPE.min &&
  row.rpe <= PR_RPE.max;

/**
 * Whether `row` beats every other qualifying set of its exercise under the member's ranking (the one
 * the recent-PRs list uses: the chart for "rpe-table" and "personal", the formula otherwise). A tie is
 * no PR. The best before it is read backwards from the partial index that serves the PR list.
 */
async function prOf(db: Db, row: SetRow) {
  const [owner] = await db
    .select({ method: users.e1rmMethod, chart: users.personalRpeChart })
    .from(users)
    .where(eq(users.id, row.userId));
  const method: E1rmMethod = owner?.method ?? "formula";
  const expr = sql.raw(method === "formula" ? prFormulaE1rmKgSql : prChartE1rmKgSql);
  const result = await db.execute<{ beaten: boolean }>(sql`select exists (
      select 1 from ${sets}
      where user_id = ${row.userId} and exercise_id = ${row.exerciseId} and ${sql.raw(prQualifyingSql)}
        and id <> ${row.id} and ${expr} >= (select ${expr} from ${sets} where id = ${row.id})
    ) as beaten`);
  const beaten = (result as unknown as { rows: { beaten: boolean }[] }).rows[0]?.beaten ?? true;
  if (beaten) return undefined;
  return { e1rm: setFigures(row, method, owner?.chart as PersonalChart | null).e1rm };
}

/** set.created for a set just logged (added, or a planned set marked done), and pr.achieved when it is one. */
export async function queueSetEvents(db: Db, row: SetRow) {
  const subs = await activeWebhooks(db, row.userId);
  const created = subscribedTo(subs, "set.created");
  const prs = mayBePr(row) ? subscribedTo(subs, "pr.achieved") : [];
  if (created.length === 0 && prs.length === 0) return;
  const [log] = await db.select({ name: logs.name }).from(logs).where(eq(logs.id, row.logId));
  const set = setData(row, log?.name ?? null);
  await queueDeliveries(db, created, "set.created", { set });
  const pr = prs.length ? await prOf(db, row) : undefined;
  if (pr) await queueDeliveries(db, prs, "pr.achieved", { set, e1rm: pr.e1rm, e1rm_unit: row.weightUnit });
}

/** session.completed, with the session's figures as they stand at completion. */
export async function queueSessionCompleted(db: Db, where: { userId: number; sessionId: number }) {
  const subs = subscribedTo(await activeWebhooks(db, where.userId), "session.completed");
  if (subs.length === 0) return;
  const [row] = await db
    .select({
      id: sessions.id,
      name: sessions.name,
      startDate: sessions.startDate,
      endDate: sessions.endDate,
      sessionRpe: sessions.sessionRpe,
      blockId: sessions.blockId,
      routineId: sessions.routineId,
      programId: sessions.programId,
      // NOTE: the session's id as a value: drizzle writes a single table's columns unqualified.
      exercises: sql<number>`(select count(*)::int from ${logs} where session_id = ${where.sessionId})`,
      sets: sql<number>`(select count(*)::int from ${sets} where session_id = ${where.sessionId} and done)`,
    })
    .from(sessions)
    .where(and(eq(sessions.id, where.sessionId), eq(sessions.userId, where.userId)));
  if (!row?.endDate) return;
  const session = {
    id: row.id,
    name: row.name,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    session_rpe: row.sessionRpe,
    block_id: row.blockId,
    routine_id: row.routineId,
    program_id: row.programId,
    exercises: row.exercises,
    sets_done: row.sets,
  };
  await queueDeliveries(db, subs, "session.completed", { session });
}

/** import.finished once an import is done or failed (dry runs too: `dry_run` says which). */
export async function queueImportFinished(db: Db, importId: number) {
  const [row] = await db.select().from(imports).where(eq(imports.id, importId));
  if (!row || (row.status !== "done" && row.status !== "failed")) return;
  const subs = subscribedTo(await activeWebhooks(db, row.userId), "import.finished");
  const data = {
    import: {
      id: row.id,
      status: row.status,
      source: row.source,
      dry_run: row.dryRun,
      file_name: row.fileName,
      sessions: row.sessions,
      sets: row.sets,
      skipped: row.skipped,
      existing_sessions: row.existingSessions,
      new_exercises: row.newExercises,
      errors: row.errors.length,
      first_workout_at: row.firstWorkoutAt?.toISOString() ?? null,
      last_workout_at: row.lastWorkoutAt?.toISOString() ?? null,
      finished_at: row.finishedAt?.toISOString() ?? null,
    },
  };
  await queueDeliveries(db, subs, "import.finished", data);
}
