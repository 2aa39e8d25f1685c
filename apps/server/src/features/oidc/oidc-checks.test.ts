import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authChallenges } from "../../db/schema/index.js";
import { hashToken } from "../../lib/tokens.js";
import { createTestApp, randomIp, whoAmI, type TestApp } from "../../test/harness.js";
import { startOidcProvider, type TestProvider } from "../../test/oidc-provider.js";
import { callback, sessionFrom, ssoError, startFlow } from "./oidc-flow.fixture.js";

// What stops a callback that is not the answer to this browser's own, fresh start: the state (single
// use, unguessable), the browser's state cookie, the nonce in the ID token and the PKCE verifier.
let provider: TestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider();
  t = await createTestApp(provider.env);
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const noSession = (res: { cookies: { name: string; value: string }[] }) =>
  expect(res.cookies.find((c) => c.name.endsWith("topset_session") && c.value)).toBeUndefined();

/** Changes what the app kept for this start, before the provider's answer comes back. */
async function tamper(state: string, change: Record<string, string>) {
  await t.database.db
    .update(authChallenges)
    .set({ data: sql`${authChallenges.data} || ${JSON.stringify(change)}::jsonb` })
    .where(eq(authChallenges.tokenHash, hashToken(state)));
}

describe("the callback's checks", () => {
  it("refuses a replayed callback: the state works once", async () => {
    const flow = await startFlow(t);
    const back = await provider.signIn(flow.authorizationUrl.href, provider.accounts.verified);
    const first = await callback(t, flow, back);
    expect((await whoAmI(t, sessionFrom(first))).statusCode).toBe(200);
    const replay = await callback(t, flow, back);
    expect(ssoError(replay)).toBe("expired");
    noSession(replay);
  });

  it("refuses a state it never issued, and a missing one", async () => {
    const flow = await startFlow(t);
    const back = await provider.signIn(flow.authorizationUrl.href, provider.accounts.verified);
    back.searchParams.set("state", "not-a-state-we-issued");
    expect(ssoError(await callback(t, flow, back))).toBe("expired");
    back.searchParams.delete("state");
    expect(ssoError(await callback(t, flow, back))).toBe("expired");
  });

  it("refuses a callback carried to another browser (login CSRF), and spends its state", async () => {
    const flow = await startFlow(t);
    const back = await provider.signIn(flow.authorizationUrl.href, provider.accounts.verified);
    const elsewhere = await callback(t, flow, back, "");
    expect(ssoError(elsewhere)).toBe("other_browser");
    noSession(elsewhere);
    const otherCookie = await callback(t, flow, back, "topset_oidc=someone-elses-state");
    expect(ssoError(otherCookie)).toBe("expired");
  });

  it("comes back with an error and no session when the provider sends no code", async () => {
    const flow = await startFlow(t);
    const state = flow.authorizationUrl.searchParams.get("state")!;
    const res = await callback(t, flow, `/api/auth/oidc/callback?state=${state}`);
    expect(ssoError(res)).toBe("failed");
    noSession(res);
  });

  it("refuses an ID token whose nonce is not the one this start sent", async () => {
    const flow = await startFlow(t);
    const state = flow.authorizationUrl.searchParams.get("state")!;
    await tamper(state, { nonce: "another-attempts-nonce" });
    const back = await provider.signIn(flow.authorizationUrl.href, provider.accounts.verified);
    const res = await callback(t, flow, back);
    expect(ssoError(res)).toBe("failed");
    noSession(res);
  });

  it("refuses when the code cannot be redeemed with this start's PKCE verifier", async () => {
    const flow = await startFlow(t);
    const state = flow.authorizationUrl.searchParams.get("state")!;
    await tamper(state, { verifier: "x".repeat(43) });
    const back = await provider.signIn(flow.authorizationUrl.href, provider.accounts.verified);
    const res = await callback(t, flow, back);
    expect(ssoError(res)).toBe("failed");
    noSession(res);
  });

  it("refuses an answer that names another issuer (RFC 9207 mix-up defence)", async () => {
    const flow = await startFlow(t);
    const back = await provider.signIn(flow.authorizationUrl.href, provider.accounts.verified);
    expect(back.searchParams.get("iss")).toBe(provider.issuer);
    back.searchParams.set("iss", "https://evil.test");
    const res = await callback(t, flow, back);
    expect(ssoError(res)).toBe("failed");
    noSession(res);
  });

  it("never answers 500 to odd values", async () => {
    const flow = await startFlow(t);
    const state = flow.authorizationUrl.searchParams.get("state")!;
    const odd = ["%00", "%EF%BF%BF", "%F0%9F%92%AA", "x".repeat(1999), "%ZZ"];
    for (const value of odd) {
      const res = await callback(
        t,
        flow,
        `/api/auth/oidc/callback?state=${value}&code=${value}&error=${value}`,
      );
      expect(res.statusCode, value).toBeLessThan(500);
    }
    const spent = await callback(t, flow, `/api/auth/oidc/callback?state=${state}&code=%00`);
    expect(ssoError(spent)).toBe("failed");
  });

  it("refuses an expired start", async () => {
    const flow = await startFlow(t);
    const state = flow.authorizationUrl.searchParams.get("state")!;
    await t.database.db
      .update(authChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authChallenges.tokenHash, hashToken(state)));
    const back = await provider.signIn(flow.authorizationUrl.href, provider.accounts.verified);
    expect(ssoError(await callback(t, flow, back))).toBe("expired");
  });

  it("answers 400 for a parameter sent twice, never a 500", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/oidc/callback?state=a&state=b&code=c",
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: "state", msg: "state must be given once" }]);
  });

  it("limits how often one address may start and come back", async () => {
    const ip = randomIp();
    const answers: string[] = [];
    for (let i = 0; i < 22; i += 1) {
      const res = await t.app.inject({ method: "GET", url: "/api/auth/oidc/start", remoteAddress: ip });
      answers.push(String(res.headers.location));
    }
    expect(answers.slice(0, 20).every((to) => to.startsWith(provider.issuer))).toBe(true);
    expect(answers.slice(20)).toEqual(["/login?sso_error=too_many", "/login?sso_error=too_many"]);
  });
});

describe("a provider that cannot be reached", () => {
  it("sends the browser back to the login page with sso_error=unavailable", async () => {
    const gone = await startOidcProvider();
    await gone.close();
    const app = await createTestApp(gone.env);
    try {
      const res = await app.app.inject({
        method: "GET",
        url: "/api/auth/oidc/start",
        remoteAddress: randomIp(),
      });
      expect(ssoError(res)).toBe("unavailable");
    } finally {
      await app.close();
    }
  });
});
