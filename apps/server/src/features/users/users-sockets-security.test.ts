import { io as connect, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createAdmin,
  createTestApp,
  createUser,
  loginAs,
  ORIGIN,
  request,
  type TestApp,
} from "../../test/harness.js";

let t: TestApp;
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});

function socketWith(cookie: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      transports: ["websocket"],
      extraHeaders: { origin: ORIGIN, cookie },
      reconnection: false,
    });
    open.push(socket);
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

/** "io server disconnect" when the server closes it within 2 s (the periodic check runs every 30 s). */
const closedSoon = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once("disconnect", (reason) => resolve(reason));
    setTimeout(() => resolve("still open"), 2000);
  });

describe("account changes end open sockets at once", () => {
  it("an admin disabling a member closes the member's socket", async () => {
    const [admin, member] = await Promise.all([createAdmin(t), createUser(t)]);
    const socket = await socketWith(member.cookie);
    const closed = closedSoon(socket);
    const res = await request(t, {
      method: "PATCH",
      url: `/api/v1/users/${member.id}`,
      payload: { deleted: true },
      as: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe("io server disconnect");
  });

  it("a demoted admin's socket closes (it must stop hearing the online list)", async () => {
    const [admin, other] = await Promise.all([createAdmin(t), createAdmin(t)]);
    const socket = await socketWith(other.cookie);
    const closed = closedSoon(socket);
    const res = await request(t, {
      method: "PATCH",
      url: `/api/v1/users/${other.id}`,
      payload: { role: "user" },
      as: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe("io server disconnect");
  });

  it("a password change closes the sockets of the account's other sessions", async () => {
    const member = await createUser(t);
    const elsewhere = await loginAs(t, member);
    const socket = await socketWith(elsewhere);
    const closed = closedSoon(socket);
    const res = await request(t, {
      method: "PATCH",
      url: `/api/v1/users/${member.id}/update-account-information`,
      payload: { password: "another long passphrase", current_password: member.password },
      as: member,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe("io server disconnect");
  });
});
