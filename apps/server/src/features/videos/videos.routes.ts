import multipart from "@fastify/multipart";
import { idParamSchema, successSchema, videoSchema, type Video } from "@topset/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../lib/envelope.js";
import { notFound, tooManyRequests } from "../../lib/http-errors.js";
import { me, writerUserId, type AuthUser } from "../../plugins/auth.js";
import { createAccountLimiter } from "../../plugins/rate-limits.js";
import { fileStoreFor } from "../../storage/index.js";
import { parseRange } from "../../lib/http-range.js";
import { extensionOf } from "../../lib/video-sniff.js";
import { discardOnError, multipartLimits, receiveVideo } from "./video-upload.js";
import { canRead } from "../access-codes/access-codes.queries.js";
import { findVideo, findVisibleVideo, type VideoRow } from "./videos.queries.js";
import { addVideo } from "./videos.service.js";

/** Media POST ceiling per user: 30 per 30 minutes (docs/product.md, "Validation and limits"), the figure Mastodon uses. */
export const uploadLimit = { max: 30, timeWindow: 30 * 60_000 };

export function toVideo(row: VideoRow): Video {
  const base = `/api/v1/videos/${row.id}`;
  return {
    id: row.id,
    user_id: row.userId,
    log_id: row.logId,
    session_id: row.sessionId,
    video_url: `${base}/stream`,
    screenshot_url: row.thumbnailStatus === "ready" && row.thumbnailKey ? `${base}/thumbnail` : null,
    thumbnail_status: row.thumbnailStatus,
    content_type: row.contentType as Video["content_type"],
    size_bytes: row.sizeBytes,
  };
}

/** Mounted under /api/v1 behind requireUser; multipart parsing exists only inside this plugin. */
export const videosRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const store = fileStoreFor(deps.config);
  const tags = ["videos"];
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: true });
  const uploads = createAccountLimiter(app, "video-upload", uploadLimit);

  app.post(
    "/logs/:id/upload-a-video",
    {
      schema: {
        tags,
        params: idParamSchema,
        consumes: ["multipart/form-data"],
        response: { 201: successSchema(videoSchema) },
      },
    },
    async (req, reply) => {
      if (!(await uploads(req, String(me(req).id)))) throw tooManyRequests();
      const upload = await receiveVideo(req, store.tmpDir);
      const { user_id: claimed, session_id: sessionId } = upload.fields;
      const userId = await discardOnError(upload, () => writerUserId(req, claimed));
      const row = await addVideo(db, store, { userId, logId: req.params.id, sessionId }, upload);
      return reply.status(201).send(ok("A video has been uploaded!", [toVideo(row)]));
    },
  );

  /** The video if the caller may see it (see findVisibleVideo, coachVideo); 404 otherwise, so ids reveal nothing. */
  const visible = async (id: number, viewer: AuthUser) => {
    const row = (await findVisibleVideo(db, { id, viewer })) ?? (await coachVideo(id, viewer));
    if (!row) throw notFound("Video");
    return row;
  };
  /**
   * Any video of a member the viewer coaches, private ones too (canRead). Admins moderate through
   * /api/admin (decision 015), so this member route stays as it was for them.
   */
  const coachVideo = async (id: number, viewer: AuthUser) => {
    if (viewer.role === "admin") return undefined;
    const row = await findVideo(db, id);
    return row && row.userId !== viewer.id && (await canRead(db, viewer, row.userId)) ? row : undefined;
  };

  const sendFile = async (reply: FastifyReply, key: string, contentType: string, range?: string) => {
    const stat = await store.stat(key);
    if (!stat) throw notFound("Video");
    const wanted = parseRange(range, stat.size);
    reply.header("Accept-Ranges", "bytes");
    if (wanted.kind === "unsatisfiable") {
      const body = { status: "fail", message: "Requested range not satisfiable" };
      return reply.status(416).header("Content-Range", `bytes */${stat.size}`).send(body);
    }
    reply.header("Content-Type", contentType).header("X-Content-Type-Options", "nosniff");
    if (wanted.kind === "whole") {
      return reply.header("Content-Length", stat.size).send(await store.read(key));
    }
    const { start, end } = wanted;
    return reply
      .status(206)
      .header("Content-Range", `bytes ${start}-${end}/${stat.size}`)
      .header("Content-Length", end - start + 1)
      .send(await store.read(key, { start, end }));
  };

  app.get("/videos/:id/stream", { schema: { tags, params: idParamSchema } }, async (req, reply) => {
    const row = await visible(req.params.id, me(req));
    return sendFile(reply, row.storageKey, row.contentType, req.headers.range);
  });

  app.get("/videos/:id/download", { schema: { tags, params: idParamSchema } }, async (req, reply) => {
    const row = await visible(req.params.id, me(req));
    const name = `topset-video-${row.id}.${extensionOf(row.contentType)}`;
    reply.header("Content-Disposition", `attachment; filename="${name}"`);
    return sendFile(reply, row.storageKey, row.contentType);
  });

  app.get("/videos/:id/thumbnail", { schema: { tags, params: idParamSchema } }, async (req, reply) => {
    const row = await visible(req.params.id, me(req));
    if (row.thumbnailStatus !== "ready" || !row.thumbnailKey) throw notFound("Thumbnail");
    return sendFile(reply, row.thumbnailKey, "image/webp");
  });
};
