import fs from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

// NOTE: the same relative path works from src/plugins (tsx, tests) and from dist/ (the bundle).
export const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

const API_PREFIXES = ["/api/", "/docs/", "/health", "/ready", "/socket.io/"];

/**
 * Whether a missed GET may be a page of the app (a deep link the SPA routes): not an API path, not
 * under /assets/ (a missing bundle or `.map` is a 404, not the app shell), no dot-segment (`/.env`,
 * `/.git/config`) and no file extension on the last segment. App paths use none: ids, usernames
 * (letters, digits, underscores) and fixed words.
 */
export function isPageRoute(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? "";
  if (API_PREFIXES.some((p) => pathname.startsWith(p))) return false;
  if (pathname === "/assets" || pathname.startsWith("/assets/")) return false;
  const segments = pathname.split("/");
  if (segments.some((s) => s.startsWith(".") || s.toLowerCase().startsWith("%2e"))) return false;
  return !/\.[A-Za-z0-9]+$/.test(segments.at(-1) ?? "");
}

/**
 * Serves the built SPA; any other GET for a page answers index.html so deep links work. Dotfiles are
 * never served and a missed file is a plain 404. Text files go out compressed: the web build writes a
 * `.br` and a `.gz` copy of each (apps/web/compress.config.ts) and the one the browser accepts is sent,
 * brotli first, with `Vary: Accept-Encoding`; the app shell sent for a deep link too (decision 026).
 * `/` itself is the prerendered home page (home.html) unless the request carries `sessionCookie`.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist = defaultWebDist,
  { sessionCookie }: { sessionCookie?: string } = {},
) {
  const hasBuild = fs.existsSync(`${webDist}/index.html`);
  const hasStaticHome = hasBuild && fs.existsSync(`${webDist}/home.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: "index.html",
      // NOTE: @fastify/static serves dotfiles by default; a stray .env in the build must stay unseen.
      dotfiles: "ignore",
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so it can be cached for good. Everything else,
        // the service worker (sw.js, workbox-*.js) and the manifest first, is checked on every load,
        // or a new release would never reach an installed app.
        const immutable = filePath.includes(`${webDist}/assets/`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        if (/\.webmanifest(\.br|\.gz)?$/.test(filePath))
          res.header("Content-Type", "application/manifest+json");
      },
    });
  }

  if (hasStaticHome) {
    // `/` without a session is a first or signed-out visit: the prerendered home page, which does not
    // load the app (decision 026). With a session, the app, whose home page knows who is signed in.
    app.get("/", (request, reply) => {
      const signedIn = sessionCookie !== undefined && Boolean(request.cookies?.[sessionCookie]);
      return reply
        .header("Cache-Control", "no-cache")
        .header("Vary", "Cookie")
        .sendFile(signedIn ? "index.html" : "home.html");
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasBuild && (request.method === "GET" || request.method === "HEAD") && isPageRoute(request.url)) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ status: "fail", message: "The resource does not exist!" });
  });
}
