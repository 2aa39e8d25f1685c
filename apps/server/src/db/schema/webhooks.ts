import { index, integer, jsonb, pgTable, text, timestamp, boolean } from "drizzle-orm/pg-core";
import { createdAt, users } from "./users.js";

export const webhookEventNames = [
  "session.completed",
  "set.created",
  "pr.achieved",
  "import.finished",
] as const;
export type WebhookEventName = (typeof webhookEventNames)[number];

/** A member's (or an admin's) endpoint for events; deliveries are signed with its own secret. */
export const webhooks = pgTable(
  "webhooks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: jsonb("events").$type<WebhookEventName[]>().notNull(),
    /** The HMAC-SHA256 key, sealed (lib/secret-box.ts); shown once at creation. */
    secretSealed: text("secret_sealed").notNull(),
    description: text("description"),
    active: boolean("active").notNull().default(true),
    lastStatus: text("last_status"),
    lastDeliveryAt: timestamp("last_delivery_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("webhooks_user_idx").on(t.userId)],
);

export const deliveryStatuses = ["pending", "succeeded", "failed"] as const;
/** A delivery carries a subscribed event, or the test (`ping`) its owner sends by hand. */
export const deliveryEventNames = [...webhookEventNames, "ping"] as const;

/** One event sent (or being sent) to one webhook; kept for the member to see, trimmed by age. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    webhookId: integer("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    event: text("event", { enum: deliveryEventNames }).notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    error: text("error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_deliveries_webhook_idx").on(t.webhookId, t.id)],
);
