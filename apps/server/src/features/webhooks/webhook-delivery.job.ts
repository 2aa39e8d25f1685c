import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { JobHandler } from "../../jobs/queue.js";
import { openSecret } from "../../lib/secret-box.js";
import { appVersion } from "../../version.js";
import { failUnsent, findDeliveryToSend, recordAttempt } from "./webhook-deliveries.queries.js";
import type { WebhookJobPayload } from "./webhook-events.queries.js";
import { sendWebhook, SEND_TIMEOUT_MS, type SendResult } from "./webhook-send.js";
import { signatureHeader } from "./webhook-signature.js";
import { vetUrl, type LookupAll } from "./url-guard.js";

const MINUTE = 60_000;
/** The waits before retries 1 to 5; after the fifth failed retry the delivery has failed for good. */
export const RETRY_DELAYS_MS = [30_000, 2 * MINUTE, 10 * MINUTE, 60 * MINUTE, 360 * MINUTE];

export type WebhookJobDeps = {
  db: Db;
  config: Pick<Config, "secretKey" | "dataDir" | "webhookAllowPrivate">;
  /** Tests: a shorter wait, another DNS answer. */
  timeoutMs?: number;
  lookup?: LookupAll;
};

function unsealed(config: WebhookJobDeps["config"], sealed: string): string | undefined {
  try {
    return openSecret(config, sealed);
  } catch {
    return undefined;
  }
}

/** The text kept for an answer that is not a 2xx. */
function failureText(result: SendResult): string | null {
  if (result.status === null) return result.error;
  if (result.status >= 300 && result.status < 400) return `Redirect (HTTP ${result.status}) not followed`;
  if (result.status < 200 || result.status >= 300) return `HTTP ${result.status}`;
  return null;
}

/**
 * Sends one delivery (at least once: a delivery no longer pending, or counted meanwhile, is left
 * alone). The address is resolved and vetted here, at every attempt, and the connection goes to it.
 * A failure is recorded on the row, and the next attempt queued by the schedule; the job itself
 * succeeds, so the queue's own retries are left for errors of ours (the database, say).
 */
export function createWebhookDeliveryJob(deps: WebhookJobDeps): JobHandler {
  const { db, config } = deps;
  return async (payload: WebhookJobPayload) => {
    const found = await findDeliveryToSend(db, payload.deliveryId);
    if (!found || found.delivery.status !== "pending") return;
    const { delivery, webhook } = found;
    if (!webhook.active && !payload.manual) {
      await failUnsent(db, delivery.id, "Not sent: the webhook was paused");
      return;
    }
    const url = new URL(webhook.url);
    const vetted = await vetUrl(url, { allowPrivate: config.webhookAllowPrivate, lookup: deps.lookup });
    const secret = unsealed(config, webhook.secretSealed);
    let result: SendResult;
    if (secret === undefined) {
      // SECRET_KEY changed (or the key file was lost): no retry can sign it. Delete and add the webhook.
      result = { status: null, error: "Not sent: the signing secret can no longer be read" };
    } else if (vetted.ok) {
      const body = JSON.stringify({
        id: delivery.id,
        event: delivery.event,
        created_at: delivery.createdAt.toISOString(),
        data: delivery.payload,
      });
      const t = Math.floor(Date.now() / 1000);
      const headers = {
        "content-type": "application/json",
        "user-agent": `Topset-Webhooks/${appVersion}`,
        "topset-event": delivery.event,
        "topset-delivery": String(delivery.id),
        "topset-signature": signatureHeader(secret, body, t),
      };
      result = await sendWebhook(url, vetted.target, headers, body, deps.timeoutMs ?? SEND_TIMEOUT_MS);
    } else {
      result = { status: null, error: vetted.message };
    }
    const error = failureText(result);
    // A refused address stays refused on a retry (unless its DNS changes, which is the attack): no schedule.
    const delay =
      error === null || payload.manual || secret === undefined || (!vetted.ok && vetted.reason === "private")
        ? undefined
        : RETRY_DELAYS_MS[delivery.attempts];
    await recordAttempt(db, {
      deliveryId: delivery.id,
      webhookId: webhook.id,
      attemptsBefore: delivery.attempts,
      responseStatus: result.status,
      error,
      succeeded: error === null,
      retryAt: delay === undefined ? undefined : new Date(Date.now() + delay),
    });
  };
}
