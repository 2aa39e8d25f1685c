import { describe, expect, it } from "vitest";
import { insertUser } from "../features/users/users.queries.js";
import { testDatabase, unique } from "../test/harness.js";
import { formatUsersTable, listUsersForOperator } from "./users.js";

describe("users", () => {
  it("lists accounts with role and status, searching username or e-mail", async () => {
    const db = (await testDatabase()).db;
    const tag = unique("cli");
    const admin = await insertUser(db, {
      username: `${tag}a`,
      email: `${tag}a@example.test`,
      passwordHash: "x",
      role: "admin",
      verified: true,
    });
    await insertUser(db, {
      username: `${tag}b`,
      email: `${tag}b@example.test`,
      passwordHash: "x",
      deleted: true,
    });

    const { rows, total } = await listUsersForOperator(db, { search: tag, limit: 50 });
    expect(total).toBe(2);
    const lines = formatUsersTable(rows);
    expect(lines[0]).toMatch(/^ID\s+USERNAME\s+EMAIL\s+ROLE\s+STATUS\s+CREATED$/);
    expect(lines.find((l) => l.includes(`${tag}a`))).toMatch(/admin\s+active, verified/);
    expect(lines.find((l) => l.includes(`${tag}b`))).toMatch(/user\s+disabled, unverified/);
    expect(lines[1]).toContain(String(admin.id + 1)); // newest first

    // Quotes and SQL fragments are data, never SQL.
    expect((await listUsersForOperator(db, { search: `${tag}' OR '1'='1`, limit: 50 })).total).toBe(0);
    expect((await listUsersForOperator(db, { search: `${tag}%`, limit: 50 })).total).toBe(0);
    expect((await listUsersForOperator(db, { search: `${tag}B@EXAMPLE`, limit: 50 })).rows[0]?.username).toBe(
      `${tag}b`,
    );
  });
});
