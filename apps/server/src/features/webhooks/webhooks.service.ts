import {
  WEBHOOKS_MAX,
  webhookMessages,
  type createWebhookSchema,
  type updateWebhookSchema,
} from "@topset/shared";
import type { z } from "zod";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { badRequest, notFound, VALIDATION_MESSAGE } from "../../lib/http-errors.js";
import { sealSecret } from "../../lib/secret-box.js";
import { randomToken } from "../../lib/tokens.js";
import { vetUrl, type LookupAll } from "./url-guard.js";
import { findWebhook, insertWebhook, updateWebhookRow } from "./webhooks.queries.js";

type CreateInput = z.output<typeof createWebhookSchema>;
type UpdateInput = z.output<typeof updateWebhookSchema>;
export type WebhookServiceDeps = {
  db: Db;
  config: Pick<Config, "secretKey" | "dataDir" | "webhookAllowPrivate">;
  lookup?: LookupAll;
};

/** `whsec_` makes a leaked secret recognisable to secret scanners and to its owner. */
const SECRET_MARK = "whsec_";

/**
 * The URL as stored (the parser's normal form), refused with a field message when its host is, or
 * resolves to, a private address. A host that does not resolve now is accepted: every delivery
 * resolves and vets it again, so nothing is reached before it names a public address.
 */
async function vettedUrl(deps: WebhookServiceDeps, given: string): Promise<string> {
  const url = new URL(given);
  url.hash = "";
  const vetted = await vetUrl(url, { allowPrivate: deps.config.webhookAllowPrivate, lookup: deps.lookup });
  if (!vetted.ok && vetted.reason === "private") {
    throw badRequest(VALIDATION_MESSAGE, [{ path: "url", msg: vetted.message }]);
  }
  return url.href;
}

export async function createWebhook(deps: WebhookServiceDeps, userId: number, input: CreateInput) {
  const url = await vettedUrl(deps, input.url);
  const secret = `${SECRET_MARK}${randomToken(32)}`;
  const created = await insertWebhook(
    deps.db,
    userId,
    {
      url,
      events: input.events,
      description: input.description || null,
      secretSealed: sealSecret(deps.config, secret),
    },
    WEBHOOKS_MAX,
  );
  if (created === "no-user") throw notFound("User");
  if (created === "limit") throw badRequest(webhookMessages.limit, [{ msg: webhookMessages.limit }]);
  return { row: created, secret };
}

export async function changeWebhook(
  deps: WebhookServiceDeps,
  where: { id: number; userId: number },
  input: UpdateInput,
) {
  // Ownership first: another member's webhook is a 404 whatever the body says.
  if (!(await findWebhook(deps.db, where))) throw notFound("Webhook");
  const url = input.url === undefined ? undefined : await vettedUrl(deps, input.url);
  const row = await updateWebhookRow(deps.db, where, {
    ...(url !== undefined && { url }),
    ...(input.events !== undefined && { events: input.events }),
    ...(input.description !== undefined && { description: input.description || null }),
    ...(input.active !== undefined && { active: input.active }),
  });
  if (!row) throw notFound("Webhook");
  return row;
}
