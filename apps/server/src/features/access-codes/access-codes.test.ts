import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accessCodes } from "../../db/schema/index.js";
import { hashToken } from "../../lib/tokens.js";
import { createUser, randomIp, request, useTestApp, type TestUser } from "../../test/harness.js";
import { errorPaths } from "../../test/fixtures/training.js";
import { giveCoach, makeCode, redeem, revoke } from "../../test/fixtures/coaching.js";
import { accessCodeMessages, redeemLimit } from "./access-codes.routes.js";

const t = useTestApp();
const list = (as?: TestUser) => request(t, { method: "GET", url: "/api/v1/access-codes", as });
const post = (payload: unknown, as?: TestUser) =>
  request(t, { method: "POST", url: "/api/v1/access-codes", payload: payload as object, as });

let athlete: TestUser;
let coach: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  [athlete, coach, stranger] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
});

describe("POST /api/v1/access-codes", () => {
  it("answers the code once, stores only its hash, 7 days by default", async () => {
    const res = await post({ label: "  Coach Ann " }, athlete);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data[0];
    expect(created.code).toMatch(/^tsc_[A-Za-z0-9_-]{43}$/);
    expect(created.label).toBe("Coach Ann");
    const days = (Date.parse(created.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const [row] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.id, created.id));
    expect(row!.codeHash).toBe(hashToken(created.code));
    expect(JSON.stringify(row)).not.toContain(created.code);
  });

  it("takes no body at all, and expires_in_days", async () => {
    const bare = await request(t, { method: "POST", url: "/api/v1/access-codes", as: athlete });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json().data[0].label).toBeNull();
    const month = await makeCode(t, athlete, { expires_in_days: 30 });
    expect(Math.round((Date.parse(month.expires_at) - Date.now()) / 86_400_000)).toBe(30);
  });

  it("refuses bad input with field messages", async () => {
    const res = await post({ label: "x".repeat(61), expires_in_days: 0 }, athlete);
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res)).toEqual(["expires_in_days", "label"]);
    expect((await post({ expires_in_days: 91 }, athlete)).statusCode).toBe(400);
    expect((await post({ expires_in_days: 1.5 }, athlete)).statusCode).toBe(400);
  });

  it("needs a login, and the owner in person (not an API key)", async () => {
    expect((await post({})).statusCode).toBe(401);
    const key = await request(t, { method: "POST", url: "/api/v1/api-keys", payload: {}, as: athlete });
    const token = key.json().data[0].key as string;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/access-codes",
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("POST /api/v1/access-codes/redeem", () => {
  it("makes the caller a read-only coach, once", async () => {
    const [a, c, other] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const { code } = await makeCode(t, a, { label: "Ann" });
    const res = await redeem(t, c, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({ id: a.id, username: a.username });
    const used = await redeem(t, other, code);
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe(accessCodeMessages.invalid);
    const athletes = await request(t, { method: "GET", url: "/api/v1/coaching/athletes", as: c });
    expect(athletes.json().data.map((x: { id: number }) => x.id)).toEqual([a.id]);
    const none = await request(t, { method: "GET", url: "/api/v1/coaching/athletes", as: other });
    expect(none.json().data).toEqual([]);
  });

  it("refuses wrong, expired, revoked and own codes, and a second code from the same athlete", async () => {
    const [a, c] = await Promise.all([createUser(t), createUser(t)]);
    const wrong = await redeem(t, c, "tsc_nottherightcodeatall");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ msg: accessCodeMessages.invalid, path: "code" }]);

    const expired = await makeCode(t, a);
    await t.database.db
      .update(accessCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessCodes.id, expired.id));
    expect((await redeem(t, c, expired.code)).statusCode).toBe(400);

    const revoked = await makeCode(t, a);
    await revoke(t, a, revoked.id);
    expect((await redeem(t, c, revoked.code)).statusCode).toBe(400);

    const own = await makeCode(t, a);
    const ownRes = await redeem(t, a, own.code);
    expect(ownRes.statusCode).toBe(400);
    expect(ownRes.json().message).toBe(accessCodeMessages.own);

    expect((await redeem(t, c, own.code)).statusCode).toBe(200);
    const again = await makeCode(t, a);
    expect((await redeem(t, c, again.code)).statusCode).toBe(409);
    // The refused code stays usable by someone else.
    expect((await redeem(t, stranger, again.code)).statusCode).toBe(200);
  });

  it("refuses bad input and anonymous callers", async () => {
    const empty = await request(t, {
      method: "POST",
      url: "/api/v1/access-codes/redeem",
      payload: { code: "  " },
      as: coach,
    });
    expect(empty.statusCode).toBe(400);
    expect(errorPaths(empty)).toEqual(["code"]);
    const long = await redeem(t, coach, "x".repeat(101));
    expect(long.statusCode).toBe(400);
    const anon = await request(t, {
      method: "POST",
      url: "/api/v1/access-codes/redeem",
      payload: { code: "x" },
    });
    expect(anon.statusCode).toBe(401);
  });

  it("is rate limited per member against guessing", async () => {
    const guesser = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i <= redeemLimit.max; i++) {
      // A new address each time: the per-member ceiling holds whatever the address.
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/access-codes/redeem",
        remoteAddress: randomIp(),
        headers: { origin: "http://localhost:3000", cookie: guesser.cookie },
        payload: { code: `tsc_guess${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, redeemLimit.max).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("GET /api/v1/access-codes", () => {
  it("lists codes and grants without the code, with who redeemed them", async () => {
    const [a, c] = await Promise.all([createUser(t), createUser(t)]);
    const unused = await makeCode(t, a, { label: "Spare" });
    const used = await makeCode(t, a, { label: "Coach" });
    await redeem(t, c, used.code);
    const res = await list(a);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(unused.code);
    expect(res.body).not.toContain(used.code);
    const rows = res.json().data;
    expect(rows.map((r: { id: number }) => r.id)).toEqual([used.id, unused.id]);
    expect(rows[0]).toMatchObject({
      label: "Coach",
      state: "active",
      redeemed_by: { id: c.id, username: c.username },
      revoked_at: null,
    });
    expect(rows[0].redeemed_at).toEqual(expect.any(String));
    expect(rows[1]).toMatchObject({ label: "Spare", state: "unused", redeemed_by: null });
    // Another member's list holds none of them.
    expect((await list(c)).json().data).toEqual([]);
  });

  it("needs a login", async () => {
    expect((await list()).statusCode).toBe(401);
  });
});

describe("DELETE /api/v1/access-codes/{id}", () => {
  it("revokes the code and the access at once; another member's code is a 404", async () => {
    const [a, c] = await Promise.all([createUser(t), createUser(t)]);
    const grant = await giveCoach(t, a, c);
    const read = () => request(t, { method: "GET", url: `/api/v1/sessions?user_id=${a.id}`, as: c });
    expect((await read()).statusCode).toBe(200);
    const foreign = await request(t, { method: "DELETE", url: `/api/v1/access-codes/${grant}`, as: c });
    expect(foreign.statusCode).toBe(404);
    expect((await read()).statusCode).toBe(200);
    await revoke(t, a, grant);
    expect((await read()).statusCode).toBe(403);
    const rows = (await list(a)).json().data;
    expect(rows[0]).toMatchObject({ id: grant, state: "revoked" });
    const athletes = await request(t, { method: "GET", url: "/api/v1/coaching/athletes", as: c });
    expect(athletes.json().data).toEqual([]);
    // Revoking again changes nothing and still answers 200.
    await revoke(t, a, grant);
  });

  it("refuses bad ids and anonymous callers", async () => {
    const bad = await request(t, { method: "DELETE", url: "/api/v1/access-codes/abc", as: athlete });
    expect(bad.statusCode).toBe(400);
    expect((await request(t, { method: "DELETE", url: "/api/v1/access-codes/1" })).statusCode).toBe(401);
    const missing = await request(t, {
      method: "DELETE",
      url: "/api/v1/access-codes/2147483647",
      as: athlete,
    });
    expect(missing.statusCode).toBe(404);
  });
});
