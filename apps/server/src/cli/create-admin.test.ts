import { describe, expect, it } from "vitest";
import { findUserByEmail, updateUser } from "../features/users/users.queries.js";
import { verifyPassword } from "../lib/passwords.js";
import { createTestApp, createUser, request, testDatabase, unique } from "../test/harness.js";
import { createOrPromoteAdmin } from "./create-admin.js";
import { UsageError } from "./context.js";

describe("create-admin", () => {
  it("creates a verified admin who can log in", async () => {
    const db = (await testDatabase()).db;
    const username = unique("op");
    const email = `${username}@Example.test`;
    const result = await createOrPromoteAdmin(db, { email, username, password: "operator pass 1" });
    expect(result).toMatchObject({ action: "created", username, email: email.toLowerCase() });
    const row = await findUserByEmail(db, email.toLowerCase());
    expect(row).toMatchObject({ role: "admin", verified: true, deleted: false });
    expect(await verifyPassword(row!.passwordHash, "operator pass 1")).toBe(true);
  });

  it("promotes and re-activates an existing member, keeping the password unless one is given", async () => {
    const t = await createTestApp();
    try {
      const member = await createUser(t);
      const db = t.database.db;
      await updateUser(db, member.id, { deleted: true });
      const kept = await createOrPromoteAdmin(db, { email: member.email });
      expect(kept.action).toBe("promoted");
      expect(await findUserByEmail(db, member.email)).toMatchObject({ role: "admin", deleted: false });
      expect(
        await verifyPassword((await findUserByEmail(db, member.email))!.passwordHash, member.password),
      ).toBe(true);

      // A new password ends the sessions opened with the old one.
      await createOrPromoteAdmin(db, { email: member.email, password: "a brand new one" });
      const me = await request(t, { method: "GET", url: "/api/v1/users/check-authentication", as: member });
      expect(me.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("refuses bad input with the form messages", async () => {
    const db = (await testDatabase()).db;
    await expect(
      createOrPromoteAdmin(db, { email: "nope", username: "abc", password: "long enough" }),
    ).rejects.toThrow("Email must be a valid address");
    await expect(
      createOrPromoteAdmin(db, { email: `${unique()}@example.test`, username: "abc", password: "short" }),
    ).rejects.toThrow("Password must be at least 8 characters");
    await expect(
      createOrPromoteAdmin(db, { email: `${unique()}@example.test`, password: "long enough" }),
    ).rejects.toThrow(UsageError);
    const taken = unique("tk");
    await createOrPromoteAdmin(db, {
      email: `${taken}@example.test`,
      username: taken,
      password: "long enough",
    });
    await expect(
      createOrPromoteAdmin(db, {
        email: `${unique()}@example.test`,
        username: taken,
        password: "long enough",
      }),
    ).rejects.toThrow(`The username "${taken}" is taken.`);
  });
});
