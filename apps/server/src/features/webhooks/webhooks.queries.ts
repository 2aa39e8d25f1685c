import type { Webhook, WebhookDelivery, WebhookEvent } from "@topset/shared";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users, webhookDeliveries, webhooks } from "../../db/schema/index.js";
import { enqueueJob } from "../../jobs/queue.js";
import { WEBHOOK_JOB, type WebhookJobPayload } from "./webhook-events.queries.js";

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type Owner = { id: number; userId: number };

/** The wire form: never the sealed secret; the plain one only in the answer that made it. */
export function toWebhook(row: WebhookRow, secret?: string): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    active: row.active,
    last_status: row.lastStatus,
    last_delivery_at: row.lastDeliveryAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    ...(secret ? { secret } : {}),
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhook_id: row.webhookId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    error: row.error,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function listWebhooks(db: Db, userId: number) {
  return db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(desc(webhooks.id));
}

export async function findWebhook(db: Db, where: Owner): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, where.id), eq(webhooks.userId, where.userId)));
  return row;
}

type NewWebhook = { url: string; events: WebhookEvent[]; description: string | null; secretSealed: string };

/**
 * Adds a webhook unless the member already has `max`. The member's row is locked for the count and the
 * insert, so two requests at once cannot both pass the ceiling.
 */
export async function insertWebhook(
  db: Db,
  userId: number,
  values: NewWebhook,
  max: number,
): Promise<WebhookRow | "limit" | "no-user"> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!owner) return "no-user";
    const [counted] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.userId, userId));
    if ((counted?.n ?? 0) >= max) return "limit";
    const [row] = await tx
      .insert(webhooks)
      .values({ userId, ...values })
      .returning();
    if (!row) throw new Error("webhook insert returned no row");
    return row;
  });
}

type WebhookChanges = Partial<Pick<WebhookRow, "url" | "events" | "description" | "active">>;

export async function updateWebhookRow(db: Db, where: Owner, changes: WebhookChanges) {
  if (Object.keys(changes).length === 0) return findWebhook(db, where);
  const [row] = await db
    .update(webhooks)
    .set(changes)
    .where(and(eq(webhooks.id, where.id), eq(webhooks.userId, where.userId)))
    .returning();
  return row;
}

/** Its deliveries go with it (on delete cascade), queued ones included: their jobs then find nothing. */
export async function deleteWebhook(db: Db, where: Owner): Promise<boolean> {
  const rows = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, where.id), eq(webhooks.userId, where.userId)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

/** A page of one webhook's deliveries, newest first, read by (webhook_id, id) with its total. */
export async function listDeliveries(db: Db, webhookId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhookId))
      .orderBy(desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A test delivery (`ping`), queued like any event; one attempt, sent even while the webhook is paused. */
export async function insertPing(db: Db, webhook: WebhookRow): Promise<DeliveryRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        webhookId: webhook.id,
        event: "ping",
        payload: { webhook_id: webhook.id, message: "A test delivery from Topset." },
        nextAttemptAt: new Date(),
      })
      .returning();
    if (!row) throw new Error("delivery insert returned no row");
    await enqueueJob(tx, WEBHOOK_JOB, { deliveryId: row.id, manual: true } satisfies WebhookJobPayload);
    return row;
  });
}

/**
 * Queues a finished delivery (failed or succeeded) once more, as one attempt with no schedule after it.
 * "pending" when it is still queued; undefined when the delivery is not this webhook's.
 */
export async function requeueDelivery(
  db: Db,
  where: { webhookId: number; deliveryId: number },
): Promise<DeliveryRow | "pending" | undefined> {
  return db.transaction(async (tx) => {
    const mine = and(
      eq(webhookDeliveries.id, where.deliveryId),
      eq(webhookDeliveries.webhookId, where.webhookId),
    );
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: "pending", nextAttemptAt: sql`now()` })
      .where(and(mine, ne(webhookDeliveries.status, "pending")))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(mine);
      return exists ? "pending" : undefined;
    }
    await enqueueJob(tx, WEBHOOK_JOB, { deliveryId: row.id, manual: true } satisfies WebhookJobPayload);
    return row;
  });
}
