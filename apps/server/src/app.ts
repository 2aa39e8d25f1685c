import cookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { AppDeps } from "./deps.js";
import { accessCodesRoutes } from "./features/access-codes/access-codes.routes.js";
import { coachingRoutes } from "./features/coaching/coaching.routes.js";
import { adminUsersListRoutes } from "./features/admin/admin-users.routes.js";
import { adminRoutes } from "./features/admin/admin.routes.js";
import { apiKeysRoutes } from "./features/api-keys/api-keys.routes.js";
import { appInfoRoutes } from "./features/app-info/app-info.routes.js";
import { authRoutes } from "./features/auth/auth.routes.js";
import { blocksRoutes } from "./features/blocks/blocks.routes.js";
import { categoriesRoutes } from "./features/categories/categories.routes.js";
import { changelogRoutes } from "./features/changelog/changelog.routes.js";
import { chatsRoutes } from "./features/chats/chats.routes.js";
import { commentsRoutes } from "./features/comments/comments.routes.js";
import { communityRoutes } from "./features/community/community.routes.js";
import { contactRoutes } from "./features/contact/contact.routes.js";
import { exercisesRoutes } from "./features/exercises/exercises.routes.js";
import { exportsRoutes } from "./features/imports/exports.routes.js";
import { importsRoutes } from "./features/imports/imports.routes.js";
import { followsRoutes } from "./features/follows/follows.routes.js";
import { plateSettingsRoutes } from "./features/plate-settings/plate-settings.routes.js";
import { healthRoutes } from "./features/health/health.routes.js";
import { presenceRoutes } from "./features/presence/presence.routes.js";
import { registerPresence } from "./features/presence/presence-socket.js";
import { openPowerliftingRoutes } from "./features/open-powerlifting/open-powerlifting.routes.js";
import { registerMetrics } from "./features/metrics/metrics.routes.js";
import { meetsRoutes } from "./features/meets/meets.routes.js";
import { oidcIdentitiesRoutes } from "./features/oidc/oidc-identities.routes.js";
import { oidcRoutes } from "./features/oidc/oidc.routes.js";
import { passkeySignInRoutes } from "./features/passkeys/passkey-sign-in.routes.js";
import { passkeysRoutes } from "./features/passkeys/passkeys.routes.js";
import { reportsRoutes } from "./features/reports/reports.routes.js";
import { insightsRoutes } from "./features/insights/insights.routes.js";
import { profileStatsRoutes } from "./features/profile-stats/profile-stats.routes.js";
import { programsRoutes } from "./features/programs/programs.routes.js";
import { starterProgramsRoutes } from "./features/programs/starter-programs.routes.js";
import { searchRoutes } from "./features/search/search.routes.js";
import { routinesRoutes } from "./features/routines/routines.routes.js";
import { trainingRoutes } from "./features/training/training.routes.js";
import { usersRoutes } from "./features/users/users.routes.js";
import { variablesRoutes } from "./features/variables/variables.routes.js";
import { videosRoutes } from "./features/videos/videos.routes.js";
import { webhooksRoutes } from "./features/webhooks/webhooks.routes.js";
import {
  adminSecurityRoutes,
  registerAdminSecondFactorGate,
} from "./features/two-factor/admin-security.routes.js";
import { secondFactorLoginRoutes } from "./features/two-factor/second-factor-login.routes.js";
import { twoFactorRoutes } from "./features/two-factor/two-factor.routes.js";
import { registerApiDocs } from "./plugins/api-docs.js";
import { registerAuth, requireUser, sessionCookieName } from "./plugins/auth.js";
import { frameworkErrors, registerErrorHandler } from "./plugins/errors.js";
import { registerEtags } from "./plugins/etag.js";
import { registerIdempotency } from "./plugins/idempotency.js";
import { registerRateLimits } from "./plugins/rate-limits.js";
import { createResponseSerializerCompiler } from "./plugins/response-serializer.js";
import { registerSecurityHeaders } from "./plugins/security-headers.js";
import { registerCacheClears } from "./lib/shared-cache-clears.js";
import { registerWebApp } from "./plugins/web-app.js";

export type BuildAppOptions = AppDeps & {
  redis?: Redis;
  webDist?: string;
  /** Tests: every response serialized by zod too, a 500 where they disagree (plugins/response-serializer.ts). */
  crossCheckResponses?: boolean;
};

