import { onlineUserSchema, successSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope.js";
import { requireAdmin } from "../../plugins/auth.js";

/** GET /api/admin/online-users: who is online now, for admins only (docs/product.md, "Admin"). Mounted at /api/admin. */
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAdmin);
  app.get(
    "/online-users",
    { schema: { tags: ["admin"], response: { 200: successSchema(onlineUserSchema) } } },
    async () => ok("Online users", await app.presence.list()),
  );
};
