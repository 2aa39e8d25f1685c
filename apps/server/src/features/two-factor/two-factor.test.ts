import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recoveryCodes, userTotp } from "../../db/schema/index.js";
import { createUser, randomIp, request, useTestApp, type TestUser } from "../../test/harness.js";
import { codeFor, enrolTotp, pinClockPerTest } from "./two-factor.fixtures.js";

const t = useTestApp();
const pinClock = pinClockPerTest();

const status = (user: TestUser) => request(t, { method: "GET", url: "/api/v1/two-factor", as: user });
const call = (user: TestUser, method: "POST" | "DELETE", url: string, payload?: object) =>
  request(t, { method, url: `/api/v1/two-factor${url}`, payload, as: user });
const mailsTo = async (user: TestUser, subject: RegExp) =>
  (await t.mails()).filter((m) => m.to === user.email && subject.test(m.subject));

describe("GET /api/v1/two-factor", () => {
  it("shows nothing set up for a new member, and 401 without a login", async () => {
    const user = await createUser(t);
    const res = await status(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toEqual({
      totp_enabled: false,
      totp_confirmed_at: null,
      recovery_codes_left: 0,
      passkeys: 0,
      required: false,
    });
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/two-factor" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("setting up an authenticator", () => {
  it("starts with a sealed seed, its otpauth URI and QR code; the first code turns it on", async () => {
    pinClock();
    const user = await createUser(t);
    const start = await call(user, "POST", "/totp", { password: user.password });
    expect(start.statusCode, start.body).toBe(200);
    const { secret, otpauth_uri, qr_code } = start.json().data[0];
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Topset:/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(otpauth_uri).toContain(encodeURIComponent(user.email));
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    const [pending] = await t.database.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(pending?.confirmedAt).toBeNull();
    expect(pending?.secretSealed).not.toContain(secret);
    // Unconfirmed it is no factor: the password alone still signs in.
    expect((await status(user)).json().data[0].totp_enabled).toBe(false);

    const confirm = await call(user, "POST", "/totp/confirm", { code: codeFor(secret) });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes: string[] = confirm.json().data[0].codes;
    expect(codes).toHaveLength(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{2}$/);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.join()).not.toContain(row.codeHash.slice(0, 10));
    expect(JSON.stringify(stored)).not.toContain(codes[0]!);

    const after = (await status(user)).json().data[0];
    expect(after).toMatchObject({ totp_enabled: true, recovery_codes_left: 10, required: false });
    expect(Date.parse(after.totp_confirmed_at)).not.toBeNaN();
    expect(await mailsTo(user, /Two-factor sign-in is on/)).toHaveLength(1);
  });

  it("a new start replaces an unconfirmed seed; with one confirmed it answers 409", async () => {
    pinClock();
    const user = await createUser(t);
    const first = (await call(user, "POST", "/totp", { password: user.password })).json().data[0].secret;
    const second = (await call(user, "POST", "/totp", { password: user.password })).json().data[0].secret;
    expect(second).not.toBe(first);
    // The first seed no longer confirms.
    const stale = await call(user, "POST", "/totp/confirm", { code: codeFor(first) });
    expect(stale.statusCode).toBe(400);
    expect((await call(user, "POST", "/totp/confirm", { code: codeFor(second) })).statusCode).toBe(200);
    const again = await call(user, "POST", "/totp", { password: user.password });
    expect(again.statusCode).toBe(409);
    const confirmAgain = await call(user, "POST", "/totp/confirm", { code: codeFor(second, 1) });
    expect(confirmAgain.statusCode).toBe(409);
  });

  it("refuses a wrong password or code with field messages, and bad bodies with 400", async () => {
    const user = await createUser(t);
    const wrong = await call(user, "POST", "/totp", { password: "not the password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ msg: "The password is wrong!", path: "password" }]);
    const missing = await call(user, "POST", "/totp", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].msg).toBe("Please enter your password");
    const noPending = await call(user, "POST", "/totp/confirm", { code: "123456" });
    expect(noPending.statusCode).toBe(409);
    await call(user, "POST", "/totp", { password: user.password });
    const badCode = await call(user, "POST", "/totp/confirm", { code: "12ab" });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors[0].msg).toBe("Enter the 6-digit code from your authenticator app");
    const wrongCode = await call(user, "POST", "/totp/confirm", { code: "000000" });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors[0].path).toBe("code");
    for (const url of ["/totp", "/totp/confirm", "/recovery-codes"]) {
      const res = await call(user, "POST", url, { password: 12, code: 5 });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it("needs a login (401) and a cookie session: an API key gets 403", async () => {
    const user = await createUser(t);
    for (const [method, url] of [
      ["POST", "/totp"],
      ["POST", "/totp/confirm"],
      ["DELETE", "/totp"],
      ["POST", "/recovery-codes"],
    ] as const) {
      const res = await t.app.inject({ method, url: `/api/v1/two-factor${url}`, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
    const keyRes = await request(t, { method: "POST", url: "/api/v1/api-keys/", payload: {}, as: user });
    const key: string = keyRes.json().data[0].key;
    const byKey = await t.app.inject({
      method: "POST",
      url: "/api/v1/two-factor/totp",
      remoteAddress: randomIp(),
      headers: { authorization: `Bearer ${key}` },
      payload: { password: user.password },
    });
    expect(byKey.statusCode).toBe(403);
  });

  it("limits password tries per account (429 after 10 in 15 minutes)", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i++) {
      expect((await call(user, "POST", "/totp", { password: `wrong ${i}` })).statusCode).toBe(400);
    }
    // From another address too, and with the right password: the account is the key.
    const res = await request(t, {
      method: "POST",
      url: "/api/v1/two-factor/totp",
      payload: { password: user.password },
      as: { ...user, ip: randomIp() },
    });
    expect(res.statusCode).toBe(429);
  });
});

describe("recovery codes and turning it off", () => {
  it("new codes void the old ones and are mailed about; needs an authenticator and the password", async () => {
    pinClock();
    const user = await createUser(t);
    expect((await call(user, "POST", "/recovery-codes", { password: user.password })).statusCode).toBe(409);
    const { codes } = await enrolTotp(t, user);
    const wrong = await call(user, "POST", "/recovery-codes", { password: "nope nope" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe("password");
    const res = await call(user, "POST", "/recovery-codes", { password: user.password });
    expect(res.statusCode, res.body).toBe(200);
    const fresh: string[] = res.json().data[0].codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);
    const rows = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(rows).toHaveLength(10);
    expect(await mailsTo(user, /New recovery codes/)).toHaveLength(1);
  });

  it("turning off removes the authenticator and its codes, mails the member; only the caller's", async () => {
    pinClock();
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    await enrolTotp(t, user);
    await enrolTotp(t, other);
    const wrong = await call(user, "DELETE", "/totp", { password: "nope nope" });
    expect(wrong.statusCode).toBe(400);
    expect((await call(user, "DELETE", "/totp", {})).statusCode).toBe(400);
    const res = await call(user, "DELETE", "/totp", { password: user.password });
    expect(res.statusCode, res.body).toBe(200);
    expect((await status(user)).json().data[0]).toMatchObject({
      totp_enabled: false,
      recovery_codes_left: 0,
    });
    const rows = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(rows).toEqual([]);
    expect(await mailsTo(user, /turned off/)).toHaveLength(1);
    expect((await call(user, "DELETE", "/totp", { password: user.password })).statusCode).toBe(404);
    // The other member's authenticator is untouched.
    expect((await status(other)).json().data[0]).toMatchObject({
      totp_enabled: true,
      recovery_codes_left: 10,
    });
  });
});
