import { describe, expect, it } from "vitest";
import { request, useTestApp } from "../../test/harness.js";

const t = useTestApp();

describe("health, API docs and unknown routes", () => {
  it("/health says the process is alive; /ready that the database and the store answer", async () => {
    const res = await request(t, { method: "GET", url: "/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ status: "alive", database: t.database.kind });
    const ready = await request(t, { method: "GET", url: "/ready" });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().data[0]).toMatchObject({
      database: "ok",
      redis: process.env.REDIS_URL ? "ok" : "off",
      store: "ok",
      migrations: "done",
    });
  });

  it("serves the OpenAPI document generated from the zod schemas, and its UI", async () => {
    const spec = (await request(t, { method: "GET", url: "/docs/api/json" })).json();
    expect(spec.openapi).toMatch(/^3\./);
    const login = spec.paths["/api/auth/login"].post;
    expect(Object.keys(login.requestBody.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["email", "password", "remember_me"]),
    );
    const ui = await request(t, { method: "GET", url: "/docs/api/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain("swagger");
  });

  it("answers an unknown API path with a 404 envelope, logged in or not", async () => {
    const res = await request(t, { method: "GET", url: "/api/v1/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: "fail", message: "The resource does not exist!" });
  });
});
