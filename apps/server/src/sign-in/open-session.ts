import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { ok } from "../lib/envelope.js";
import { sessionCookieName } from "../plugins/auth.js";
import { toCurrentUser, type UserRow } from "../features/users/users.queries.js";
import { deleteAuthSession, insertAuthSession } from "./auth-sessions.queries.js";

/**
 * The end of every sign-in (password, second factor, passkey, OIDC): a new session token (no session
 * fixation; the one presented, if any, ends), the cookie, and the login answer with the app version.
 */
export async function openSession(
  deps: { db: Db; config: Config; version: string },
  req: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  remember: boolean,
) {
  if (req.authSessionId) await deleteAuthSession(deps.db, req.authSessionId);
  const session = await insertAuthSession(deps.db, {
    userId: user.id,
    remember,
    userAgent: req.headers["user-agent"],
  });
  reply.setCookie(sessionCookieName(deps.config), session.token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: deps.config.secureCookies,
    ...(remember ? { expires: session.expiresAt } : {}),
  });
  return { ...ok("Logged in", [toCurrentUser(user)]), appVersion: deps.version };
}
