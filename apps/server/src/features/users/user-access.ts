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
