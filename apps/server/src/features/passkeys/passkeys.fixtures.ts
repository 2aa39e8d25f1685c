import type { Passkey } from "@topset/shared";
import { expect } from "vitest";
import { randomIp, request, type TestApp, type TestUser } from "../../test/harness.js";
import { attest, makeCredential, type SoftCredential } from "../../test/soft-authenticator.js";

type Options = { challenge: string; user?: { id: string }; allowCredentials?: { id: string }[] };

/** POST /api/v1/passkeys/registration-options as `user`, with their password unless told otherwise. */
export async function registrationOptions(t: TestApp, user: TestUser, password = user.password) {
  const res = await request(t, {
    method: "POST",
    url: "/api/v1/passkeys/registration-options",
    payload: { password },
    as: user,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0] as { challenge_token: string; options: Options & Record<string, unknown> };
}

/** A passkey added through the real ceremony, with the software authenticator holding its key. */
export async function addPasskey(
  t: TestApp,
  user: TestUser,
  name = "Phone",
): Promise<{ passkey: Passkey; cred: SoftCredential }> {
  const { challenge_token, options } = await registrationOptions(t, user);
  const cred = makeCredential();
  const res = await request(t, {
    method: "POST",
    url: "/api/v1/passkeys",
    payload: { challenge_token, name, response: attest(cred, options) },
    as: user,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { passkey: res.json().data[0] as Passkey, cred };
}

/** POST /api/auth/passkeys/login-options with no cookie, from `ip`. */
export async function loginOptions(
  t: TestApp,
  body: { mfa_token?: string; remember_me?: boolean } = {},
  ip = randomIp(),
) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/passkeys/login-options",
    headers: { origin: "http://localhost:3000" },
    remoteAddress: ip,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0] as { challenge_token: string; options: Options & Record<string, unknown> };
}

/** POST /api/auth/passkeys/login with no cookie, from `ip`. */
export function passkeyLogin(
  t: TestApp,
  body: { challenge_token: string; response: unknown },
  ip = randomIp(),
) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/passkeys/login",
    headers: { origin: "http://localhost:3000" },
    remoteAddress: ip,
    payload: body,
  });
}
