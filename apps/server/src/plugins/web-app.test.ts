import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWebApp } from "./web-app.js";

const dist = fs.mkdtempSync(path.join(os.tmpdir(), "topset-web-"));
const app = Fastify();

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Topset</title>");
  fs.writeFileSync(path.join(dist, "assets", "app-1234.js"), "console.log(1)");
  fs.writeFileSync(path.join(dist, ".secret"), "do-not-serve");
  fs.writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {})");
  fs.writeFileSync(path.join(dist, "workbox-5a1b2c3d.js"), "self.workbox = {}");
  fs.writeFileSync(path.join(dist, "manifest.webmanifest"), JSON.stringify({ name: "Topset" }));
  await registerWebApp(app, dist);
  await app.ready();
});
afterAll(() => app.close());

describe("serving the SPA", () => {
  it.each([
    "/",
    "/login",
    "/dashboard/sessions",
    "/dashboard/sessions/blocks",
    "/dashboard/sessions/12",
    "/dashboard/profile/ada_1",
    "/verify-email/3?token=abc.def",
  ])("answers %s with index.html", async (url) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("<title>Topset</title>");
  });

  it("caches fingerprinted assets for good", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it.each(["/sw.js", "/workbox-5a1b2c3d.js"])(
    "serves the service worker file %s as JavaScript that is checked on every load",
    async (url) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
      expect(res.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("serves the web app manifest as application/manifest+json, checked on every load", async () => {
    const res = await app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/manifest+json");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.json()).toEqual({ name: "Topset" });
  });

  it.each(["/sw-old.js", "/manifest.json", "/icons/missing.png"])(
    "answers a missing worker, manifest or icon (%s) with 404, never the app shell",
    async (url) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("<title>Topset</title>");
    },
  );

  it.each([
    "/.env",
    "/.git/config",
    "/dashboard/.env",
    "/%2eenv",
    "/assets/missing.js.map",
    "/assets/app-1234.js.map",
    "/assets/gone.js",
    "/favicon-old.png",
    "/backup.zip",
  ])("answers %s with 404, never the app shell", async (url) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("<title>Topset</title>");
  });

  it("never serves a dotfile even when one sits in the build folder", async () => {
    const res = await app.inject({ method: "GET", url: "/.secret" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("do-not-serve");
  });

  it("never answers an unknown API path with the SPA", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v1/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe("fail");
  });
});
