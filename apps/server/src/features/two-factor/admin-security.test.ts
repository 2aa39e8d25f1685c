import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { passkeys, recoveryCodes, userTotp } from "../../db/schema/index.js";
import { createAdmin, createUser, request, useTestApp, type TestUser } from "../../test/harness.js";
import { enrolTotp, passwordStep, pinClockPerTest } from "./two-factor.fixtures.js";
import { writeRequireAdmin2fa } from "./two-factor.queries.js";

const t = useTestApp();
const pinClock = pinClockPerTest();

const security = (as: TestUser) => request(t, { method: "GET", url: "/api/admin/security", as });
const setRequired = (as: TestUser, value: unknown) =>
  request(t, { method: "PUT", url: "/api/admin/security", payload: { require_admin_2fa: value }, as });
const reset = (as: TestUser, id: number) =>
  request(t, { method: "DELETE", url: `/api/admin/users/${id}/two-factor`, as });

// The setting is one row for the whole (shared) database: every test leaves it off.
afterEach(async () => {
  await writeRequireAdmin2fa(t.database.db, false);
});

describe("GET/PUT /api/admin/security", () => {
  it("turns the requirement on for an admin with a factor, and off again", async () => {
    pinClock();
    const admin = await createAdmin(t);
    await enrolTotp(t, admin);
    expect((await security(admin)).json().data[0]).toEqual({
      require_admin_2fa: false,
      caller_has_second_factor: true,
    });
    const on = await setRequired(admin, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data[0].require_admin_2fa).toBe(true);
    expect((await security(admin)).json().data[0].require_admin_2fa).toBe(true);
    expect((await setRequired(admin, false)).json().data[0].require_admin_2fa).toBe(false);
  });

  it("answers 409 to an admin without a factor turning it on (no lock-out), 400 to a bad body", async () => {
    const admin = await createAdmin(t);
    const res = await setRequired(admin, true);
    expect(res.statusCode).toBe(409);
    expect((await security(admin)).json().data[0].require_admin_2fa).toBe(false);
    const bad = await setRequired(admin, "yes");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].msg).toBe("require_admin_2fa must be true or false");
  });

  it("is the admins' alone: 401 anonymous, 403 for a member", async () => {
    const member = await createUser(t);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/security" })).statusCode).toBe(401);
    expect((await security(member)).statusCode).toBe(403);
    expect((await setRequired(member, false)).statusCode).toBe(403);
  });
});

describe("the requirement", () => {
  it("closes the admin API to an admin without a factor, except the security read; members unaffected", async () => {
    pinClock();
    const [keeper, bare, member] = await Promise.all([createAdmin(t), createAdmin(t), createUser(t)]);
    await enrolTotp(t, keeper);
    expect((await setRequired(keeper, true)).statusCode).toBe(200);

    for (const url of ["/api/admin/stats", "/api/v1/users", "/api/admin/view-logs"]) {
      const res = await request(t, { method: "GET", url, as: bare });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toMatch(/Set up two-factor/);
      expect((await request(t, { method: "GET", url, as: keeper })).statusCode, url).toBe(200);
    }
    expect((await setRequired(bare, false)).statusCode).toBe(403);
    // No spelling of the path dodges it: the gate reads the route that matched.
    for (const url of ["/api/%61dmin/stats", "/api/v1/%75sers"]) {
      const res = await request(t, { method: "GET", url, as: bare });
      expect(res.statusCode, url).toBe(403);
    }
    // Nor do the admin powers outside the admin API: the bare admin acts as a member there.
    const promote = await request(t, {
      method: "PATCH",
      url: `/api/v1/users/${member.id}`,
      as: bare,
      payload: { role: "admin" },
    });
    expect(promote.statusCode).toBe(403);
    const read = await security(bare);
    expect(read.statusCode).toBe(200);
    expect(read.json().data[0]).toEqual({ require_admin_2fa: true, caller_has_second_factor: false });
    // Their own account still works, and says why.
    const own = await request(t, { method: "GET", url: "/api/v1/two-factor", as: bare });
    expect(own.json().data[0].required).toBe(true);
    expect(
      (await request(t, { method: "GET", url: "/api/v1/two-factor", as: member })).json().data[0],
    ).toMatchObject({ required: false });
    expect((await request(t, { method: "GET", url: "/api/admin/stats", as: member })).statusCode).toBe(403);

    // Once the bare admin sets up a factor (in a fresh session, with the code) the admin API opens again.
    await enrolTotp(t, bare);
    expect((await request(t, { method: "GET", url: "/api/admin/stats", as: bare })).statusCode).toBe(200);
  });
});

describe("DELETE /api/admin/users/{id}/two-factor", () => {
  it("removes a member's authenticator, codes and passkeys in one go, logs and mails; the member logs in with the password", async () => {
    pinClock();
    const [admin, member] = await Promise.all([createAdmin(t), createUser(t)]);
    await enrolTotp(t, member);
    await t.database.db.insert(passkeys).values({
      userId: member.id,
      credentialId: `cred-${member.id}`,
      publicKey: "pk",
      name: "Phone",
      deviceType: "multiDevice",
    });
    const res = await reset(admin, member.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toEqual({ id: member.id, authenticator_removed: true, passkeys_removed: 1 });
    const db = t.database.db;
    expect(await db.select().from(userTotp).where(eq(userTotp.userId, member.id))).toEqual([]);
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).toEqual([]);
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, member.id))).toEqual([]);
    const mails = (await t.mails()).filter(
      (m) => m.to === member.email && /reset the two-factor/.test(m.subject),
    );
    expect(mails).toHaveLength(1);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses the admin's own account (403), members (403), anonymous (401), unknown ids (404), bad ids (400)", async () => {
    pinClock();
    const [admin, member] = await Promise.all([createAdmin(t), createUser(t)]);
    await enrolTotp(t, admin);
    expect((await reset(admin, admin.id)).statusCode).toBe(403);
    expect((await reset(member, admin.id)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/users/${member.id}/two-factor`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await reset(admin, 2147483000)).statusCode).toBe(404);
    expect(
      (await request(t, { method: "DELETE", url: "/api/admin/users/x/two-factor", as: admin })).statusCode,
    ).toBe(400);
    // The admin's own factor is still there: the password alone does not sign in.
    await passwordStep(t, admin);
  });
});
