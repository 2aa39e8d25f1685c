import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeys } from "../../db/schema/index.js";
import { createAdmin, createUser, request, useTestApp } from "../../test/harness.js";

const t = useTestApp();

describe("POST /api/v1/api-keys: keys only for oneself", () => {
  it("an admin cannot mint a key for another account (it would let them act as that member)", async () => {
    const [admin, member] = await Promise.all([createAdmin(t), createUser(t)]);
    const res = await request(t, {
      method: "POST",
      url: "/api/v1/api-keys",
      payload: { user_id: member.id },
      as: admin,
    });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.$count(apiKeys, eq(apiKeys.userId, member.id))).toBe(0);
    // Their own key, with or without user_id, still works.
    const own = await request(t, {
      method: "POST",
      url: "/api/v1/api-keys",
      payload: { user_id: admin.id },
      as: admin,
    });
    expect(own.statusCode, own.body).toBe(201);
  });
});
