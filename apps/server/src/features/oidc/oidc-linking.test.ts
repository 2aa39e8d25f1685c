import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oidcIdentities, users, userTotp } from "../../db/schema/index.js";
import { hashPassword } from "../../lib/passwords.js";
import { createTestApp, createUser, login, unique, whoAmI, type TestApp } from "../../test/harness.js";
import { startOidcProvider, type TestProvider } from "../../test/oidc-provider.js";
import { insertUser } from "../users/users.queries.js";
import { sessionFrom, signInThrough, ssoError } from "./oidc-flow.fixture.js";

// Which account a provider's answer signs in to: linking to an existing account happens only on an
// e-mail the provider says it verified (decision 049).
let provider: TestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider();
  t = await createTestApp(provider.env);
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const linksOf = (userId: number) =>
  t.database.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, userId));

describe("linking to an existing account", () => {
  it("links a member whose e-mail the provider verified, whatever its case, and keeps the password", async () => {
    const member = await createUser(t);
    const sub = unique("sub");
    provider.addAccount(sub, { email: member.email.toUpperCase(), email_verified: true });
    const { res } = await signInThrough(t, provider, sub);
    const me = await whoAmI(t, sessionFrom(res));
    expect(me.json().data[0].id).toBe(member.id);
    expect(await linksOf(member.id)).toMatchObject([{ subject: sub, email: member.email }]);
    expect((await login(t, member)).statusCode).toBe(200);
    expect((await whoAmI(t, member.cookie)).statusCode).toBe(200);
  });

  it("never links on an e-mail the provider has not verified", async () => {
    const member = await createUser(t);
    const sub = unique("sub");
    provider.addAccount(sub, { email: member.email, email_verified: false });
    expect(ssoError((await signInThrough(t, provider, sub)).res)).toBe("unverified");
    // A provider that does not say at all is no different.
    const silent = unique("sub");
    provider.addAccount(silent, { email: member.email });
    expect(ssoError((await signInThrough(t, provider, silent)).res)).toBe("unverified");
    expect(await linksOf(member.id)).toEqual([]);
  });

  it("takes over an unverified account on that e-mail: verified, and its password no longer works", async () => {
    const email = `${unique("pre")}@example.test`;
    const squatter = await insertUser(t.database.db, {
      username: unique(),
      email,
      passwordHash: await hashPassword("the squatter's password"),
    });
    const sub = unique("sub");
    provider.addAccount(sub, { email, email_verified: true });
    const { res } = await signInThrough(t, provider, sub);
    expect((await whoAmI(t, sessionFrom(res))).json().data[0]).toMatchObject({
      id: squatter.id,
      verified: true,
    });
    const old = await login(t, { email, password: "the squatter's password" });
    expect(old.statusCode).toBe(401);
  });

  it("refuses a disabled account, by e-mail and by an earlier link", async () => {
    const member = await createUser(t);
    const sub = unique("sub");
    provider.addAccount(sub, { email: member.email, email_verified: true });
    expect((await signInThrough(t, provider, sub)).res.statusCode).toBe(302);
    await t.database.db.update(users).set({ deleted: true }).where(eq(users.id, member.id));
    expect(ssoError((await signInThrough(t, provider, sub)).res)).toBe("disabled");

    const other = await insertUser(t.database.db, {
      username: unique(),
      email: `${unique("off")}@example.test`,
      passwordHash: "unused",
      verified: true,
      deleted: true,
    });
    const otherSub = unique("sub");
    provider.addAccount(otherSub, { email: other.email, email_verified: true });
    expect(ssoError((await signInThrough(t, provider, otherSub)).res)).toBe("disabled");
    expect(await linksOf(other.id)).toEqual([]);
  });

  it("never links an account with a Topset second factor, nor an admin's: the mailbox alone is not a factor", async () => {
    const member = await createUser(t);
    await t.database.db
      .insert(userTotp)
      .values({ userId: member.id, secretSealed: "sealed", confirmedAt: new Date() });
    const sub = unique("sub");
    provider.addAccount(sub, { email: member.email, email_verified: true });
    expect(ssoError((await signInThrough(t, provider, sub)).res)).toBe("protected");
    expect(await linksOf(member.id)).toEqual([]);

    const admin = await createUser(t);
    await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    const adminSub = unique("sub");
    provider.addAccount(adminSub, { email: admin.email, email_verified: true });
    expect(ssoError((await signInThrough(t, provider, adminSub)).res)).toBe("protected");
    expect(await linksOf(admin.id)).toEqual([]);
  });
});

describe("new accounts", () => {
  it("refuses an answer without an e-mail", async () => {
    const sub = unique("sub");
    provider.addAccount(sub, { preferred_username: "noemail" });
    expect(ssoError((await signInThrough(t, provider, sub)).res)).toBe("no_email");
    expect(await t.database.db.$count(oidcIdentities, eq(oidcIdentities.subject, sub))).toBe(0);
  });

  it("picks a free username that passes the signup rules when the wanted one is taken", async () => {
    const taken = await createUser(t);
    const sub = unique("sub");
    const email = `${unique("n")}@provider.test`;
    provider.addAccount(sub, {
      email,
      email_verified: true,
      preferred_username: taken.username.toUpperCase(),
    });
    const { res } = await signInThrough(t, provider, sub);
    const { username } = (await whoAmI(t, sessionFrom(res))).json().data[0];
    expect(username.toLowerCase()).not.toBe(taken.username.toLowerCase());
    expect(username).toMatch(/^[A-Za-z0-9_]{3,20}$/);
    expect(username.toLowerCase().startsWith(taken.username.slice(0, 10).toLowerCase())).toBe(true);
  });
});