/** The whole HTTP app, built apart from listening so tests drive it through `inject`. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { redis, webDist, crossCheckResponses, ...deps } = opts;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: deps.config.trustProxy,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ crossCheck: crossCheckResponses }));
  registerErrorHandler(app);
  registerMetrics(app, deps);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        "img-src": ["'self'", "data:", "blob:"],
        "media-src": ["'self'", "blob:"],
        // CSP3: 'self' covers ws:/wss: on this origin (socket.io falls back to polling where it does not).
        "connect-src": ["'self'"],
        "upgrade-insecure-requests": deps.config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: deps.config.secureCookies ? { maxAge: 15724800 } : false,
  });
  await app.register(cookie);
  await registerRateLimits(app, redis);
  await registerCacheClears(app, { redis, logger: deps.logger });
  registerAuth(app, { config: deps.config, db: deps.database.db });
  // After the session lookup: the admins' two-factor requirement closes the admin API (decision 047).
  registerAdminSecondFactorGate(app, deps.database.db);
  // Before any route: routes opt in with `config: { idempotent: true }`.
  registerIdempotency(app, { db: deps.database.db });
  // Before any route too: heavy reads opt in with `config: { etag: true }`.
  registerEtags(app);
  await registerPresence(app, { ...deps, redis });
  // A callback hook: every response passes it, and a promise per response is measurable (decision 053).
  app.addHook("onSend", (request, reply, payload, done) => {
    // Authenticated JSON must not sit in shared caches (ASVS 14.3.2).
    if (request.url.startsWith("/api/")) reply.header("Cache-Control", "no-store");
    done(null, payload);
  });

  await registerApiDocs(app, deps.version);
  await app.register(healthRoutes, { ...deps, redis });
  await app.register(authRoutes, { ...deps, prefix: "/api/auth" });
  await app.register(oidcRoutes, { ...deps, prefix: "/api/auth" });
  await app.register(passkeySignInRoutes, { ...deps, prefix: "/api/auth" });
  await app.register(secondFactorLoginRoutes, { ...deps, prefix: "/api/auth" });
  await app.register(contactRoutes, { ...deps, prefix: "/api" });
  await app.register(presenceRoutes, { prefix: "/api/admin" });
  // Admin only (requireAdmin inside each): /api/admin/* and the users list GET /api/v1/users.
  await app.register(adminRoutes, { ...deps, prefix: "/api/admin" });
  await app.register(adminUsersListRoutes, { ...deps, prefix: "/api/v1" });
  await app.register(adminSecurityRoutes, { ...deps, prefix: "/api/admin" });
  await app.register(
    async (v1) => {
      v1.addHook("onRequest", requireUser);
      await v1.register(usersRoutes, deps);
      await v1.register(trainingRoutes, deps);
      await v1.register(categoriesRoutes, deps);
      await v1.register(exercisesRoutes, deps);
      await v1.register(blocksRoutes, deps);
      await v1.register(videosRoutes, deps);
      await v1.register(followsRoutes, deps);
      await v1.register(plateSettingsRoutes, deps);
      await v1.register(commentsRoutes, deps);
      await v1.register(chatsRoutes, deps);
      await v1.register(communityRoutes, deps);
      await v1.register(openPowerliftingRoutes, deps);
      await v1.register(apiKeysRoutes, deps);
      await v1.register(oidcIdentitiesRoutes, deps);
      await v1.register(passkeysRoutes, deps);
      await v1.register(twoFactorRoutes, deps);
      await v1.register(changelogRoutes, deps);
      await v1.register(appInfoRoutes, deps);
      await v1.register(profileStatsRoutes, deps);
      await v1.register(variablesRoutes, deps);
      await v1.register(routinesRoutes, deps);
      await v1.register(programsRoutes, deps);
      await v1.register(starterProgramsRoutes, deps);
      await v1.register(importsRoutes, deps);
      await v1.register(exportsRoutes, deps);
      await v1.register(reportsRoutes, deps);
      await v1.register(insightsRoutes, deps);
      await v1.register(meetsRoutes, deps);
      await v1.register(webhooksRoutes, deps);
      await v1.register(searchRoutes, deps);
      await v1.register(accessCodesRoutes, deps);
      await v1.register(coachingRoutes, deps);
    },
    { prefix: "/api/v1" },
  );
  await registerWebApp(app, webDist, { sessionCookie: sessionCookieName(deps.config) });
  return app;
}
