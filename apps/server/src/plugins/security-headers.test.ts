import { describe, expect, it } from "vitest";
import { request, useTestApp } from "../test/harness.js";

const t = useTestApp();

const expected = {
  "content-security-policy": expect.stringContaining("frame-ancestors 'self'"),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
};

describe("security headers", () => {
  it("are on every kind of response: a probe, an API answer, an error, an unknown path", async () => {
    for (const url of [
      "/health",
      "/api/v1/users/check-authentication",
      "/api/v1/sessions/abc",
      "/nowhere.txt",
    ]) {
      const res = await request(t, { method: "GET", url });
      expect(res.headers, url).toMatchObject(expected);
      expect(res.headers["content-security-policy"], url).toContain("img-src 'self' data: blob:");
      // Plain http here (no secure cookies): no HSTS, which would pin a local install to https.
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
  });
});
