import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authChallenges, users } from "../../db/schema/index.js";
import { hashToken } from "../../lib/tokens.js";
import { createUser, randomIp, sessionCookie, useTestApp, whoAmI } from "../../test/harness.js";
import { codeFor, enrolTotp, passwordStep, pinClockPerTest, secondStep } from "./two-factor.fixtures.js";

const t = useTestApp();
const pinClock = pinClockPerTest();

describe("POST /api/auth/login with a second factor", () => {
  it("answers 401 with a step token and the factors, and opens no session", async () => {
    pinClock();
    const user = await createUser(t);
    await enrolTotp(t, user);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: randomIp(),
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: "fail",
      mfa_required: true,
      mfa_methods: ["totp", "recovery"],
    });
    expect(res.cookies.find((c) => c.name.endsWith("topset_session"))).toBeUndefined();
  });
});

describe("POST /api/auth/login/second-factor", () => {
  it("opens a session with the authenticator's code, keeping remember me; the same code never works twice", async () => {
    pinClock();
    const user = await createUser(t);
    const { seed } = await enrolTotp(t, user);
    const token = await passwordStep(t, user, true);
    const res = await secondStep(t, { mfa_token: token, code: codeFor(seed) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "success",
      data: [{ id: user.id }],
      appVersion: "0.0.0-test",
    });
    const cookie = res.cookies.find((c) => c.name.endsWith("topset_session"));
    expect(cookie?.expires).toBeDefined(); // remember me: a lasting cookie
    expect((await whoAmI(t, sessionCookie(res))).statusCode).toBe(200);
    // The step is gone, and the code's 30-second step is taken.
    expect((await secondStep(t, { mfa_token: token, code: codeFor(seed) })).statusCode).toBe(401);
    const next = await passwordStep(t, user);
    const replay = await secondStep(t, { mfa_token: next, code: codeFor(seed) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/not right/);
    // An older code than the one used is refused too; the next step's code works.
    expect((await secondStep(t, { mfa_token: next, code: codeFor(seed, -1) })).statusCode).toBe(401);
    const later = await secondStep(t, { mfa_token: next, code: codeFor(seed, 1) });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.cookies.find((c) => c.name.endsWith("topset_session"))?.expires).toBeUndefined();
  });

  it("accepts each recovery code once, in any case and spacing; renewed codes void the old", async () => {
    pinClock();
    const user = await createUser(t);
    const { codes } = await enrolTotp(t, user);
    const code = codes[0]!;
    const typed = ` ${code.toUpperCase().replace(/-/g, " ")} `;
    const res = await secondStep(t, { mfa_token: await passwordStep(t, user), code: typed });
    expect(res.statusCode, res.body).toBe(200);
    const again = await secondStep(t, { mfa_token: await passwordStep(t, user), code });
    expect(again.statusCode).toBe(401);
    const cookie = sessionCookie(res);
    const left = await t.app.inject({ method: "GET", url: "/api/v1/two-factor", headers: { cookie } });
    expect(left.json().data[0].recovery_codes_left).toBe(9);
    await t.app.inject({
      method: "POST",
      url: "/api/v1/two-factor/recovery-codes",
      headers: { cookie, origin: "http://localhost:3000" },
      payload: { password: user.password },
    });
    const old = await secondStep(t, { mfa_token: await passwordStep(t, user), code: codes[1]! });
    expect(old.statusCode).toBe(401);
  });

  it("ends the step after 5 wrong codes: even the right one then asks to log in again", async () => {
    pinClock();
    const user = await createUser(t);
    const { seed } = await enrolTotp(t, user);
    const token = await passwordStep(t, user);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await secondStep(t, { mfa_token: token, code: i % 2 ? "000000" : "aaaa-bbbb-cc" });
      expect(res.statusCode).toBe(401);
      messages.push(res.json().message);
    }
    expect(messages[0]).toMatch(/not right/);
    expect(messages[4]).toMatch(/log in again/);
    const right = await secondStep(t, { mfa_token: token, code: codeFor(seed) });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toMatch(/log in again/);
    const rows = await t.database.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.tokenHash, hashToken(token)));
    expect(rows).toEqual([]);
  });

  it("lets exactly one of two parallel uses of one code open a session", async () => {
    pinClock();
    const user = await createUser(t);
    const { seed, codes } = await enrolTotp(t, user);
    const code = codeFor(seed);
    // The same code on two steps (two tabs) and on one step twice.
    const [a, b] = await Promise.all([passwordStep(t, user), passwordStep(t, user)]);
    const results = await Promise.all([
      secondStep(t, { mfa_token: a, code }),
      secondStep(t, { mfa_token: b, code }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const step = await passwordStep(t, user);
    const twice = await Promise.all([
      secondStep(t, { mfa_token: step, code: codes[0]! }),
      secondStep(t, { mfa_token: step, code: codes[0]! }),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const [c, d] = await Promise.all([passwordStep(t, user), passwordStep(t, user)]);
    const sameRecovery = await Promise.all([
      secondStep(t, { mfa_token: c, code: codes[1]! }),
      secondStep(t, { mfa_token: d, code: codes[1]! }),
    ]);
    expect(sameRecovery.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it("refuses a disabled member with 403 and an unknown or bad step with 401/400", async () => {
    pinClock();
    const user = await createUser(t);
    const { seed } = await enrolTotp(t, user);
    const token = await passwordStep(t, user);
    await t.database.db.update(users).set({ deleted: true }).where(eq(users.id, user.id));
    const disabled = await secondStep(t, { mfa_token: token, code: codeFor(seed) });
    expect(disabled.statusCode).toBe(403);
    expect((await secondStep(t, { mfa_token: "not-a-step", code: "123456" })).statusCode).toBe(401);
    for (const body of [
      { code: "123456" },
      { mfa_token: token },
      { mfa_token: "x".repeat(101), code: "1" },
    ]) {
      const res = await secondStep(t, body as { mfa_token: string; code: string });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it("limits wrong codes per account across steps and addresses (429)", async () => {
    pinClock();
    const user = await createUser(t);
    const { seed } = await enrolTotp(t, user);
    for (let round = 0; round < 2; round++) {
      const token = await passwordStep(t, user);
      for (let i = 0; i < 5; i++) {
        expect((await secondStep(t, { mfa_token: token, code: "000000" })).statusCode).toBe(401);
      }
    }
    const token = await passwordStep(t, user);
    expect((await secondStep(t, { mfa_token: token, code: codeFor(seed) })).statusCode).toBe(429);
  });

  it("limits calls per address (429 after 10 a minute)", async () => {
    const ip = randomIp();
    const codes = await Promise.all(
      Array.from({ length: 11 }, () => secondStep(t, { mfa_token: "gone", code: "123456" }, ip)),
    );
    expect(codes.map((r) => r.statusCode)).toContain(429);
  });
});
