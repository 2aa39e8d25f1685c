import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeTokens } from "../../db/schema/index.js";
import { createUser, randomIp, request, unique, useTestApp } from "../../test/harness.js";
import type { Mailer, MailMessage } from "../../mail/mailer.js";
import { findUserByEmail } from "../users/users.queries.js";
import { requestPasswordReset, signUp } from "./auth.service.js";

const t = useTestApp();

/** A mailer that keeps queued work instead of running it, so a test decides when "after" is. */
function heldMailer() {
  const held: Array<() => Promise<MailMessage | undefined>> = [];
  const mailer: Mailer = {
    send: () => undefined,
    queue: (compose) => void held.push(compose),
    flush: async () => undefined,
    close: async () => undefined,
  };
  return { mailer, held };
}
const verifyTokens = (userId: number) =>
  t.database.db.$count(
    oneTimeTokens,
    and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, "verify_email")),
  );

// How long each call takes is measured in bench/account-enumeration-bench.ts; these check the behaviour
// that makes the timings equal: the same statements run on both paths before the answer, and what
// depends on whether the e-mail has an account (tokens, mails) runs after it.
describe("forgot-password and signup do not tell whether an e-mail has an account", () => {
  it("forgot-password answers before any e-mail-dependent work: the token is issued after the answer", async () => {
    const user = await createUser(t);
    const tokens = () =>
      t.database.db.$count(
        oneTimeTokens,
        and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, "reset_password")),
      );
    // The service as the route calls it, with its queued work held back: what ran before the answer
    // is exactly what ran before `held` is released (a real mailer runs it a turn later, racing reads).
    const { mailer, held } = heldMailer();
    requestPasswordReset({ db: t.database.db, config: t.config, mailer }, user.email);
    expect(await tokens()).toBe(0);
    expect(held).toHaveLength(1);
    expect((await held[0]!())?.subject).toMatch(/reset/i);
    expect(await tokens()).toBe(1);

    const res = await request(t, {
      method: "POST",
      url: "/api/auth/forget-password",
      payload: { email: user.email },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    const mails = await t.mails();
    expect(mails.some((m) => m.to.includes(user.email) && m.subject.includes("Reset"))).toBe(true);
  });

  it("signup stores the account before answering; the token and mail come after the answer", async () => {
    const username = unique();
    const email = `${username}@example.test`;
    const { mailer, held } = heldMailer();
    await signUp(
      { db: t.database.db, config: t.config, mailer },
      { username, email, password: "a good long password" },
    );
    // Acknowledged means stored: a crash right after the answer cannot lose the signup.
    const stored = await findUserByEmail(t.database.db, email);
    expect(stored).toMatchObject({ username, verified: false });
    // The e-mail-dependent work (the verification token and its mail) is what was queued.
    expect(await verifyTokens(stored!.id)).toBe(0);
    expect(held).toHaveLength(1);
    const mail = await held[0]!();
    expect(mail?.to).toBe(email);
    expect(mail?.text).toContain("/verify-email/");
    expect(await verifyTokens(stored!.id)).toBe(1);
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
