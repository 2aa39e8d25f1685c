import { contactSchema, contactSubjectLabels } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { contactMail } from "../../mail/templates.js";
import { limits } from "../../plugins/rate-limits.js";
import { findFirstAdmin } from "../users/users.queries.js";

/** The operator's address: ADMIN_EMAIL, else the first admin account. */
const operatorEmail = async (deps: AppDeps) =>
  deps.config.adminEmail || (await findFirstAdmin(deps.database.db))?.email;

export const contactRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    "/contact",
    { schema: { tags: ["contact"], body: contactSchema }, config: { rateLimit: limits.contact } },
    async (req, reply) => {
      const to = await operatorEmail(deps);
      if (to) {
        const mail = contactMail({
          email: req.body.email,
          subjectLabel: contactSubjectLabels[req.body.subject],
          message: req.body.message,
        });
        deps.mailer.send({ to, ...mail });
      } else {
        req.log.warn("contact message received but no operator address is configured");
      }
      return reply.status(201).send(ok("We'll get in touch with you soon!"));
    },
  );
};
