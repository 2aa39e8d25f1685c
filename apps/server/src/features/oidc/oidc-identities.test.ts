import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUser,
  randomIp,
  request,
  unique,
  type TestApp,
  type TestUser,
} from "../../test/harness.js";
import { startOidcProvider, type TestProvider } from "../../test/oidc-provider.js";
import { signInThrough } from "./oidc-flow.fixture.js";

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

/** A member with a link to the provider (made by a real sign-in there). */
async function linkedMember(): Promise<TestUser> {
  const member = await createUser(t);
  const sub = unique("sub");
  provider.addAccount(sub, { email: member.email, email_verified: true });
  expect((await signInThrough(t, provider, sub)).res.statusCode).toBe(302);
  return member;
}

const list = (as?: TestUser) => request(t, { method: "GET", url: "/api/v1/oidc/identities", as });
const remove = (id: number | string, as?: TestUser) =>
  request(t, { method: "DELETE", url: `/api/v1/oidc/identities/${id}`, as });

describe("GET /api/v1/oidc/identities", () => {
  it("lists the member's own links without the provider's subject", async () => {
    const member = await linkedMember();
    const res = await list(member);
    expect(res.statusCode).toBe(200);
    const [link] = res.json().data;
    expect(link).toMatchObject({ issuer: provider.issuer, email: member.email });
    expect(Date.parse(link.created_at)).not.toBeNaN();
    expect(Date.parse(link.last_login_at)).not.toBeNaN();
    expect(Object.keys(link).sort()).toEqual(["created_at", "email", "id", "issuer", "last_login_at"]);
    // Another member sees only theirs (none).
    expect((await list(await createUser(t))).json().data).toEqual([]);
  });

  it("answers 401 without a login", async () => {
    expect((await list()).statusCode).toBe(401);
  });
});

describe("DELETE /api/v1/oidc/identities/{id}", () => {
  it("removes the member's own link", async () => {
    const member = await linkedMember();
    const [link] = (await list(member)).json().data;
    const res = await remove(link.id, member);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(member)).json().data).toEqual([]);
    expect((await remove(link.id, member)).statusCode).toBe(404);
  });

  it("answers 404 for another member's link and leaves it", async () => {
    const owner = await linkedMember();
    const [link] = (await list(owner)).json().data;
    const intruder = await createUser(t);
    expect((await remove(link.id, intruder)).statusCode).toBe(404);
    expect((await list(owner)).json().data).toHaveLength(1);
  });

  it("answers 401 without a login and 400 for an id that is no id", async () => {
    expect((await remove(1)).statusCode).toBe(401);
    const member = await createUser(t);
    const bad = await remove("abc", member);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("id");
  });

  it("refuses an API key: only the member in person changes how the account signs in", async () => {
    const member = await linkedMember();
    const [link] = (await list(member)).json().data;
    const key = (
      await request(t, { method: "POST", url: "/api/v1/api-keys", payload: {}, as: member })
    ).json().data[0].key;
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/oidc/identities/${link.id}`,
      remoteAddress: randomIp(),
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBe(403);
    expect((await list(member)).json().data).toHaveLength(1);
  });
});
