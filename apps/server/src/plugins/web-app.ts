import fs from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

// NOTE: the same relative path works from src/plugins (tsx, tests) and from dist/ (the bundle).
export const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

const API_PREFIXES = ["/api/", "/docs/", "/health", "/socket.io/"];

/** Serves the built SPA; any other GET for a page answers index.html so deep links work. */
export async function registerWebApp(app: FastifyInstance, webDist = defaultWebDist) {
  const hasBuild = fs.existsSync(`${webDist}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: "index.html",
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        const immutable = filePath.includes(`${webDist}/assets/`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && hasBuild && (request.method === "GET" || request.method === "HEAD")) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ status: "fail", message: "The resource does not exist!" });
  });
}
