import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authChallenges, exerciseCategories, oidcIdentities, users } from "../../db/schema/index.js";
import { hashToken } from "../../lib/tokens.js";
import { createTestApp, request, whoAmI, type TestApp } from "../../test/harness.js";
import { CALLBACK_URL, startOidcProvider, type TestProvider } from "../../test/oidc-provider.js";
import { callback, sessionFrom, signInThrough, ssoError, startFlow } from "./oidc-flow.fixture.js";

let provider: TestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider();
  t = await createTestApp({ ...provider.env, OIDC_NAME: "Test ID" });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const challengeOf = async (state: string) => {
  const [row] = await t.database.db
    .select()
    .from(authChallenges)
    .where(eq(authChallenges.tokenHash, hashToken(state)));
  return row;
};

describe("GET /api/auth/oidc", () => {
  it("tells the login page the button's name and that passwords still work", async () => {
    const res = await request(t, { method: "GET", url: "/api/auth/oidc" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ enabled: true, name: "Test ID", only: false }]);
  });
});

describe("GET /api/auth/oidc/start", () => {
  it("redirects to the provider with the code flow, PKCE S256, state and nonce, and keeps them", async () => {
    const flow = await startFlow(t, "?remember_me=true&return_to=%2Fdashboard%2Fsessions");
    const sent = flow.authorizationUrl.searchParams;
    expect(flow.authorizationUrl.href.startsWith(`${provider.issuer}/auth`)).toBe(true);
    expect(sent.get("response_type")).toBe("code");
    expect(sent.get("scope")).toBe("openid email profile");
    expect(sent.get("redirect_uri")).toBe(CALLBACK_URL);
    expect(sent.get("code_challenge_method")).toBe("S256");
    expect(sent.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(sent.get("nonce")).toMatch(/^[\w-]{20,}$/);
    const row = await challengeOf(sent.get("state")!);
    expect(row?.purpose).toBe("oidc");
    expect(row?.remember).toBe(true);
    expect(row?.data.nonce).toBe(sent.get("nonce"));
    expect(row?.data.returnTo).toBe("/dashboard/sessions");
    // The verifier stays on the server; only its S256 hash travels.
    expect(row?.data.verifier).toMatch(/^[\w-]{43,}$/);
    expect(flow.authorizationUrl.href).not.toContain(row!.data.verifier!);
    expect(flow.browserCookie.split("=")[1]).toBe(sent.get("state"));
  });

  it("keeps only a path on this site as the place to return to", async () => {
    for (const bad of [
      "//evil.test/x",
      "/\\evil.test",
      "https://evil.test/",
      "javascript:alert(1)",
      "/a%0Ab",
    ]) {
      const flow = await startFlow(t, `?return_to=${encodeURIComponent(decodeURIComponent(bad))}`);
      const row = await challengeOf(flow.authorizationUrl.searchParams.get("state")!);
      expect(row?.data.returnTo, bad).toBe("");
    }
  });

  it("answers 400 with the field for a malformed query", async () => {
    const res = await request(t, { method: "GET", url: "/api/auth/oidc/start?remember_me=maybe" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: "remember_me", msg: "remember_me must be true or false" }]);
    const long = await request(t, {
      method: "GET",
      url: `/api/auth/oidc/start?return_to=/${"a".repeat(2000)}`,
    });
    expect(long.statusCode).toBe(400);
  });
});

describe("a full round trip through the provider", () => {
  it("creates a verified member with the default exercises, links them and signs them in", async () => {
    const sub = "new-member";
    const email = `new-${Date.now()}@provider.test`;
    provider.addAccount(sub, { email, email_verified: true, preferred_username: "José Lifter!" });
    const { res } = await signInThrough(t, provider, sub, "?return_to=%2Fdashboard%2Fsessions");
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe("/login/sso?return_to=%2Fdashboard%2Fsessions");
    const cookie = sessionFrom(res);
    const me = await whoAmI(t, cookie);
    expect(me.statusCode).toBe(200);
    const [member] = me.json().data;
    expect(member).toMatchObject({ email, verified: true });
    expect(member.username).toMatch(/^Jose_Lifter(_\d+)?$/);
    const links = await t.database.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.userId, member.id));
    expect(links).toMatchObject([{ issuer: provider.issuer, subject: sub, email }]);
    expect(links[0]?.lastLoginAt).not.toBeNull();
    const categories = await t.database.db.$count(
      exerciseCategories,
      eq(exerciseCategories.userId, member.id),
    );
    expect(categories).toBeGreaterThan(0);
    // The session is a plain one unless asked: no Expires on the cookie.
    expect(res.cookies.find((c) => c.name.endsWith("topset_session"))?.expires).toBeUndefined();

    // The second time the link alone decides: same member, no new account.
    const again = await signInThrough(t, provider, sub, "?remember_me=true");
    expect(again.res.headers.location).toBe("/login/sso");
    expect((await whoAmI(t, sessionFrom(again.res))).json().data[0].id).toBe(member.id);
    expect(again.res.cookies.find((c) => c.name.endsWith("topset_session"))?.expires).toBeDefined();
    expect(await t.database.db.$count(users, eq(users.email, email))).toBe(1);
  });

  it("reads the e-mail from userinfo when the provider keeps it out of the ID token", async () => {
    const conform = await startOidcProvider({ claimsInIdToken: false });
    const app = await createTestApp(conform.env);
    try {
      const { res } = await signInThrough(app, conform, conform.accounts.verified);
      const me = await whoAmI(app, sessionFrom(res));
      expect(me.json().data[0].email).toBe(conform.account(conform.accounts.verified).email);
      expect(me.json().data[0].username).toMatch(/^Jane_Doe/);
    } finally {
      await app.close();
      await conform.close();
    }
  });

  it("refuses an unverified e-mail: no account, no link, no session", async () => {
    const { res } = await signInThrough(t, provider, provider.accounts.unverified);
    expect(ssoError(res)).toBe("unverified");
    expect(res.cookies.find((c) => c.name.endsWith("topset_session") && c.value)).toBeUndefined();
    const email = provider.account(provider.accounts.unverified).email!;
    expect(await t.database.db.$count(users, eq(users.email, email))).toBe(0);
    expect(await t.database.db.$count(oidcIdentities, eq(oidcIdentities.subject, "unverified-1"))).toBe(0);
  });

  it("comes back with sso_error=cancelled when the person cancels at the provider", async () => {
    const flow = await startFlow(t);
    const back = await provider.signIn(flow.authorizationUrl.href, "", { deny: true });
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(ssoError(await callback(t, flow, back))).toBe("cancelled");
  });
});
