import { CHAT_EVENTS, type ChatMessageEvent } from "@topset/shared";
import { io as connect, type Socket } from "socket.io-client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs, ORIGIN, useTestApp, type TestUser } from "../../test/harness.js";
import { api, friends, send } from "./chats.fixtures.js";

const t = useTestApp();
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  url = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});

/** A connected socket of this login that records every chat event it hears. */
async function listener(cookie: string) {
  const socket = connect(url, {
    transports: ["websocket"],
    extraHeaders: { origin: ORIGIN, cookie },
    reconnection: false,
  });
  open.push(socket);
  const heard: { event: string; payload: unknown }[] = [];
  for (const event of Object.values(CHAT_EVENTS))
    socket.on(event, (payload) => heard.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  return heard;
}

async function until(ok: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("chat over the socket", () => {
  it("a message reaches the recipient and the sender's other tabs live, and nobody else", async () => {
    const [a, b] = await friends(t);
    const outsider: TestUser = await createUser(t);
    const [toB, toOtherTabOfA, toOutsider] = await Promise.all([
      listener(b.cookie),
      listener(await loginAs(t, a)),
      listener(outsider.cookie),
    ]);
    const message = await send(t, a, b, "Live!");
    const expected: ChatMessageEvent = { ...message, recipient_id: b.id };
    await until(() => toB.length > 0 && toOtherTabOfA.length > 0);
    expect(toB).toEqual([{ event: CHAT_EVENTS.message, payload: expected }]);
    expect(toOtherTabOfA).toEqual([{ event: CHAT_EVENTS.message, payload: expected }]);

    // Reading tells the reader's own tabs (to clear their badge); deleting tells both members.
    await api(t, "GET", `/chats/${a.id}/messages`, b);
    await until(() => toB.length === 2);
    expect(toB[1]).toEqual({ event: CHAT_EVENTS.read, payload: { user_id: a.id } });
    await api(t, "DELETE", `/chats/messages/${message.id}`, a);
    await until(() => toB.length === 3 && toOtherTabOfA.length === 2);
    expect(toB[2]).toEqual({
      event: CHAT_EVENTS.deleted,
      payload: { id: message.id, user_id: a.id, recipient_id: b.id },
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(toOutsider).toEqual([]);
  });
});
