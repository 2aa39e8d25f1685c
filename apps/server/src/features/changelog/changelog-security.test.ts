import { describe, expect, it } from "vitest";
import { accountLimits } from "../../plugins/rate-limits.js";
import { createUser, request, useTestApp } from "../../test/harness.js";

const t = useTestApp();

describe("changelog subscription mails are rate limited", () => {
  it("subscribe/unsubscribe in a loop stops mailing at the account's ceiling (429)", async () => {
    const user = await createUser(t);
    const call = (action: "subscribe" | "unsubscribe") =>
      request(t, {
        method: "POST",
        url: `/api/v1/subscriptions/${action}-changelog`,
        payload: { email: user.email, user_id: user.id },
        as: user,
      });
    const statuses: number[] = [];
    for (let i = 0; i < accountLimits.emailFlow.max + 3; i++) {
      statuses.push((await call("subscribe")).statusCode);
      expect((await call("unsubscribe")).statusCode).toBe(200);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(accountLimits.emailFlow.max);
    expect(statuses.at(-1)).toBe(429);
    const mails = (await t.mails()).filter((m) => m.to === user.email);
    expect(mails).toHaveLength(accountLimits.emailFlow.max);
  });
});
