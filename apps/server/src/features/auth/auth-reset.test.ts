import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeTokens } from "../../db/schema/index.js";
import { createUser, randomIp, request, useTestApp, type TestUser } from "../../test/harness.js";

const t = useTestApp();

const forgot = (email: string, ip = randomIp()) =>
  request(t, { method: "POST", url: "/api/auth/forget-password", payload: { email }, remoteAddress: ip });
const reset = (body: object) =>
  request(t, { method: "POST", url: "/api/auth/reset-password", payload: body });

async function resetLink(user: TestUser) {
  const mail = (await t.mails())
    .filter((m) => m.to.includes(user.email) && m.subject.includes("Reset"))
    .at(-1);
  const url = new URL(mail!.links.find((l) => l.includes("/reset-password/"))!);
  return { uid: url.pathname.split("/").at(-1)!, token: url.searchParams.get("token")! };
}

describe("forget-password and reset-password", () => {
  it("answers the same for a known and an unknown e-mail, and mails only the known one", async () => {
    const user = await createUser(t);
    const known = await forgot(user.email);
    const unknown = await forgot(`ghost-${user.username}@example.test`);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const { uid } = await resetLink(user);
    expect(Number(uid)).toBe(user.id);
    expect((await t.mails()).some((m) => m.to.includes(`ghost-${user.username}`))).toBe(false);
  });

  it("resets once: the new password works, the old one and every open session stop, a notice is mailed", async () => {
    const user = await createUser(t);
    await forgot(user.email);
    const { uid, token } = await resetLink(user);
    const body = {
      uid,
      token,
      newPassword: "a brand new password",
      newConfirmedPassword: "a brand new password",
    };
    const res = await reset(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain("successfully changed");

    expect(
      (await request(t, { method: "GET", url: "/api/v1/users/check-authentication", as: user })).statusCode,
    ).toBe(401);
    const loginWith = (password: string) =>
      request(t, { method: "POST", url: "/api/auth/login", payload: { email: user.email, password } });
    expect((await loginWith(user.password)).statusCode).toBe(401);
    expect((await loginWith("a brand new password")).statusCode).toBe(200);
    expect(
      (await t.mails()).some((m) => m.to.includes(user.email) && /password was changed/.test(m.subject)),
    ).toBe(true);

    const reused = await reset({
      ...body,
      newPassword: "yet another password",
      newConfirmedPassword: "yet another password",
    });
    expect(reused.statusCode).toBe(400);
    expect((await loginWith("a brand new password")).statusCode).toBe(200);
  });

  it("refuses an expired link", async () => {
    const user = await createUser(t);
    await forgot(user.email);
    const { uid, token } = await resetLink(user);
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.userId, user.id));
    const res = await reset({
      uid,
      token,
      newPassword: "a brand new password",
      newConfirmedPassword: "a brand new password",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/invalid or has expired/);
  });

  it("answers 400 with field messages for bad input", async () => {
    const res = await reset({ uid: "x", token: "", newPassword: "short", newConfirmedPassword: "different" });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["uid", "token", "newPassword"]));
    const mismatch = await reset({
      uid: 1,
      token: "t",
      newPassword: "long enough 1",
      newConfirmedPassword: "long enough 2",
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toContainEqual({
      msg: "Both new password and new confirmed password must be the same!",
      path: "newConfirmedPassword",
    });
    expect((await forgot("not-an-email")).statusCode).toBe(400);
  });

  it("answers 429 after too many requests from one address", async () => {
    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await forgot(`nobody${i}@example.test`, ip)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it("stops mailing one account after 5 requests in 30 minutes, while answering the same", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 7; i++) expect((await forgot(user.email)).statusCode).toBe(200);
    const resets = (await t.mails()).filter((m) => m.to.includes(user.email) && m.subject.includes("Reset"));
    expect(resets).toHaveLength(5);
  });
});
