import { and, desc, eq, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { webhookDeliveries, webhooks } from "../../db/schema/index.js";
import { enqueueJob } from "../../jobs/queue.js";
import { WEBHOOK_JOB, type WebhookJobPayload } from "./webhook-events.queries.js";

/** Deliveries kept per webhook (the newest; queued ones always stay). */
export const DELIVERIES_KEPT = 100;

/** A delivery with what sending it needs from its webhook. */
export async function findDeliveryToSend(db: Db, deliveryId: number) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      webhook: {
        id: webhooks.id,
        url: webhooks.url,
        secretSealed: webhooks.secretSealed,
        active: webhooks.active,
      },
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

export type Attempt = {
  deliveryId: number;
  webhookId: number;
  /** The attempts made before this one: the row is changed only if nobody else counted one meanwhile. */
  attemptsBefore: number;
  responseStatus: number | null;
  error: string | null;
  succeeded: boolean;
  /** When the next attempt runs; absent when this one was the last (succeeded or failed for good). */
  retryAt?: Date;
};

/**
 * One attempt's outcome, in one transaction: the delivery's row, the webhook's last status, and the next
 * attempt queued when there is one. Then the webhook's oldest finished deliveries past the kept number go.
 */
export async function recordAttempt(db: Db, a: Attempt): Promise<boolean> {
  const now = new Date();
  const recorded = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({
        attempts: a.attemptsBefore + 1,
        responseStatus: a.responseStatus,
        error: a.error,
        status: a.succeeded ? "succeeded" : a.retryAt ? "pending" : "failed",
        nextAttemptAt: a.retryAt ?? null,
        deliveredAt: a.succeeded ? now : null,
      })
      .where(
        and(
          eq(webhookDeliveries.id, a.deliveryId),
          eq(webhookDeliveries.status, "pending"),
          eq(webhookDeliveries.attempts, a.attemptsBefore),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (!row) return false;
    await tx
      .update(webhooks)
      .set({ lastStatus: a.succeeded ? "succeeded" : "failed", lastDeliveryAt: now })
      .where(eq(webhooks.id, a.webhookId));
    if (a.retryAt) {
      const payload: WebhookJobPayload = { deliveryId: a.deliveryId };
      await enqueueJob(tx, WEBHOOK_JOB, payload, { runAt: a.retryAt });
    }
    return true;
  });
  if (recorded && !a.retryAt) await trimDeliveries(db, a.webhookId);
  return recorded;
}

/** Keeps the newest DELIVERIES_KEPT of a webhook (by its (webhook_id, id) index); pending ones stay. */
async function trimDeliveries(db: Db, webhookId: number) {
  const [edge] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.id))
    .offset(DELIVERIES_KEPT - 1)
    .limit(1);
  if (!edge) return;
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, webhookId),
        lt(webhookDeliveries.id, edge.id),
        ne(webhookDeliveries.status, "pending"),
      ),
    );
}

/** A delivery the sender will not try (its webhook paused meanwhile): failed, with the reason. */
export async function failUnsent(db: Db, deliveryId: number, error: string) {
  await db
    .update(webhookDeliveries)
    .set({ status: "failed", error, nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, "pending")));
}
