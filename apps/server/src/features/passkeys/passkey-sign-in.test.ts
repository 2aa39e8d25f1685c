import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passkeys, users } from "../../db/schema/index.js";
import {
  createUser,
  login,
  randomIp,
  sessionCookie,
  useTestApp,
  whoAmI,
  type TestUser,
} from "../../test/harness.js";
import { assert, makeCredential } from "../../test/soft-authenticator.js";
import { addPasskey, loginOptions, passkeyLogin } from "./passkeys.fixtures.js";

const t = useTestApp();

const rowOf = async (user: TestUser) =>
  (await t.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id)))[0]!;

/** The password login of a member with a passkey: 401 with the step token. */
async function passwordStep(user: TestUser): Promise<string> {
  const res = await login(t, user);
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json()).toMatchObject({ mfa_required: true, mfa_methods: expect.arrayContaining(["passkey"]) });
  return res.json().mfa_token as string;
}

describe("signing in with a passkey alone", () => {
  it("asks for a verified user on any passkey of the site, opens the session, records the use", async () => {
    const user = await createUser(t);
    const { cred } = await addPasskey(t, user);
    const ip = randomIp();
    const step = await loginOptions(t, {}, ip);
    expect(step.options).toMatchObject({
      rpId: "localhost",
      userVerification: "required",
      allowCredentials: [],
    });

    const res = await passkeyLogin(
      t,
      { challenge_token: step.challenge_token, response: assert(cred, step.options) },
      ip,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "success",
      data: [{ id: user.id }],
      appVersion: "0.0.0-test",
    });
    const cookie = sessionCookie(res);
    expect((await whoAmI(t, cookie)).statusCode).toBe(200);
    // Not "remember me": a browser-session cookie.
    expect(res.cookies.find((c) => c.name.endsWith("topset_session"))?.expires).toBeUndefined();
    const row = await rowOf(user);
    expect(row.signCount).toBe(1);
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("carries remember me into the cookie", async () => {
    const user = await createUser(t);
    const { cred } = await addPasskey(t, user);
    const step = await loginOptions(t, { remember_me: true });
    const res = await passkeyLogin(t, {
      challenge_token: step.challenge_token,
      response: assert(cred, step.options),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name.endsWith("topset_session"))?.expires).toBeInstanceOf(Date);
  });

  it("refuses an answer without user verification, from another origin, or naming another account", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const { cred } = await addPasskey(t, user);
    const { cred: otherCred } = await addPasskey(t, other);
    const ip = randomIp();
    const step = await loginOptions(t, {}, ip);
    const send = (response: unknown) =>
      passkeyLogin(t, { challenge_token: step.challenge_token, response }, ip);
    expect((await send(assert(cred, step.options, { userVerified: false }))).statusCode).toBe(401);
    const evil = await send(assert(cred, step.options, { origin: "https://evil.example" }));
    expect(evil.statusCode).toBe(401);
    expect(evil.json().message).toMatch(/not accepted/);
    expect((await send(assert(cred, step.options, { rpId: "evil.example" }))).statusCode).toBe(401);
    const wrongHandle = await send(assert(cred, step.options, { userHandle: otherCred.userHandle }));
    expect(wrongHandle.statusCode).toBe(401);
    expect(evil.cookies).toEqual([]);
    // The right answer to the same step still works (four refusals, one left).
    expect((await send(assert(cred, step.options))).statusCode).toBe(200);
  });

  it("refuses a replayed answer: the step is spent, another step's challenge differs, the counter must go up", async () => {
    const user = await createUser(t);
    const { cred } = await addPasskey(t, user);
    const ip = randomIp();
    const first = await loginOptions(t, {}, ip);
    const answer = assert(cred, first.options);
    expect(
      (await passkeyLogin(t, { challenge_token: first.challenge_token, response: answer }, ip)).statusCode,
    ).toBe(200);
    const again = await passkeyLogin(t, { challenge_token: first.challenge_token, response: answer }, ip);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/expired/);

    const second = await loginOptions(t, {}, ip);
    expect(
      (await passkeyLogin(t, { challenge_token: second.challenge_token, response: answer }, ip)).statusCode,
    ).toBe(401);
    // Signed for this challenge, but with a counter already seen (a cloned authenticator).
    const cloned = assert(cred, second.options, { counter: 1 });
    expect(
      (await passkeyLogin(t, { challenge_token: second.challenge_token, response: cloned }, ip)).statusCode,
    ).toBe(401);
    expect((await rowOf(user)).signCount).toBe(1);
  });

  it("answers 403 to a disabled or unverified account, 401 to an unknown credential or step", async () => {
    const user = await createUser(t);
    const { cred } = await addPasskey(t, user);
    const ip = randomIp();
    await t.database.db.update(users).set({ deleted: true }).where(eq(users.id, user.id));
    let step = await loginOptions(t, {}, ip);
    const disabled = await passkeyLogin(
      t,
      { challenge_token: step.challenge_token, response: assert(cred, step.options) },
      ip,
    );
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toMatch(/disabled/);
    await t.database.db.update(users).set({ deleted: false, verified: false }).where(eq(users.id, user.id));
    step = await loginOptions(t, {}, ip);
    const unverified = await passkeyLogin(
      t,
      { challenge_token: step.challenge_token, response: assert(cred, step.options) },
      ip,
    );
    expect(unverified.statusCode).toBe(403);

    step = await loginOptions(t, {}, ip);
    const stranger = makeCredential();
    expect(
      (
        await passkeyLogin(
          t,
          { challenge_token: step.challenge_token, response: assert(stranger, step.options) },
          ip,
        )
      ).statusCode,
    ).toBe(401);
    const unknownStep = await passkeyLogin(
      t,
      { challenge_token: "no-such-step", response: assert(cred, step.options) },
      ip,
    );
    expect(unknownStep.statusCode).toBe(401);
  });
});

