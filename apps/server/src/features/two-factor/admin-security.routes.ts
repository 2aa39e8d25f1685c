import {
  ADMIN_SECOND_FACTOR_REQUIRED,
  adminSecurityInputSchema,
  adminSecuritySchema,
  adminTwoFactorResetSchema,
  idParamSchema,
  successSchema,
} from "@topset/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import type { Db } from "../../db/client.js";
import { ok } from "../../lib/envelope.js";
import { conflict, forbidden } from "../../lib/http-errors.js";
import { me, requireAdmin } from "../../plugins/auth.js";
import { secondFactorsOf } from "../../sign-in/second-factors.queries.js";
import { lacksRequiredFactor, resetSecondFactors } from "./two-factor.service.js";
import { readRequireAdmin2fa, writeRequireAdmin2fa } from "./two-factor.queries.js";

const securityAnswer = successSchema(adminSecuritySchema);

/** Mounted at /api/admin: the admins' two-factor requirement and the reset for a member locked out. */
export const adminSecurityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook("onRequest", requireAdmin);
  const db = deps.database.db;
  const svc = { db, config: deps.config, mailer: deps.mailer };
  const tags = ["admin"];

  const settingsOf = async (adminId: number) => ({
    require_admin_2fa: await readRequireAdmin2fa(db),
    caller_has_second_factor: (await secondFactorsOf(db, adminId)).length > 0,
  });

  // Open to an admin the requirement shuts out, so the web can say why and where to set a factor up.
  app.get("/security", { schema: { tags, response: { 200: securityAnswer } } }, async (req) =>
    ok("Security settings", [await settingsOf(me(req).id)]),
  );

  app.put(
    "/security",
    { schema: { tags, body: adminSecurityInputSchema, response: { 200: securityAnswer } } },
    async (req) => {
      const adminId = me(req).id;
      const wanted = req.body.require_admin_2fa;
      // No lock-out: the admin who turns it on must already pass it.
      if (wanted && (await secondFactorsOf(db, adminId)).length === 0) {
        throw conflict("Set up two-factor sign-in for your own account before requiring it of admins.");
      }
      await writeRequireAdmin2fa(db, wanted);
      req.log.info({ adminId, requireAdmin2fa: wanted }, "admin changed the two-factor requirement");
      return ok("Security settings saved", [await settingsOf(adminId)]);
    },
  );

  app.delete(
    "/users/:id/two-factor",
    {
      schema: {
        tags,
        summary: "Remove a member's authenticator, recovery codes and passkeys (they lost them)",
        params: idParamSchema,
        response: { 200: successSchema(adminTwoFactorResetSchema) },
      },
    },
    async (req) => {
      const adminId = me(req).id;
      const targetId = req.params.id;
      // An admin who could strip their own factors with a session alone would make the requirement moot.
      if (targetId === adminId) throw forbidden("You cannot reset your own two-factor sign-in here.");
      const removed = await resetSecondFactors(svc, targetId);
      req.log.info({ adminId, targetId, ...removed }, "admin reset a member's two-factor sign-in");
      return ok("Two-factor sign-in has been reset. The member can log in with their password alone.", [
        { id: targetId, authenticator_removed: removed.totp, passkeys_removed: removed.passkeys },
      ]);
    },
  );
};

/** The admin API by the route that matched (its pattern: no spelling of the path can dodge it). */
function routeOf(req: FastifyRequest): string {
  return req.routeOptions.url ?? "";
}
const isSecurityRead = (req: FastifyRequest) =>
  routeOf(req) === "/api/admin/security" && (req.method === "GET" || req.method === "HEAD");
/** Where the admin sets a factor up: their own account only, and `required` there reads the real role. */
const isOwnSecurity = (req: FastifyRequest) =>
  routeOf(req).startsWith("/api/v1/two-factor") || routeOf(req).startsWith("/api/v1/passkeys");
const isAdminApi = (req: FastifyRequest) =>
  routeOf(req).startsWith("/api/admin/") || routeOf(req) === "/api/v1/users";

/**
 * While the requirement is on, an admin without a second factor is an admin in name only: the admin
 * API answers 403 saying why (except the requirement's own read, which the web asks first), and on
 * every other route the caller acts as a member, so no admin power (changing a member's role or
 * e-mail, acting for another member) is reachable by any route. Their own account still works, so
 * they can set a factor up. A root hook after the session lookup, keyed on the matched route.
 */
export function registerAdminSecondFactorGate(app: FastifyInstance, db: Db) {
  app.addHook("onRequest", async (req) => {
    if (req.user?.role !== "admin" || req.authMethod !== "session") return;
    if (isSecurityRead(req) || isOwnSecurity(req)) return;
    if (!(await lacksRequiredFactor(db, req.user))) return;
    if (isAdminApi(req)) throw forbidden(ADMIN_SECOND_FACTOR_REQUIRED);
    req.user = { ...req.user, role: "user" };
  });
}
