import { z } from "zod";
import { currentPageSchema, perPageSchema } from "./envelope.js";
import { idParam } from "./common.js";

// Webhooks: a member's (or an admin's own) URLs that receive their training events, signed
// (docs/decisions/050-webhooks.md).

/** The events a webhook can subscribe to; `ping` is the test a member sends by hand and is never subscribed. */
export const WEBHOOK_EVENTS = ["session.completed", "set.created", "pr.achieved", "import.finished"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_PING = "ping";

/** Webhooks per member, admins included. */
export const WEBHOOKS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** How far a signature's `t` may be from the receiver's clock before it refuses the delivery. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const webhookMessages = {
  port: "The port must be 80, 443 or 1024 and above.",
  url: "Enter the address that receives the events, starting with https:// or http://",
  credentials: "Leave the user name and password out of the address: the signature proves the sender",
  events: "Pick at least one event",
  limit: `You have ${WEBHOOKS_MAX} webhooks, the most an account can have: delete one first.`,
} as const;

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * The ports a webhook may name: the web's own, or any above the well-known range. A receiver never
 * listens on 25 or 6379, and allowing them would let a member aim the server's POSTs at mail or cache
 * servers elsewhere, or map which of their ports are open (decision 050).
 */
const allowedPort = (port: string) => port === "" || port === "80" || port === "443" || Number(port) >= 1024;

/** http or https, with a host and no user name or password; port 80, 443 or 1024 and above. */
export const webhookUrlSchema = z
  .string({ error: webhookMessages.url })
  .trim()
  .min(1, webhookMessages.url)
  .max(WEBHOOK_URL_MAX, `The address must be at most ${WEBHOOK_URL_MAX} characters`)
  .refine((v) => {
    const url = parsedUrl(v);
    return Boolean(url && (url.protocol === "https:" || url.protocol === "http:") && url.hostname);
  }, webhookMessages.url)
  .refine((v) => {
    const url = parsedUrl(v);
    return !url || (!url.username && !url.password);
  }, webhookMessages.credentials)
  .refine((v) => {
    const url = parsedUrl(v);
    return !url || allowedPort(url.port);
  }, webhookMessages.port);

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, { error: "Unknown event" });

/** Each event once, in the product's order, whatever order (or repeats) the client sent. */
const eventsSchema = z
  .array(webhookEventSchema, { error: webhookMessages.events })
  .min(1, webhookMessages.events)
  .max(20, "Name each event once")
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

const descriptionSchema = z
  .string({ error: "Description must be text" })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, `Description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters`);

/** POST /webhooks (also the add form). */
export const createWebhookSchema = z.object({
  url: webhookUrlSchema,
  events: eventsSchema,
  description: descriptionSchema.nullish(),
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

/** PATCH /webhooks/{id}: absent fields stay; a null or empty description clears it. */
export const updateWebhookSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: eventsSchema.optional(),
  description: descriptionSchema.nullish(),
  active: z.boolean({ error: "Active must be true or false" }).optional(),
});
export type UpdateWebhookInput = z.input<typeof updateWebhookSchema>;

/** A webhook as its owner lists it; `secret` only in the answer that created it. */
export const webhookSchema = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  description: z.string().nullable(),
  active: z.boolean(),
  /** The outcome of the newest delivery attempt: `succeeded` or `failed`; null before the first. */
  last_status: z.string().nullable(),
  last_delivery_at: z.string().nullable(),
  created_at: z.string(),
  secret: z.string().optional(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookDeliveryStatusSchema = z.enum(["pending", "succeeded", "failed"]);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

/** One event sent (or still to send) to one webhook. `error` is short; no answer body is ever kept. */
export const webhookDeliverySchema = z.object({
  id: z.number(),
  webhook_id: z.number(),
  event: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.object({
  perPage: perPageSchema(20),
  currentPage: currentPageSchema,
});
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliveryParamsSchema = z.object({ id: idParam, deliveryId: idParam });
