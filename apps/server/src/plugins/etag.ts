import { createHash } from "node:crypto";
import type { FastifyInstance, onSendHookHandler, RouteOptions } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answer a strong ETag from the body and 304 to a matching If-None-Match (plugins/etag.ts). */
    etag?: boolean;
  }
}

/** A strong validator of the exact bytes sent: a changed answer always changes it, so it is never stale. */
export const etagOf = (body: string | Buffer) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/** If-None-Match is a list of tags (or `*`); a weak `W/` tag compares equal to the strong one (RFC 9110 13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

const conditional: onSendHookHandler = async (request, reply, payload) => {
  if (reply.statusCode !== 200 || (typeof payload !== "string" && !Buffer.isBuffer(payload))) return payload;
  const etag = etagOf(payload);
  reply.header("ETag", etag);
  if (!matches(request.headers["if-none-match"], etag)) return payload;
  // NOTE: the body is still built and hashed: the saving is the bytes on the wire and the client's
  // parse, not the query (a cheaper check would need a version that every writer bumps).
  reply.code(304).removeHeader("content-type").removeHeader("content-length");
  return "";
};

/** Heavy reads opt in with `config: { etag: true }`; only GET and HEAD get validators. */
export function registerEtags(app: FastifyInstance) {
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.config?.etag) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((m) => m !== "GET" && m !== "HEAD"))
      throw new Error(`${route.url}: ETags are for reads only`);
    route.onSend = [
      ...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []),
      conditional,
    ];
  });
}
