import { adminUserRowSchema, adminUsersQuerySchema, successSchema } from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { pageOf } from "../../lib/pagination.js";
import { requireAdmin } from "../../plugins/auth.js";
import { listUsers } from "./admin.queries.js";

/**
 * GET /api/v1/users, the admin users table (docs/product.md, "Admin"). Mounted at /api/v1 in its own plugin so its
 * admin-only hook covers this list and nothing of the account feature's /api/v1/users/:id routes.
 */
export const adminUsersListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook("onRequest", requireAdmin);
  app.get(
    "/users",
    {
      schema: {
        tags: ["admin"],
        querystring: adminUsersQuerySchema,
        response: { 200: successSchema(adminUserRowSchema) },
      },
    },
    async (req) => {
      const { perPage, currentPage, search } = req.query;
      const { rows, total } = await listUsers(deps.database.db, {
        search: search || undefined,
        limit: perPage,
        offset: (currentPage - 1) * perPage,
      });
      return ok("Users", rows, pageOf(total, perPage, currentPage, rows.length));
    },
  );
};
