import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordsOffMessage } from "@topset/shared";
import {
  createTestApp,
  createUser,
  ORIGIN,
  randomIp,
  request,
  useTestApp,
  whoAmI,
  type TestApp,
} from "../../test/harness.js";
import { startOidcProvider, type TestProvider } from "../../test/oidc-provider.js";
import { sessionFrom, signInThrough } from "./oidc-flow.fixture.js";

describe("without OIDC configured", () => {
  const t = useTestApp();

  it("says it is off, and start and callback do not exist", async () => {
    const settings = await request(t, { method: "GET", url: "/api/auth/oidc" });
    expect(settings.json().data).toEqual([{ enabled: false, name: "", only: false }]);
    for (const url of ["/api/auth/oidc/start", "/api/auth/oidc/callback?code=a&state=b"]) {
      const res = await request(t, { method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().status).toBe("fail");
    }
  });
});

describe("OIDC_ONLY", () => {
  let provider: TestProvider;
  let t: TestApp;
  let member: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    provider = await startOidcProvider();
    // The member exists before passwords are turned off (createUser logs in with one).
    const before = await createTestApp(provider.env);
    member = await createUser(before);
    await before.close();
    t = await createTestApp({ ...provider.env, OIDC_ONLY: "true", OIDC_NAME: "Acme SSO" });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: randomIp(), headers: { origin: ORIGIN } });

  it("refuses password login, signup and resets with 403 naming the provider", async () => {
    const calls: [string, object][] = [
      ["/api/auth/login", { email: member.email, password: member.password }],
      ["/api/auth/signup", { username: "newbie", email: "newbie@example.test", password: "long enough pw" }],
      ["/api/auth/forget-password", { email: member.email }],
      [
        "/api/auth/reset-password",
        { uid: member.id, token: "t", newPassword: "x".repeat(8), newConfirmedPassword: "x".repeat(8) },
      ],
      // Refused before the body is read: a malformed one gets the same answer.
      ["/api/auth/login", {}],
      // A passkey alone would bypass the provider too (decision 049).
      ["/api/auth/passkeys/login-options", {}],
      ["/api/auth/passkeys/login", {}],
    ];
    for (const [url, payload] of calls) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ status: "fail", message: passwordsOffMessage("Acme SSO") });
    }
    expect(passwordsOffMessage("Acme SSO")).toContain("Continue with Acme SSO");
  });

  it("tells the login page, and signs the member in through the provider", async () => {
    const settings = await request(t, { method: "GET", url: "/api/auth/oidc" });
    expect(settings.json().data).toEqual([{ enabled: true, name: "Acme SSO", only: true }]);
    provider.addAccount("only-member", { email: member.email, email_verified: true });
    const { res } = await signInThrough(t, provider, "only-member");
    expect((await whoAmI(t, sessionFrom(res))).json().data[0].id).toBe(member.id);
  });
});
