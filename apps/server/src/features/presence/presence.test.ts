import type { OnlineUser } from "@topset/shared";
import { io as connect, type Socket } from "socket.io-client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser, ORIGIN, request, useTestApp, type TestUser } from "../../test/harness.js";
import { updateUser } from "../users/users.queries.js";

const t = useTestApp();
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  url = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});

function socketFor(user?: TestUser, origin = ORIGIN): Socket {
  const headers: Record<string, string> = { origin, "user-agent": "PresenceTest/1.0 (Vitest)" };
  if (user) headers.cookie = user.cookie;
  const socket = connect(url, { transports: ["websocket"], extraHeaders: headers, reconnection: false });
  open.push(socket);
  return socket;
}

/** Resolves on connect, rejects with the refusal message. */
function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", (err) => reject(err));
  });
}

async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function onlineList(admin: TestUser): Promise<OnlineUser[]> {
  const res = await request(t, { method: "GET", url: "/api/admin/online-users", as: admin });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: OnlineUser[] }>().data;
}

/** The admin's socket, keeping the latest list it was pushed. */
async function adminWatcher(admin: TestUser) {
  const socket = socketFor(admin);
  const seen = { latest: [] as OnlineUser[], pushes: 0 };
  socket.on("onlineUser", (users: OnlineUser[]) => {
    seen.latest = users;
    seen.pushes += 1;
  });
  await connected(socket);
  return seen;
}

const listed = (users: OnlineUser[], user: TestUser) => users.some((u) => u.id === user.id);

describe("socket handshake", () => {
  it("refuses a connection without a session cookie", async () => {
    await expect(connected(socketFor())).rejects.toThrow("Please log in to continue.");
  });

  it("refuses a forged or logged-out cookie", async () => {
    const member = await createUser(t);
    await request(t, { method: "POST", url: "/api/auth/logout", as: member });
    await expect(connected(socketFor(member))).rejects.toThrow("Please log in to continue.");
  });

  it("refuses another origin even with a valid cookie", async () => {
    const member = await createUser(t);
    await expect(connected(socketFor(member, "https://evil.example"))).rejects.toThrow();
  });
});

describe("online users", () => {
  it("shows a connected member to the admin, by GET and by push, without e-mails", async () => {
    const admin = await createAdmin(t);
    const member = await createUser(t);
    const watcher = await adminWatcher(admin);

    const socket = socketFor(member);
    const memberHeard: unknown[] = [];
    socket.on("onlineUser", (payload: unknown) => memberHeard.push(payload));
    await connected(socket);
    socket.emit("onlineUser", { id: member.id, email: member.email, agent: "spoofed" });

    const pushed = await until(
      () => watcher.latest,
      (users) => listed(users, member),
    );
    const viaGet = await onlineList(admin);
    const entry = viaGet.find((u) => u.id === member.id);
    expect(entry).toMatchObject({
      username: member.username,
      agent: "PresenceTest/1.0 (Vitest)",
      connections: 1,
      socket_id: socket.id,
    });
    for (const body of [JSON.stringify(pushed), JSON.stringify(viaGet)]) {
      expect(body).not.toContain(member.email);
      expect(body).not.toContain("@");
    }
    // A member never hears who is online.
    await new Promise((r) => setTimeout(r, 150));
    expect(memberHeard).toEqual([]);
  });

  it("counts several tabs once and removes the user when the last one goes", async () => {
    const admin = await createAdmin(t);
    const member = await createUser(t);
    const watcher = await adminWatcher(admin);
    const tabs = [socketFor(member), socketFor(member)];
    await Promise.all(tabs.map(connected));
    tabs.forEach((tab) => tab.emit("onlineUser"));

    await until(
      () => onlineList(admin),
      (users) => users.find((u) => u.id === member.id)?.connections === 2,
    );
    expect((await onlineList(admin)).filter((u) => u.id === member.id)).toHaveLength(1);

    tabs[0]!.disconnect();
    await until(
      () => onlineList(admin),
      (users) => users.find((u) => u.id === member.id)?.connections === 1,
    );
    tabs[1]!.emit("userDisconnected", { id: member.id });
    await until(
      () => onlineList(admin),
      (users) => !listed(users, member),
    );
    await until(
      () => watcher.latest,
      (users) => !listed(users, member),
    );
  });

  it.each([
    {
      name: "ends the socket when its session logs out, and removes the user",
      end: async (member: TestUser) => {
        await request(t, { method: "POST", url: "/api/auth/logout", as: member });
      },
    },
    {
      name: "ends the sockets of a disabled user at the next session check",
      end: async (member: TestUser) => {
        await updateUser(t.database.db, member.id, { deleted: true });
        await t.app.presence.checkSessions();
      },
    },
  ])("$name", async ({ end }) => {
    const admin = await createAdmin(t);
    const member = await createUser(t);
    const socket = socketFor(member);
    await connected(socket);
    socket.emit("onlineUser");
    await until(
      () => onlineList(admin),
      (users) => listed(users, member),
    );
    const closed = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    await end(member);
    expect(await closed).toBe("io server disconnect");
    await until(
      () => onlineList(admin),
      (users) => !listed(users, member),
    );
  });

  it("keeps the list for admins: member 403, anonymous 401", async () => {
    const member = await createUser(t);
    const asMember = await request(t, { method: "GET", url: "/api/admin/online-users", as: member });
    expect(asMember.statusCode).toBe(403);
    const anonymous = await request(t, { method: "GET", url: "/api/admin/online-users" });
    expect(anonymous.statusCode).toBe(401);
  });
});
