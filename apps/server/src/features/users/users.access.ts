import type { FastifyRequest } from "fastify";
import { forbidden } from "../../lib/http-errors.js";
import { me, type AuthUser } from "../../plugins/auth.js";

export const ONLY_OWN = "You can only change your own account.";

/** 403 unless the caller is the account's owner or an admin; returns the caller. */
export function assertOwnerOrAdmin(req: FastifyRequest, userId: number): AuthUser {
  const caller = me(req);
  if (caller.id !== userId && caller.role !== "admin") throw forbidden(ONLY_OWN);
  return caller;
}

/**
 * Credentials and the account itself change only from a logged-in browser: a leaked API key must not
 * be enough to take over (new e-mail or password) or delete the account.
 */
export function assertBrowserSession(req: FastifyRequest) {
  if (req.authMethod === "api-key") {
    throw forbidden("Log in to the app to change your account information or delete your account.");
  }
}
