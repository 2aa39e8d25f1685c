import { PASSKEYS_MAX } from "@topset/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passkeys } from "../../db/schema/index.js";
import { createUser, randomIp, request, useTestApp, type TestUser } from "../../test/harness.js";
import { attest, makeCredential } from "../../test/soft-authenticator.js";
import { addPasskey, registrationOptions } from "./passkeys.fixtures.js";

const t = useTestApp();

const rowsOf = (user: TestUser) => t.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
const list = (user: TestUser) => request(t, { method: "GET", url: "/api/v1/passkeys", as: user });
const errorPaths = (body: string) =>
  (JSON.parse(body) as { errors?: { path?: string }[] }).errors?.map((e) => e.path);

describe("adding a passkey", () => {
  it("asks for the password, offers a discoverable ES256 credential for this host, stores it, mails the owner", async () => {
    const user = await createUser(t);
    const { options } = await registrationOptions(t, user);
    expect(options).toMatchObject({
      rp: { id: "localhost", name: "Topset" },
      user: { name: user.email, displayName: user.username },
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      attestation: "none",
      excludeCredentials: [],
    });
    expect(options.pubKeyCredParams).toContainEqual({ alg: -7, type: "public-key" });

    const { passkey, cred } = await addPasskey(t, user, "  Pixel 9  ");
    expect(passkey).toMatchObject({
      name: "Pixel 9",
      last_used_at: null,
      device_type: "singleDevice",
      backed_up: false,
      transports: ["internal", "hybrid"],
    });
    const [row] = await rowsOf(user);
    expect(row).toMatchObject({ credentialId: cred.id.toString("base64url"), signCount: 0 });
    expect(row!.publicKey.length).toBeGreaterThan(80);

    // No key material, not even the credential id, in any answer.
    const listed = await list(user);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([passkey]);
    expect(listed.body).not.toContain(row!.credentialId);
    expect(listed.body).not.toContain(row!.publicKey);

    const mail = (await t.mails()).find(
      (m) => m.to.includes(user.email) && /passkey was added/.test(m.subject),
    );
    expect(mail?.text).toContain("Pixel 9");

    // The next ceremony excludes the authenticator that already holds one.
    const again = await registrationOptions(t, user);
    expect(again.options.excludeCredentials).toEqual([
      { id: row!.credentialId, type: "public-key", transports: ["internal", "hybrid"] },
    ]);
  });

  it("refuses a wrong password (400 on the field), then every try once ten were wrong (429)", async () => {
    const user = await createUser(t);
    const call = (password: string) =>
      request(t, {
        method: "POST",
        url: "/api/v1/passkeys/registration-options",
        payload: { password },
        as: { ...user, ip: randomIp() },
      });
    const wrong = await call("not my password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ msg: "The password is wrong!", path: "password" }]);
    for (let i = 0; i < 9; i++) expect((await call("still wrong")).statusCode).toBe(400);
    expect((await call(user.password)).statusCode).toBe(429);
  });

  it("refuses an answer for another origin or host, another member's step, and a step used twice", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const send = (as: TestUser, payload: object) =>
      request(t, { method: "POST", url: "/api/v1/passkeys", payload, as });
    const step = await registrationOptions(t, user);
    const cred = makeCredential();
    const foreignOrigin = attest(cred, step.options, { origin: "https://evil.example" });
    const bad = await send(user, {
      challenge_token: step.challenge_token,
      name: "A",
      response: foreignOrigin,
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(errorPaths(bad.body)).toEqual(["response"]);
    const otherHost = attest(cred, step.options, { rpId: "evil.example" });
    expect((await send(user, { ...step, name: "A", response: otherHost })).statusCode).toBe(400);

    // The other member cannot finish this member's step.
    const good = attest(cred, step.options);
    const stolen = await send(other, { challenge_token: step.challenge_token, name: "A", response: good });
    expect(stolen.statusCode).toBe(400);
    expect(errorPaths(stolen.body)).toEqual(["challenge_token"]);

    const payload = { challenge_token: step.challenge_token, name: "A", response: good };
    expect((await send(user, payload)).statusCode).toBe(201);
    expect((await send(user, payload)).statusCode).toBe(400);
    expect(await rowsOf(user)).toHaveLength(1);
    expect(await rowsOf(other)).toHaveLength(0);
  });

  it("answers 409 for a credential already registered, and 400 at the ceiling of twenty", async () => {
    const user = await createUser(t);
    const { cred } = await addPasskey(t, user);
    const step = await registrationOptions(t, user);
    const res = await request(t, {
      method: "POST",
      url: "/api/v1/passkeys",
      payload: { challenge_token: step.challenge_token, name: "Again", response: attest(cred, step.options) },
      as: user,
    });
    expect(res.statusCode, res.body).toBe(409);

    const fillers = Array.from({ length: PASSKEYS_MAX - 1 }, (_, i) => ({
      userId: user.id,
      credentialId: `filler-${user.id}-${i}`,
      publicKey: "x",
      name: `Key ${i}`,
      deviceType: "singleDevice" as const,
    }));
    await t.database.db.insert(passkeys).values(fillers);
    const full = await request(t, {
      method: "POST",
      url: "/api/v1/passkeys/registration-options",
      payload: { password: user.password },
      as: user,
    });
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toMatch(/20 passkeys/);
  });

  it("answers 400 with field messages for bad bodies, never 500", async () => {
    const user = await createUser(t);
    const post = (url: string, payload: unknown) =>
      request(t, { method: "POST", url, payload: payload as object, as: user });
    const noPassword = await post("/api/v1/passkeys/registration-options", {});
    expect(noPassword.statusCode).toBe(400);
    expect(errorPaths(noPassword.body)).toEqual(["password"]);

    const step = await registrationOptions(t, user);
    const response = attest(makeCredential(), step.options);
    const cases: [object, string][] = [
      [{ name: "A", response }, "challenge_token"],
      [{ challenge_token: step.challenge_token, response }, "name"],
      [{ challenge_token: step.challenge_token, name: "", response }, "name"],
      [{ challenge_token: step.challenge_token, name: "x".repeat(61), response }, "name"],
      [{ challenge_token: step.challenge_token, name: "Line\nbreak", response }, "name"],
      [{ challenge_token: step.challenge_token, name: "A" }, "response"],
      [{ ...step, name: "A", response: { ...response, id: "not base64url!" } }, "response.id"],
      [{ ...step, name: "A", response: { ...response, type: "password" } }, "response.type"],
    ];
    for (const [payload, path] of cases) {
      const res = await post("/api/v1/passkeys", payload);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(errorPaths(res.body)).toContain(path);
    }
    // Well-formed but meaningless bytes: the verification refuses them.
    const garbage = { ...response, response: { ...response.response, attestationObject: "AAAA" } };
    const res = await post("/api/v1/passkeys", { ...step, name: "A", response: garbage });
    expect(res.statusCode, res.body).toBe(400);
    expect(await rowsOf(user)).toHaveLength(0);
  });
});

describe("renaming and removing", () => {
  it("renames the member's own passkey; another member's id is a 404", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const { passkey } = await addPasskey(t, user);
    const rename = (as: TestUser, name: unknown) =>
      request(t, { method: "PATCH", url: `/api/v1/passkeys/${passkey.id}`, payload: { name }, as });
    const res = await rename(user, "Work laptop");
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ id: passkey.id, name: "Work laptop" });
    expect((await rename(other, "Mine now")).statusCode).toBe(404);
    const blank = await rename(user, "   ");
    expect(blank.statusCode).toBe(400);
    expect(errorPaths(blank.body)).toEqual(["name"]);
    expect((await rowsOf(user))[0]?.name).toBe("Work laptop");
  });

  it("removes with the password, tells the owner; another member's id is a 404 even with their own password", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    const { passkey } = await addPasskey(t, user, "Old key");
    const remove = (as: TestUser, payload: object) =>
      request(t, { method: "DELETE", url: `/api/v1/passkeys/${passkey.id}`, payload, as });
    const missing = await remove(user, {});
    expect(missing.statusCode).toBe(400);
    expect(errorPaths(missing.body)).toEqual(["password"]);
    expect((await remove(user, { password: "wrong one" })).statusCode).toBe(400);
    expect((await remove(other, { password: other.password })).statusCode).toBe(404);
    expect(await rowsOf(user)).toHaveLength(1);

    const res = await remove(user, { password: user.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(user)).toHaveLength(0);
    const mail = (await t.mails()).find(
      (m) => m.to.includes(user.email) && /passkey was removed/.test(m.subject),
    );
    expect(mail?.text).toContain("Old key");
    expect((await remove(user, { password: user.password })).statusCode).toBe(404);
  });
});

