import {
  communityQuerySchema,
  communitySessionSchema,
  currentPageSchema,
  idParamSchema,
  perPageSchema,
  sessionWithVideosSchema,
  successSchema,
  userIdParamSchema,
} from "@topset/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound } from "../../lib/http-errors.js";
import { pageOf } from "../../lib/pagination.js";
import { me, readerUserId } from "../../plugins/auth.js";
import { loadFeedPage, loadSessionsWithVideos } from "./community.queries.js";
import { FEED_PAGES_CACHED, FeedPageCache } from "./feed-cache.js";

const videosQuerySchema = z.object({
  perPage: perPageSchema(100),
  currentPage: currentPageSchema,
});

/**
 * Mounted under /api/v1 behind requireUser. NOTE: these static paths sit beside the training
 * feature's /sessions/:id; find-my-way matches static segments first, so they are never taken for an id.
 */
export const communityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ["community"];
  // This copy's feed pages, each served only while the feed's version is unchanged (feed-cache.ts).
  const feedCache = new FeedPageCache(FEED_PAGES_CACHED);

  app.get(
    "/sessions/community-sessions",
    {
      schema: {
        tags,
        querystring: communityQuerySchema,
        response: { 200: successSchema(communitySessionSchema) },
      },
      config: { etag: true },
    },
    async (req) => {
      const { perPage, currentPage, scope } = req.query;
      const page = await loadFeedPage(
        db,
        {
          viewer: me(req),
          followingOnly: scope === "following",
          limit: perPage,
          offset: (currentPage - 1) * perPage,
        },
        feedCache,
      );
      return ok(
        "Community sessions",
        page.sessions,
        pageOf(page.total, perPage, currentPage, page.sessions.length),
      );
    },
  );

  // One session as the community sees it (its shared logs with videos), so a shared video page opens
  // from a link or a reload, not only from a feed already in memory. Invisible sessions answer 404.
  app.get(
    "/sessions/community-sessions/:id",
    { schema: { tags, params: idParamSchema, response: { 200: successSchema(communitySessionSchema) } } },
    async (req) => {
      const page = await loadFeedPage(
        db,
        {
          viewer: me(req),
          followingOnly: false,
          sessionId: req.params.id,
          limit: 1,
          offset: 0,
        },
        feedCache,
      );
      if (page.sessions.length === 0) throw notFound("Session");
      return ok("Community session", page.sessions);
    },
  );

  app.get(
    "/sessions/sessions-with-videos/:userId",
    {
      schema: {
        tags,
        params: userIdParamSchema,
        querystring: videosQuerySchema,
        response: { 200: successSchema(sessionWithVideosSchema) },
      },
    },
    async (req) => {
      // The member's own videos screen; their coach reads it too (canRead).
      const userId = await readerUserId(db, req, req.params.userId);
      const { perPage, currentPage } = req.query;
      const page = await loadSessionsWithVideos(db, {
        userId,
        limit: perPage,
        offset: (currentPage - 1) * perPage,
      });
      return ok(
        "Sessions with videos",
        page.sessions,
        pageOf(page.total, perPage, currentPage, page.sessions.length),
      );
    },
  );
};
