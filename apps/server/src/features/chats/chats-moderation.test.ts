import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatBlocks, messages, users } from "../../db/schema/index.js";
import { createUser, useTestApp } from "../../test/harness.js";
import { api, chatsOf, follow, friends, messagesOf, send, unreadOf } from "./chats.fixtures.js";
import { chatSendLimit } from "./chats.routes.js";

const t = useTestApp();

describe("DELETE /api/v1/chats/messages/:id", () => {
  it("deletes the caller's own message for both members", async () => {
    const [a, b] = await friends(t);
    const kept = await send(t, a, b, "kept");
    const gone = await send(t, a, b, "oops");
    const res = await api(t, "DELETE", `/chats/messages/${gone.id}`, a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([{ id: gone.id }]);
    expect((await messagesOf(t, b, a)).map((m) => m.id)).toEqual([kept.id]);
    expect((await chatsOf(t, b))[0]!.last_message).toEqual(kept);
  });

  it("refuses the other member's message (403) and anyone else's (404)", async () => {
    const [a, b] = await friends(t);
    const [c, d] = await friends(t);
    const fromB = await send(t, b, a, "mine, says b");
    const elsewhere = await send(t, c, d, "not yours");
    const other = await api(t, "DELETE", `/chats/messages/${fromB.id}`, a);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("You can only delete your own messages.");
    expect((await api(t, "DELETE", `/chats/messages/${elsewhere.id}`, a)).statusCode).toBe(404);
    expect((await api(t, "DELETE", "/chats/messages/2147483647", a)).statusCode).toBe(404);
    expect((await api(t, "DELETE", "/chats/messages/x", a)).statusCode).toBe(400);
    expect(await t.database.db.$count(messages, eq(messages.id, fromB.id))).toBe(1);
    expect(await t.database.db.$count(messages, eq(messages.id, elsewhere.id))).toBe(1);
  });
});

describe("POST and DELETE /api/v1/chats/:userId/block", () => {
  it("a block stops messages both ways (403) and keeps the conversation readable; unblocking allows them again", async () => {
    const [a, b] = await friends(t);
    await send(t, a, b, "before the block");
    const res = await api(t, "POST", `/chats/${b.id}/block`, a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([{ user_id: b.id, blocked: true }]);
    expect((await api(t, "POST", `/chats/${b.id}/block`, a)).statusCode).toBe(200);
    expect(await t.database.db.$count(chatBlocks, eq(chatBlocks.blockerId, a.id))).toBe(1);

    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const refused = await api(t, "POST", `/chats/${to.id}/messages`, from, { text: "hello?" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("You cannot message this member.");
    }
    expect((await messagesOf(t, b, a)).map((m) => m.text)).toEqual(["before the block"]);
    expect((await api(t, "GET", `/chats/${b.id}`, a)).json().data[0]).toMatchObject({
      can_write: false,
      blocked: true,
    });
    // The blocked member is not told who blocked whom.
    expect((await api(t, "GET", `/chats/${a.id}`, b)).json().data[0]).toMatchObject({
      can_write: false,
      blocked: false,
    });

    const unblock = await api(t, "DELETE", `/chats/${b.id}/block`, a);
    expect(unblock.json().data).toEqual([{ user_id: b.id, blocked: false }]);
    await send(t, b, a, "back again");
  });

  it("only the blocker can lift a block", async () => {
    const [a, b] = await friends(t);
    await api(t, "POST", `/chats/${a.id}/block`, b);
    await api(t, "DELETE", `/chats/${b.id}/block`, a);
    expect((await api(t, "POST", `/chats/${b.id}/messages`, a, { text: "hi" })).statusCode).toBe(403);
  });

  it("refuses yourself (400), unknown members (404) and needs no follow", async () => {
    const [a, stranger] = await Promise.all([createUser(t), createUser(t)]);
    expect((await api(t, "POST", `/chats/${a.id}/block`, a)).statusCode).toBe(400);
    expect((await api(t, "POST", "/chats/999999999/block", a)).statusCode).toBe(404);
    expect((await api(t, "POST", `/chats/${stranger.id}/block`, a)).statusCode).toBe(200);
  });
});

describe("disabled members", () => {
  it("their conversation and its unread messages disappear, and they cannot be written to", async () => {
    const [a, b] = await friends(t);
    const c = await createUser(t);
    await follow(t, a, c);
    await follow(t, c, a);
    await send(t, b, a, "from b");
    await send(t, c, a, "from c");
    await t.database.db.update(users).set({ deleted: true }).where(eq(users.id, b.id));
    expect((await chatsOf(t, a)).map((chat) => chat.user_id)).toEqual([c.id]);
    expect(await unreadOf(t, a)).toBe(1);
    expect((await api(t, "GET", `/chats/${b.id}/messages`, a)).statusCode).toBe(404);
    expect((await api(t, "POST", `/chats/${b.id}/messages`, a, { text: "hi" })).statusCode).toBe(404);
  });
});

describe("rate limit", () => {
  it(`answers 429 past ${chatSendLimit.max} messages a minute`, async () => {
    const [a, b] = await friends(t);
    for (let i = 0; i < chatSendLimit.max; i++) await send(t, a, b, `m${i}`);
    const res = await api(t, "POST", `/chats/${b.id}/messages`, a, { text: "one too many" });
    expect(res.statusCode).toBe(429);
    expect(await t.database.db.$count(messages, eq(messages.senderId, a.id))).toBe(chatSendLimit.max);
    // The other member is counted apart.
    await send(t, b, a, "my turn");
  });
});
