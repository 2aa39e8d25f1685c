import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeTokens } from "../../db/schema/index.js";
import { createUser, randomIp, request, unique, useTestApp } from "../../test/harness.js";
import { findUserByEmail } from "../users/users.queries.js";

const t = useTestApp();

// How long each call takes is measured in bench/account-enumeration-bench.ts; these check the behaviour
// that makes the timings equal: nothing that depends on the e-mail happens before the answer.
describe("forgot-password and signup do not tell whether an e-mail has an account", () => {
  it("forgot-password answers before any e-mail-dependent work: the token is issued after the answer", async () => {
    const user = await createUser(t);
    const res = await request(t, {
      method: "POST",
      url: "/api/auth/forget-password",
      payload: { email: user.email },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    const tokens = () =>
      t.database.db.$count(
        oneTimeTokens,
        and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, "reset_password")),
      );
    // Read in the answer's own turn: the queued mail job has not run yet.
    expect(await tokens()).toBe(0);
    const mails = await t.mails();
    expect(mails.some((m) => m.to.includes(user.email) && m.subject.includes("Reset"))).toBe(true);
    expect(await tokens()).toBe(1);
  });

  it("signup answers before touching the e-mail: the account is inserted by the queued job", async () => {
    const username = unique();
    const email = `${username}@example.test`;
    const res = await request(t, {
      method: "POST",
      url: "/api/auth/signup",
      payload: { username, email, password: "a good long password" },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(201);
    expect(await findUserByEmail(t.database.db, email)).toBeUndefined();
    await t.mails();
    expect(await findUserByEmail(t.database.db, email)).toMatchObject({ username, verified: false });
  });

  it("signup refuses a taken username whatever the e-mail, so the pair tells nothing", async () => {
    const owner = await createUser(t);
    const signup = (email: string) =>
      request(t, {
        method: "POST",
        url: "/api/auth/signup",
        payload: { username: owner.username, email, password: "a good long password" },
        remoteAddress: randomIp(),
      });
    const withOwnersEmail = await signup(owner.email);
    const withOther = await signup(`${unique()}@example.test`);
    expect(withOwnersEmail.statusCode).toBe(400);
    expect(withOwnersEmail.json()).toEqual(withOther.json());
  });

  it("signup with a taken e-mail answers like a new one and creates nothing", async () => {
    const owner = await createUser(t);
    const username = unique();
    const res = await request(t, {
      method: "POST",
      url: "/api/auth/signup",
      payload: { username, email: owner.email, password: "a good long password" },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(201);
    const mails = (await t.mails()).filter((m) => m.to.includes(owner.email));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/account/i)]);
    const taken = await request(t, {
      method: "POST",
      url: "/api/auth/signup",
      payload: { username, email: `${unique()}@example.test`, password: "a good long password" },
      remoteAddress: randomIp(),
    });
    // The username was never taken by the refused signup.
    expect(taken.statusCode, taken.body).toBe(201);
  });
});
