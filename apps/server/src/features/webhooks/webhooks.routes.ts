import {
  createWebhookSchema,
  idParamSchema,
  successSchema,
  updateWebhookSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { conflict, notFound } from "../../lib/http-errors.js";
import { pageOf } from "../../lib/pagination.js";
import { me, requireCookieSession } from "../../plugins/auth.js";
import { changeWebhook, createWebhook } from "./webhooks.service.js";
import {
  deleteWebhook,
  findWebhook,
  insertPing,
  listDeliveries,
  listWebhooks,
  requeueDelivery,
  toDelivery,
  toWebhook,
} from "./webhooks.queries.js";

const webhooksAnswer = successSchema(webhookSchema);
const deliveriesAnswer = successSchema(webhookDeliverySchema);
const MINUTE = 60_000;
/**
 * Per member: each of these resolves a host name or makes the server send a request, so a script
 * cannot use them to probe names or to aim traffic at someone else's server.
 */
const writeLimit = {
  max: 30,
  timeWindow: MINUTE,
  keyGenerator: (req: FastifyRequest) => `webhooks:${req.user?.id ?? req.ip}`,
};

/**
 * Mounted under /api/v1 behind requireUser. Always the caller's own webhooks (an admin's too: no
 * member's events reach anyone else's URL); another member's id is a 404. Creating, changing and
 * deleting need the browser session: a leaked API key must not be able to point the member's events
 * at its holder's server, nor read a new signing secret (docs/decisions/050-webhooks.md).
 */
export const webhooksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const service = { db, config: deps.config };
  const tags = ["webhooks"];
  const own = async (req: FastifyRequest, id: number) => {
    const row = await findWebhook(db, { id, userId: me(req).id });
    if (!row) throw notFound("Webhook");
    return row;
  };

  app.get(
    "/webhooks",
    { schema: { tags, summary: "The caller's webhooks, newest first", response: { 200: webhooksAnswer } } },
    async (req) => {
      const rows = await listWebhooks(db, me(req).id);
      return ok(
        rows.length ? "Webhooks" : "No webhooks yet",
        rows.map((row) => toWebhook(row)),
      );
    },
  );

  app.post(
    "/webhooks",
    {
      schema: {
        tags,
        summary: "Register a URL for events; the answer holds the signing secret, shown only this once",
        body: createWebhookSchema,
        response: { 201: webhooksAnswer },
      },
      onRequest: requireCookieSession,
      config: { rateLimit: writeLimit },
    },
    async (req, reply) => {
      const { row, secret } = await createWebhook(service, me(req).id, req.body);
      return reply
        .status(201)
        .send(
          ok("Webhook added. Copy its signing secret now: it will not be shown again.", [
            toWebhook(row, secret),
          ]),
        );
    },
  );

  app.patch(
    "/webhooks/:id",
    {
      schema: {
        tags,
        summary: "Change a webhook's URL, events, description or active state (absent fields stay)",
        params: idParamSchema,
        body: updateWebhookSchema,
        response: { 200: webhooksAnswer },
      },
      onRequest: requireCookieSession,
      config: { rateLimit: writeLimit },
    },
    async (req) => {
      const row = await changeWebhook(service, { id: req.params.id, userId: me(req).id }, req.body);
      return ok("Webhook updated.", [toWebhook(row)]);
    },
  );

  app.delete(
    "/webhooks/:id",
    {
      schema: { tags, params: idParamSchema, response: { 200: successSchema(z.object({ id: z.number() })) } },
      onRequest: requireCookieSession,
    },
    async (req) => {
      if (!(await deleteWebhook(db, { id: req.params.id, userId: me(req).id }))) throw notFound("Webhook");
      return ok("Webhook deleted.", [{ id: req.params.id }]);
    },
  );

  app.get(
    "/webhooks/:id/deliveries",
    {
      schema: {
        tags,
        summary: "A webhook's deliveries, newest first, paged",
        params: idParamSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: deliveriesAnswer },
      },
    },
    async (req) => {
      const webhook = await own(req, req.params.id);
      const { perPage, currentPage } = req.query;
      const { rows, total } = await listDeliveries(db, webhook.id, {
        limit: perPage,
        offset: (currentPage - 1) * perPage,
      });
      return ok("Deliveries", rows.map(toDelivery), pageOf(total, perPage, currentPage, rows.length));
    },
  );

  app.post(
    "/webhooks/:id/ping",
    {
      schema: {
        tags,
        summary: "Queue a test delivery (`ping`): one attempt, through the same queue and signature",
        params: idParamSchema,
        response: { 202: deliveriesAnswer },
      },
      config: { rateLimit: writeLimit },
    },
    async (req, reply) => {
      const webhook = await own(req, req.params.id);
      const row = await insertPing(db, webhook);
      return reply.status(202).send(ok("Test delivery queued.", [toDelivery(row)]));
    },
  );

  app.post(
    "/webhooks/:id/deliveries/:deliveryId/retry",
    {
      schema: {
        tags,
        summary: "Send a finished delivery once more (one attempt); 409 while it is still queued",
        params: webhookDeliveryParamsSchema,
        response: { 202: deliveriesAnswer },
      },
      config: { rateLimit: writeLimit },
    },
    async (req, reply) => {
      const webhook = await own(req, req.params.id);
      const row = await requeueDelivery(db, { webhookId: webhook.id, deliveryId: req.params.deliveryId });
      if (!row) throw notFound("Delivery");
      if (row === "pending") throw conflict("This delivery is still queued: it will be sent on its own.");
      return reply.status(202).send(ok("Delivery queued again.", [toDelivery(row)]));
    },
  );
};
