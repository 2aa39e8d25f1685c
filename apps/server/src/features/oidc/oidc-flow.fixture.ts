import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { randomIp, type TestApp } from "../../test/harness.js";
import type { TestProvider } from "../../test/oidc-provider.js";

/** The browser's side of one single sign-on: the app's start, the provider, the app's callback. */
export type Flow = {
  /** The provider's sign-in page the app redirected to. */
  authorizationUrl: URL;
  /** The state cookie the start set in this browser ("name=value"). */
  browserCookie: string;
  ip: string;
};

/** GET /api/auth/oidc/start as a browser navigation (no Origin header), expecting the 302 to the provider. */
export async function startFlow(t: TestApp, query = "", ip = randomIp()): Promise<Flow> {
  const res = await t.app.inject({ method: "GET", url: `/api/auth/oidc/start${query}`, remoteAddress: ip });
  expect(res.statusCode, res.body).toBe(302);
  const cookie = res.cookies.find((c) => c.name.endsWith("topset_oidc"));
  if (!cookie) throw new Error("the start set no state cookie");
  return {
    authorizationUrl: new URL(String(res.headers.location)),
    browserCookie: `${cookie.name}=${cookie.value}`,
    ip,
  };
}

/** The provider's redirect back, followed into the app as the same browser (or with `cookie` instead). */
export function callback(t: TestApp, flow: Flow, back: URL | string, cookie = flow.browserCookie) {
  const url = typeof back === "string" ? back : `${back.pathname}${back.search}`;
  return t.app.inject({
    method: "GET",
    url,
    remoteAddress: flow.ip,
    headers: cookie ? { cookie } : {},
  });
}

/** Start, sign in at the provider as `sub`, come back: the app's answer to the callback. */
export async function signInThrough(
  t: TestApp,
  provider: TestProvider,
  sub: string,
  query = "",
): Promise<{ flow: Flow; back: URL; res: LightMyRequestResponse }> {
  const flow = await startFlow(t, query);
  const back = await provider.signIn(flow.authorizationUrl.href, sub);
  return { flow, back, res: await callback(t, flow, back) };
}

/** Where a failed sign-in sends the browser: its sso_error code. */
export function ssoError(res: LightMyRequestResponse): string | null {
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(String(res.headers.location), "http://app.test");
  expect(location.pathname).toBe("/login");
  return location.searchParams.get("sso_error");
}

/** The session cookie a successful callback set ("name=value"). */
export function sessionFrom(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name.endsWith("topset_session") && c.value);
  if (!cookie)
    throw new Error(`no session cookie (answered ${res.statusCode} ${String(res.headers.location)})`);
  return `${cookie.name}=${cookie.value}`;
}
