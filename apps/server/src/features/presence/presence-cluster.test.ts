import type { OnlineUser } from "@topset/shared";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../lib/passwords.js";
import { testDatabase, unique } from "../../test/harness.js";
import {
  clusterMissing,
  clusterPassword as password,
  logIn,
  startCopy,
  stopCopy,
  until,
  warnClusterSkipped,
  type Copy,
} from "../../test/server-copies.js";
import { insertUser } from "../users/users.queries.js";

/**
 * Two real server processes on one PostgreSQL and one Redis (the "at scale" deployment): presence
 * recorded by one copy must be read by the other. Runs where DATABASE_URL and REDIS_URL are set.
 */
warnClusterSkipped("presence-cluster.test.ts");

describe.skipIf(clusterMissing.length > 0)("presence across two server copies (PostgreSQL + Redis)", () => {
  const copies: Copy[] = [];
  const sockets: Socket[] = [];
  const admin = { email: `${unique("adm")}@example.test` };
  let memberEmail = "";
  let memberId = 0;

  beforeAll(async () => {
    const db = (await testDatabase()).db;
    const username = unique("mem");
    memberEmail = `${username}@example.test`;
    const member = await insertUser(db, {
      username,
      email: memberEmail,
      passwordHash: await hashPassword(password),
      verified: true,
    });
    memberId = member.id;
    // One after the other: the first applies any pending migration, then both share the database.
    copies.push(await startCopy(admin));
    copies.push(await startCopy(admin));
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(copies.map(stopCopy));
  });

  it("lists a member connected to the first copy when asked on the second", async () => {
    const [first, second] = copies as [Copy, Copy];
    const adminCookie = await logIn(second, admin.email);

    // The admin watches from the second copy; the member connects to the first.
    const watcher = connect(second.url, {
      transports: ["websocket"],
      extraHeaders: { cookie: adminCookie, origin: second.url },
      reconnection: false,
    });
    sockets.push(watcher);
    let pushed: OnlineUser[] = [];
    watcher.on("onlineUser", (users: OnlineUser[]) => (pushed = users));
    await new Promise<void>((resolve, reject) => {
      watcher.once("connect", resolve);
      watcher.once("connect_error", reject);
    });

    const member = connect(first.url, {
      transports: ["websocket"],
      extraHeaders: { cookie: await logIn(first, memberEmail), origin: first.url },
      reconnection: false,
    });
    sockets.push(member);
    await new Promise<void>((resolve, reject) => {
      member.once("connect", resolve);
      member.once("connect_error", reject);
    });
    member.emit("onlineUser");

    const readFromSecond = async () => {
      const res = await fetch(`${second.url}/api/admin/online-users`, { headers: { cookie: adminCookie } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: OnlineUser[] }).data;
    };
    const isListed = (users: OnlineUser[]) => users.some((u) => u.id === memberId);
    const listed = await until(readFromSecond, isListed);
    expect(listed.find((u) => u.id === memberId)).toMatchObject({ socket_id: member.id, connections: 1 });
    expect(JSON.stringify(listed)).not.toContain(memberEmail);
    // The push crossed copies too (socket.io's Redis adapter).
    await until(() => pushed, isListed);

    // Leaving on the first copy empties the list read on the second, and the second pushes that.
    member.disconnect();
    await until(readFromSecond, (users) => !isListed(users));
    await until(
      () => pushed,
      (users) => !isListed(users),
    );
  });
});
