import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import cookie from "@fastify/cookie";
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
  // The copies the web build writes next to each text file (apps/web/compress.config.ts).
  for (const file of ["index.html", "assets/app-1234.js", "manifest.webmanifest"]) {
    const raw = fs.readFileSync(path.join(dist, file));
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(raw));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(raw));
  }
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

  describe("compression by Accept-Encoding", () => {
    const decode = (encoding: string | undefined, body: Buffer) =>
      encoding === "br"
        ? zlib.brotliDecompressSync(body).toString()
        : encoding === "gzip"
          ? zlib.gunzipSync(body).toString()
          : body.toString();

    it.each([
      ["br, gzip, deflate", "br"],
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["gzip", "gzip"],
      ["identity", undefined],
      [undefined, undefined],
    ])("Accept-Encoding %s gets %s, for an asset, the shell and a deep link", async (accept, expected) => {
      const headers = accept === undefined ? {} : { "accept-encoding": accept };
      for (const [url, text] of [
        ["/assets/app-1234.js", "console.log(1)"],
        ["/", "<title>Topset</title>"],
        ["/dashboard/sessions/12", "<title>Topset</title>"],
      ] as const) {
        const res = await app.inject({ method: "GET", url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["content-encoding"], url).toBe(expected);
        expect(String(res.headers.vary).toLowerCase(), url).toContain("accept-encoding");
        expect(decode(expected, res.rawPayload), url).toContain(text);
      }
    });

    it("keeps each file's type and cache rule when it sends a compressed copy", async () => {
      const headers = { "accept-encoding": "br" };
      const asset = await app.inject({ method: "GET", url: "/assets/app-1234.js", headers });
      expect(asset.headers["content-type"]).toMatch(/javascript/);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const shell = await app.inject({ method: "GET", url: "/dashboard/sessions", headers });
      expect(shell.headers["content-type"]).toContain("text/html");
      expect(shell.headers["cache-control"]).toBe("no-cache");
      const manifest = await app.inject({ method: "GET", url: "/manifest.webmanifest", headers });
      expect(manifest.headers["content-encoding"]).toBe("br");
      expect(manifest.headers["content-type"]).toContain("application/manifest+json");
      expect(manifest.headers["cache-control"]).toBe("no-cache");
    });

    it("serves the plain file when there is no compressed copy", async () => {
      const res = await app.inject({
        method: "GET",
        url: "/sw.js",
        headers: { "accept-encoding": "br, gzip" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body).toContain("self.addEventListener");
    });
  });

  it("never answers an unknown API path with the SPA", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v1/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe("fail");
  });
});

describe("the prerendered home page (decision 026)", () => {
  const homeDist = fs.mkdtempSync(path.join(os.tmpdir(), "topset-web-home-"));
  const homeApp = Fastify();

  beforeAll(async () => {
    fs.writeFileSync(path.join(homeDist, "index.html"), "<!doctype html><title>Topset</title>");
    fs.writeFileSync(path.join(homeDist, "home.html"), "<!doctype html><title>Home | Topset</title>");
    for (const file of ["index.html", "home.html"])
      fs.writeFileSync(
        path.join(homeDist, `${file}.br`),
        zlib.brotliCompressSync(fs.readFileSync(path.join(homeDist, file))),
      );
    await homeApp.register(cookie);
    await registerWebApp(homeApp, homeDist, { sessionCookie: "topset_session" });
    await homeApp.ready();
  });
  afterAll(() => homeApp.close());

  it("answers / without a session with the static home page, compressed, varying on the cookie", async () => {
    const res = await homeApp.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const vary = String(res.headers.vary).toLowerCase();
    expect(vary).toContain("cookie");
    expect(vary).toContain("accept-encoding");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain("<title>Home | Topset</title>");
  });

  it("answers / with a session cookie with the app, and every other page with the app", async () => {
    const signedIn = await homeApp.inject({ method: "GET", url: "/", cookies: { topset_session: "abc" } });
    expect(signedIn.body).toContain("<title>Topset</title>");
    const deepLink = await homeApp.inject({ method: "GET", url: "/features" });
    expect(deepLink.body).toContain("<title>Topset</title>");
  });
});
