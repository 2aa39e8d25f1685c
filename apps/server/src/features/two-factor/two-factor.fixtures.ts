import { Secret, TOTP } from "otpauth";
import { afterEach, expect, vi } from "vitest";
import { ORIGIN, randomIp, request, type TestApp, type TestUser } from "../../test/harness.js";

const STEP_MS = 30_000;

/**
 * Codes depend on the clock: each test that computes them runs with Date in the middle of a 30-second
 * step (and moving on from there), so a code made for "one step ago" cannot cross an edge mid-test.
 */
export function pinClockPerTest() {
  afterEach(() => {
    vi.useRealTimers();
  });
  return () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(Math.floor(now / STEP_MS) * STEP_MS + STEP_MS / 2);
  };
}

/** The authenticator's code `offset` steps from now, as the phone would show it. */
export const codeFor = (seed: string, offset = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(seed), timestamp: Date.now() + offset * STEP_MS });

/** Starts and confirms an authenticator (with the code of one step ago): its seed and recovery codes. */
export async function enrolTotp(t: TestApp, user: TestUser): Promise<{ seed: string; codes: string[] }> {
  const start = await request(t, {
    method: "POST",
    url: "/api/v1/two-factor/totp",
    payload: { password: user.password },
    as: user,
  });
  expect(start.statusCode, start.body).toBe(200);
  const seed: string = start.json().data[0].secret;
  const confirm = await request(t, {
    method: "POST",
    url: "/api/v1/two-factor/totp/confirm",
    payload: { code: codeFor(seed, -1) },
    as: user,
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { seed, codes: confirm.json().data[0].codes };
}

/** The password step of a login for a member with a second factor: its step token. */
export async function passwordStep(t: TestApp, user: TestUser, rememberMe = false): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { origin: ORIGIN },
    remoteAddress: randomIp(),
    payload: { email: user.email, password: user.password, remember_me: rememberMe },
  });
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json().mfa_required).toBe(true);
  return res.json().mfa_token as string;
}

/** The second step, from a fresh address (per-IP limits stay out of the way unless `ip` is given). */
export const secondStep = (t: TestApp, body: { mfa_token: unknown; code: unknown }, ip = randomIp()) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login/second-factor",
    headers: { origin: ORIGIN },
    remoteAddress: ip,
    payload: body,
  });
