// The API contract, replayed: every call the product's client makes, with exactly the fields it sends
// and the envelope it expects, so a new required field (or a stricter format) cannot slip in unnoticed.
// The only deliberate departures are security ones, listed apart at the end with the clear 4xx each gives.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp, whoAmI } from "./harness.js";
import { accountCalls } from "./spec-contract/account-calls.js";
import { otherCalls } from "./spec-contract/other-calls.js";
import { trainingCalls } from "./spec-contract/training-calls.js";
import {
  buildWorld,
  expectEnvelope,
  failureText,
  FOREIGN_ORIGIN,
  send,
  type Row,
  v1,
  type World,
} from "./spec-contract/world.js";

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t);
});

const calls: Row[] = [...accountCalls(t), ...trainingCalls(), ...otherCalls()];

/** The deliberate departures, all for security: each answers a clear 4xx, and the spec's intent still works. */
// prettier-ignore
const securityExceptions: Row[] = [
  {
    call: "DELETE /api/v1/users/{id}/data", note: "without the password", as: "member", url: (w) => v1(`/users/${w.leaver.id}/data`), shape: "fail",
    cookie: (w) => w.leaver.cookie, check: (b) => expect(failureText(b)).toMatch(/password/i),
  },
  {
    call: "DELETE /api/v1/users/{id}/data", note: "with { password }", as: "member", url: (w) => v1(`/users/${w.leaver.id}/data`), shape: "message",
    cookie: (w) => w.leaver.cookie, body: (w) => ({ password: w.leaver.password }),
    check: (b) => expect(b.message).toBe("All user training data has been deleted!"),
  },
  {
    call: "GET /api/auth/logout", note: "from another site", as: "member", url: () => "/api/auth/logout", shape: "fail",
    cookie: (w) => w.crossSiteCookie, headers: { origin: FOREIGN_ORIGIN },
    check: async (b, w) => {
      expect(failureText(b)).toMatch(/cross-site|another site|origin/i);
      expect((await whoAmI(t, w.crossSiteCookie)).statusCode).toBe(200);
    },
  },
  {
    call: "PATCH /api/v1/users/{id}/update-account-information", note: "a new password without the current one", as: "friend", shape: "fail", status: 400,
    url: (w) => v1(`/users/${w.friend.id}/update-account-information`),
    body: (w) => ({ email: w.friend.email, username: w.friend.username, password: "another long password" }),
    check: (b) => expect(failureText(b)).toMatch(/current password/i),
  },
];

const title = (row: Row) => `${row.call}${row.note ? ` (${row.note})` : ""} as ${row.as}`;

async function replay(row: Row) {
  const { res, sent } = await send(t, w, row);
  expectEnvelope(res, row.shape, row.status);
  await row.check?.(row.shape === "file" ? undefined : res.json(), w, res, sent);
}

describe("every call of the API, with exactly the client's payloads", () => {
  for (const row of calls) it(title(row), () => replay(row));
});

describe("security exceptions to the client's payloads", () => {
  for (const row of securityExceptions) it(title(row), () => replay(row));

  it("after the data deletion with the password, the leaver has no sessions left", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: v1("/sessions"),
      headers: { cookie: w.leaver.cookie },
    });
    expect(res.json().data).toEqual([]);
  });
});