describe("who may call", () => {
  it("answers 401 without a login and 403 to an API key, on every call", async () => {
    const user = await createUser(t);
    const { passkey } = await addPasskey(t, user);
    const keyRes = await request(t, { method: "POST", url: "/api/v1/api-keys", payload: {}, as: user });
    const key = keyRes.json().data[0].key as string;
    const calls = [
      { method: "GET" as const, url: "/api/v1/passkeys" },
      {
        method: "POST" as const,
        url: "/api/v1/passkeys/registration-options",
        payload: { password: user.password },
      },
      { method: "POST" as const, url: "/api/v1/passkeys", payload: { challenge_token: "x", name: "A" } },
      { method: "PATCH" as const, url: `/api/v1/passkeys/${passkey.id}`, payload: { name: "B" } },
      {
        method: "DELETE" as const,
        url: `/api/v1/passkeys/${passkey.id}`,
        payload: { password: user.password },
      },
    ];
    for (const call of calls) {
      const anonymous = await request(t, call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const withKey = await t.app.inject({
        ...call,
        remoteAddress: randomIp(),
        headers: { authorization: `Bearer ${key}` },
      });
      expect(withKey.statusCode, `${call.method} ${call.url} ${withKey.body}`).toBe(403);
    }
    expect((await rowsOf(user))[0]?.name).toBe(passkey.name);
  });
});
