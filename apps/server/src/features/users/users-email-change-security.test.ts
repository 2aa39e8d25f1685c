import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changelogSubscriptions } from "../../db/schema/index.js";
import { createUser, request, unique, useTestApp } from "../../test/harness.js";

const t = useTestApp();

describe("an e-mail change is told to the previous address (ASVS 2.5.5)", () => {
  it("mails the old address, without the new one in it", async () => {
    const user = await createUser(t);
    const newEmail = `${unique()}@example.test`;
    const res = await request(t, {
      method: "PATCH",
      url: `/api/v1/users/${user.id}/update-account-information`,
      payload: { email: newEmail, current_password: user.password },
      as: user,
    });
    expect(res.statusCode, res.body).toBe(200);
    const toOld = (await t.mails()).filter((m) => m.to === user.email);
    expect(toOld).toHaveLength(1);
    expect(toOld[0]?.subject).toContain("e-mail address");
    expect(JSON.stringify(toOld[0])).not.toContain(newEmail);
  });
});

describe("the changelog subscription follows an e-mail change", () => {
  it("announcements go to the new address, not the one the member gave up", async () => {
    const user = await createUser(t);
    const sub = await request(t, {
      method: "POST",
      url: "/api/v1/subscriptions/subscribe-changelog",
      payload: { email: user.email, user_id: user.id },
      as: user,
    });
    expect(sub.statusCode, sub.body).toBe(201);
    const newEmail = `${unique()}@example.test`;
    const res = await request(t, {
      method: "PATCH",
      url: `/api/v1/users/${user.id}/update-account-information`,
      payload: { email: newEmail, current_password: user.password },
      as: user,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(changelogSubscriptions)
      .where(eq(changelogSubscriptions.userId, user.id));
    expect(row?.email).toBe(newEmail);
  });
});
