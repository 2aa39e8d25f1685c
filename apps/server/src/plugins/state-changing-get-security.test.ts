import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userExports } from "../db/schema/index.js";
import { createAdmin, createUser, request, type TestUser, useTestApp } from "../test/harness.js";

const t = useTestApp();

/** A top-level navigation from another site: the Lax cookie is sent, the browser says where it came from. */
const fromEvil = (as: TestUser, url: string, headers: Record<string, string>) =>
  request(t, { method: "GET", url, as, headers: { origin: "", ...headers } });

const crossSite: Record<string, string>[] = [
  { "sec-fetch-site": "cross-site" },
  { "sec-fetch-site": "same-site" },
  { referer: "https://evil.test/page" },
  { origin: "https://evil.test" },
];

describe("GET routes with side effects refuse cross-site requests (CSRF by navigation)", () => {
  it("admin clear-all-cache and refresh-index: 403 from another site, 200 from the app", async () => {
    const admin = await createAdmin(t);
    for (const url of ["/api/admin/clear-all-cache", "/api/admin/refresh-index"]) {
      for (const headers of crossSite) {
        expect((await fromEvil(admin, url, headers)).statusCode, `${url} ${JSON.stringify(headers)}`).toBe(
          403,
        );
      }
      const own = await request(t, {
        method: "GET",
        url,
        as: admin,
        headers: { "sec-fetch-site": "same-origin" },
      });
      expect(own.statusCode, own.body).toBe(200);
    }
  });

  it("download-user-data: a cross-site link queues no export", async () => {
    const user = await createUser(t);
    const url = `/api/v1/users/${user.id}/download-user-data`;
    for (const headers of crossSite) {
      expect((await fromEvil(user, url, headers)).statusCode).toBe(403);
    }
    expect(await t.database.db.$count(userExports, eq(userExports.userId, user.id))).toBe(0);
    const own = await request(t, {
      method: "GET",
      url,
      as: user,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});