describe("a passkey as the second factor", () => {
  it("finishes a password login with the member's own passkey; the login's step is then spent", async () => {
    const user = await createUser(t);
    const { cred } = await addPasskey(t, user);
    const mfaToken = await passwordStep(user);
    const ip = randomIp();
    const step = await loginOptions(t, { mfa_token: mfaToken }, ip);
    expect(step.options).toMatchObject({
      userVerification: "preferred",
      allowCredentials: [{ id: cred.id.toString("base64url"), type: "public-key" }],
    });
    // A security key without a PIN is still a second factor.
    const res = await passkeyLogin(
      t,
      {
        challenge_token: step.challenge_token,
        response: assert(cred, step.options, { userVerified: false }),
      },
      ip,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await whoAmI(t, sessionCookie(res))).statusCode).toBe(200);
    const reuse = await t.app.inject({
      method: "POST",
      url: "/api/auth/passkeys/login-options",
      remoteAddress: ip,
      payload: { mfa_token: mfaToken },
    });
    expect(reuse.statusCode).toBe(401);
  });

  it("refuses another member's passkey after this member's password", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    await addPasskey(t, user);
    const { cred: otherCred } = await addPasskey(t, other);
    const step = await loginOptions(t, { mfa_token: await passwordStep(user) });
    const res = await passkeyLogin(t, {
      challenge_token: step.challenge_token,
      response: assert(otherCred, step.options),
    });
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toEqual([]);
  });

  it("ends the login after five refused answers: the step token and the ceremony stop working", async () => {
    const user = await createUser(t);
    const { cred } = await addPasskey(t, user);
    const mfaToken = await passwordStep(user);
    const ip = randomIp();
    const step = await loginOptions(t, { mfa_token: mfaToken }, ip);
    for (let i = 0; i < 5; i++) {
      const wrong = assert(cred, step.options, { origin: "https://evil.example" });
      expect(
        (await passkeyLogin(t, { challenge_token: step.challenge_token, response: wrong }, ip)).statusCode,
      ).toBe(401);
    }
    const late = await passkeyLogin(
      t,
      { challenge_token: step.challenge_token, response: assert(cred, step.options) },
      ip,
    );
    expect(late.statusCode).toBe(401);
    const restart = await t.app.inject({
      method: "POST",
      url: "/api/auth/passkeys/login-options",
      remoteAddress: ip,
      payload: { mfa_token: mfaToken },
    });
    expect(restart.statusCode).toBe(401);
    expect(restart.json().message).toMatch(/expired/);
  });
});

describe("bad requests and limits", () => {
  it("answers 400 with field messages for bad bodies", async () => {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, remoteAddress: randomIp(), payload });
    const options = await post("/api/auth/passkeys/login-options", { mfa_token: "", remember_me: "yes" });
    expect(options.statusCode).toBe(400);
    expect(
      options
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(["mfa_token", "remember_me"]);
    const step = await loginOptions(t);
    const response = assert(makeCredential(), step.options);
    const cases: [object, string][] = [
      [{ response }, "challenge_token"],
      [{ challenge_token: step.challenge_token }, "response"],
      [
        { ...step, response: { ...response, response: { ...response.response, signature: "%%%" } } },
        "response.response.signature",
      ],
      [{ ...step, response: { ...response, rawId: "x".repeat(2000) } }, "response.rawId"],
    ];
    for (const [payload, path] of cases) {
      const res = await post("/api/auth/passkeys/login", payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });

  it("limits finishing to ten a minute per address", async () => {
    const ip = randomIp();
    const step = await loginOptions(t, {}, ip);
    const response = assert(makeCredential(), step.options);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await passkeyLogin(t, { challenge_token: "gone", response }, ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
