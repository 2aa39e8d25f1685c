import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdmin, createUser, request, unique, useTestApp, type TestUser } from "../../test/harness.js";

const t = useTestApp();
let admin: TestUser;
/** What handlers wrote with req.log.info, captured from the request loggers Fastify makes. */
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  admin = await createAdmin(t);
  const log = t.app.log;
  const makeChild = log.child.bind(log);
  vi.spyOn(log, "child").mockImplementation((...args: Parameters<typeof log.child>) => {
    const child = makeChild(...args);
    child.info = ((obj: object, msg?: string) => void lines.push({ ...obj, msg })) as typeof child.info;
    return child;
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe("admin actions are logged with who did what", () => {
  it("names the admin and the target", async () => {
    const member = await createUser(t);
    await request(t, { method: "GET", url: "/api/admin/clear-all-cache", as: admin });
    await request(t, { method: "POST", url: `/api/admin/users/${member.id}/send-reset-password`, as: admin });
    const username = unique("lg");
    await request(t, {
      method: "POST",
      url: "/api/admin/users",
      as: admin,
      payload: { username, email: `${username}@example.test` },
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ adminId: admin.id, msg: "admin cleared all caches" }),
        expect.objectContaining({
          adminId: admin.id,
          userId: member.id,
          msg: "admin sent a reset password e-mail",
        }),
        expect.objectContaining({ adminId: admin.id, msg: "admin created a user" }),
      ]),
    );
  });
});
