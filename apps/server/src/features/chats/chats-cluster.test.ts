import { CHAT_EVENTS, type ChatMessageEvent } from "@topset/shared";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { follows } from "../../db/schema/index.js";
import { hashPassword } from "../../lib/passwords.js";
import { testDatabase, unique } from "../../test/harness.js";
import {
  clusterMissing,
  clusterPassword,
  logIn,
  startCopy,
  stopCopy,
  until,
  warnClusterSkipped,
  type Copy,
} from "../../test/server-copies.js";
import { insertUser } from "../users/users.queries.js";

/**
 * Two real server processes on one PostgreSQL and one Redis: a message written through one copy reaches
 * the recipient's socket on the other (socket.io's Redis adapter). Runs where DATABASE_URL and REDIS_URL are set.
 */
warnClusterSkipped("chats-cluster.test.ts");

describe.skipIf(clusterMissing.length > 0)("chat across two server copies (PostgreSQL + Redis)", () => {
  const copies: Copy[] = [];
  const sockets: Socket[] = [];
  const members: { id: number; email: string }[] = [];

  beforeAll(async () => {
    const db = (await testDatabase()).db;
    const passwordHash = await hashPassword(clusterPassword);
    for (const prefix of ["ana", "ben"]) {
      const username = unique(prefix);
      const email = `${username}@example.test`;
      const row = await insertUser(db, { username, email, passwordHash, verified: true });
      members.push({ id: row.id, email });
    }
    const [ana, ben] = members as [(typeof members)[0], (typeof members)[0]];
    await db.insert(follows).values([
      { followerId: ana.id, followingId: ben.id },
      { followerId: ben.id, followingId: ana.id },
    ]);
    const admin = { email: `${unique("adm")}@example.test` };
    // One after the other: the first applies any pending migration, then both share the database.
    copies.push(await startCopy(admin));
    copies.push(await startCopy(admin));
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(copies.map(stopCopy));
  });

  it("delivers a message sent through the second copy to a socket on the first", async () => {
    const [first, second] = copies as [Copy, Copy];
    const [ana, ben] = members as [(typeof members)[0], (typeof members)[0]];

    const socket = connect(first.url, {
      transports: ["websocket"],
      extraHeaders: { cookie: await logIn(first, ana.email), origin: first.url },
      reconnection: false,
    });
    sockets.push(socket);
    const heard: ChatMessageEvent[] = [];
    socket.on(CHAT_EVENTS.message, (m: ChatMessageEvent) => heard.push(m));
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("connect_error", reject);
    });

    const res = await fetch(`${second.url}/api/v1/chats/${ana.id}/messages`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: second.url,
        cookie: await logIn(second, ben.email),
      },
      body: JSON.stringify({ text: "Across copies" }),
    });
    expect(res.status).toBe(201);
    const [sent] = ((await res.json()) as { data: ChatMessageEvent[] }).data;

    const [arrived] = await until(
      () => heard,
      (list) => list.length > 0,
    );
    expect(arrived).toEqual({ ...sent, recipient_id: ana.id });
    expect(arrived).toMatchObject({ user_id: ben.id, text: "Across copies" });
  });
});
