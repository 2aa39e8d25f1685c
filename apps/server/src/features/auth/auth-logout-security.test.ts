import { describe, expect, it } from "vitest";
import { createUser, ORIGIN, request, useTestApp, whoAmI } from "../../test/harness.js";

const t = useTestApp();

describe("logout is not a cross-site GET", () => {
  it("a GET arriving from another site does not end the session: a foreign Origin alone refuses it", async () => {
    const user = await createUser(t);
    const res = await request(t, {
      method: "GET",
      url: "/api/auth/logout",
      as: user,
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name.endsWith("topset_session"))).toBeUndefined();
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(200);
  });

  it("Sec-Fetch-Site: cross-site alone refuses it, even when Origin names this app", async () => {
    const user = await createUser(t);
    const res = await request(t, {
      method: "GET",
      url: "/api/auth/logout",
      as: user,
      headers: { origin: ORIGIN, "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(403);
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(200);
  });

  it("the web app's POST from its own origin logs out; the same POST from another site does not", async () => {
    const user = await createUser(t);
    const foreign = await request(t, {
      method: "POST",
      url: "/api/auth/logout",
      as: user,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(200);

    const own = await request(t, {
      method: "POST",
      url: "/api/auth/logout",
      as: user,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.cookies.find((c) => c.name.endsWith("topset_session"))?.value).toBe("");
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(401);
  });

  it("a spec client's GET (no browser headers) still logs out", async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/logout",
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await whoAmI(t, user.cookie)).statusCode).toBe(401);
  });
});
