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
  await registerWebApp(app, dist);
  await app.ready();
});
afterAll(() => app.close());

describe("serving the SPA", () => {
  it.each(["/", "/login", "/dashboard/sessions/blocks", "/dashboard/sessions/12"])(
    "answers %s with index.html",
    async (url) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<title>Topset</title>");
    },
  );

  it("caches fingerprinted assets for good", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("never answers an unknown API path with the SPA", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v1/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe("fail");
  });
});
