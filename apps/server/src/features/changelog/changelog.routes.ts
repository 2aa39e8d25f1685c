import {
  changelogEntrySchema,
  changelogSubscriptionBodySchema,
  changelogSubscriptionQuerySchema,
  changelogSubscriptionSchema,
  successSchema,
} from "@topset/shared";
import { z } from "zod";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { forbidden, notFound, tooManyRequests } from "../../lib/http-errors.js";
import { writerUserId } from "../../plugins/auth.js";
import { accountLimits, createAccountLimiter } from "../../plugins/rate-limits.js";
import { findUserById } from "../users/users.queries.js";
import { loadChangelog, toChangelogEntries } from "./changelog-source.js";
import { subscribedMail } from "./changelog-mails.js";
import {
  deleteSubscription,
  findSubscription,
  toSubscription,
  upsertSubscription,
} from "./changelog.queries.js";

const subscriptionAnswer = successSchema(changelogSubscriptionSchema);

/** Mounted under /api/v1 behind requireUser. */
export const changelogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  // Each new subscription mails its address; subscribe/unsubscribe in a loop must not become a mail cannon.
  const subscriptionMails = createAccountLimiter(app, "changelog-subscribe", accountLimits.emailFlow);

  /** The acting user, who must own `email`: a subscription is only ever for one's own address. */
  async function ownerOf(req: FastifyRequest, email: string, claimedUserId?: number) {
    const user = await findUserById(db, writerUserId(req, claimedUserId));
    if (!user) throw notFound("User");
    if (user.email !== email)
      throw forbidden("You can only manage the subscription of your own e-mail address.");
    return user;
  }

  app.get(
    "/variables/changelogs",
    {
      schema: {
        tags: ["changelog"],
        // `changelogs` repeats `data` at the top level: existing clients read the entries from there.
        response: {
          200: successSchema(changelogEntrySchema).extend({ changelogs: z.array(changelogEntrySchema) }),
        },
      },
    },
    async () => {
      const entries = toChangelogEntries(loadChangelog());
      return { ...ok("Changelogs", entries), changelogs: entries };
    },
  );

  const tags = ["subscriptions"];

  app.get(
    "/subscriptions/changelog-subscription",
    {
      schema: { tags, querystring: changelogSubscriptionQuerySchema, response: { 200: subscriptionAnswer } },
    },
    async (req) => {
      const user = await ownerOf(req, req.query.email);
      const rows = await findSubscription(db, user.id);
      return ok(rows.length ? "Subscribed" : "Not subscribed", rows.map(toSubscription));
    },
  );

  app.post(
    "/subscriptions/subscribe-changelog",
    {
      schema: {
        tags,
        body: changelogSubscriptionBodySchema,
        response: { 200: subscriptionAnswer, 201: subscriptionAnswer },
      },
    },
    async (req, reply) => {
      const user = await ownerOf(req, req.body.email, req.body.user_id);
      const [existing] = await findSubscription(db, user.id);
      if (existing) return ok("You are already subscribed to the changelog.", [toSubscription(existing)]);
      if (!(await subscriptionMails(req, String(user.id)))) throw tooManyRequests();
      const row = await upsertSubscription(db, { userId: user.id, email: user.email, version: deps.version });
      deps.mailer.send({ to: user.email, ...subscribedMail({ appUrl: deps.config.appUrl }) });
      return reply.status(201).send(ok("You are now subscribed to the changelog!", [toSubscription(row)]));
    },
  );

  app.post(
    "/subscriptions/unsubscribe-changelog",
    { schema: { tags, body: changelogSubscriptionBodySchema, response: { 200: subscriptionAnswer } } },
    async (req) => {
      const user = await ownerOf(req, req.body.email, req.body.user_id);
      const removed = await deleteSubscription(db, user.id);
      return ok(
        removed ? "You have unsubscribed from the changelog." : "You were not subscribed to the changelog.",
      );
    },
  );
};
