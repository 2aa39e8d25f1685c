import type { FastifyReply } from "fastify";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-errors.js";
import type { FileStore } from "../../storage/index.js";
import { parseRange } from "../../lib/http-range.js";
import { findVideo } from "../videos/videos.queries.js";

/**
 * Streams any member's video to an admin for moderation (the members' stream route serves only the
 * viewer's own or shared logs). Byte ranges as the members' route, so the player can seek.
 */
export async function sendAdminVideo(
  db: Db,
  store: FileStore,
  reply: FastifyReply,
  id: number,
  range?: string,
) {
  const row = await findVideo(db, id);
  const stat = row ? await store.stat(row.storageKey) : undefined;
  if (!row || !stat) throw notFound("Video");
  const wanted = parseRange(range, stat.size);
  reply.header("Accept-Ranges", "bytes");
  if (wanted.kind === "unsatisfiable") {
    const body = { status: "fail", message: "Requested range not satisfiable" };
    return reply.status(416).header("Content-Range", `bytes */${stat.size}`).send(body);
  }
  reply.header("Content-Type", row.contentType).header("X-Content-Type-Options", "nosniff");
  if (wanted.kind === "whole") {
    return reply.header("Content-Length", stat.size).send(await store.read(row.storageKey));
  }
  const { start, end } = wanted;
  return reply
    .status(206)
    .header("Content-Range", `bytes ${start}-${end}/${stat.size}`)
    .header("Content-Length", end - start + 1)
    .send(await store.read(row.storageKey, { start, end }));
}
