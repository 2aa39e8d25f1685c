import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatReads, messages } from "../../db/schema/index.js";
import { errorPaths } from "../../test/fixtures/training.js";
import { createUser, request, useTestApp } from "../../test/harness.js";
import { api, chatsOf, follow, friends, messagesOf, send, unreadOf } from "./chats.fixtures.js";

const t = useTestApp();

describe("GET /api/v1/chats", () => {
  it("lists the members who follow each other, newest conversation first, with the last message and unread", async () => {
    const [a, b] = await friends(t);
    const [c, oneWay] = await Promise.all([createUser(t), createUser(t)]);
    await follow(t, a, c);
    await follow(t, c, a);
    await follow(t, a, oneWay);

    const before = await chatsOf(t, a);
    expect(before.map((chat) => chat.user_id).sort()).toEqual([b.id, c.id].sort());
    expect(before[0]).toMatchObject({ last_message: null, unread: 0 });
    expect(before[0]!.user).toEqual({
      id: before[0]!.user_id,
      username: expect.any(String),
      first_name: null,
      last_name: null,
      profile_picture_url: null,
    });
    expect(JSON.stringify(before)).not.toContain("@example.test");

    await send(t, b, a, "first");
    await send(t, b, a, "second");
    const last = await send(t, c, a, "newest");
    const after = await chatsOf(t, a);
    expect(after.map((chat) => [chat.user_id, chat.unread])).toEqual([
      [c.id, 1],
      [b.id, 2],
    ]);
    expect(after[0]!.last_message).toEqual(last);
    // The sender's own messages never count as unread for them.
    expect((await chatsOf(t, b))[0]).toMatchObject({ user_id: a.id, unread: 0 });
  });

  it("pages with perPage and currentPage", async () => {
    const [a, b] = await friends(t);
    const c = await createUser(t);
    await follow(t, a, c);
    await follow(t, c, a);
    await send(t, a, b, "hello");
    const res = await api(t, "GET", "/chats?perPage=1&currentPage=2", a);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((chat: { user_id: number }) => chat.user_id)).toEqual([c.id]);
    expect(body.pagination).toMatchObject({ total: 2, lastPage: 2, perPage: 1, currentPage: 2 });
  });

  it("keeps an earlier conversation after an unfollow, read-only", async () => {
    const [a, b] = await friends(t);
    await send(t, a, b, "hi");
    await api(t, "DELETE", `/users/${b.id}/follow`, a);
    expect((await chatsOf(t, a)).map((chat) => chat.user_id)).toEqual([b.id]);
    const details = await api(t, "GET", `/chats/${b.id}`, a);
    expect(details.json().data[0]).toMatchObject({ user_id: b.id, can_write: false, blocked: false });
    expect((await api(t, "POST", `/chats/${a.id}/messages`, b, { text: "hey" })).statusCode).toBe(403);
    expect((await messagesOf(t, b, a)).map((m) => m.text)).toEqual(["hi"]);
  });

  it("needs a login (401) on every chat call", async () => {
    const b = await createUser(t);
    const calls = [
      ["GET", "/chats"],
      ["GET", "/chats/unread"],
      ["GET", `/chats/${b.id}`],
      ["GET", `/chats/${b.id}/messages`],
      ["POST", `/chats/${b.id}/messages`],
      ["POST", `/chats/${b.id}/read`],
      ["DELETE", "/chats/messages/1"],
      ["POST", `/chats/${b.id}/block`],
      ["DELETE", `/chats/${b.id}/block`],
    ] as const;
    for (const [method, url] of calls) {
      const res = await api(t, method, url, undefined, method === "POST" ? { text: "x" } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe("POST /api/v1/chats/:userId/messages", () => {
  it("sends a trimmed message (201) from the session's member", async () => {
    const [a, b] = await friends(t);
    const res = await api(t, "POST", `/chats/${b.id}/messages`, a, {
      text: "  Nice squat!  ",
      user_id: b.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json().data[0];
    expect(message).toEqual({
      id: expect.any(Number),
      user_id: a.id,
      text: "Nice squat!",
      created_at: expect.any(String),
    });
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row).toMatchObject({ senderId: a.id, recipientId: b.id, text: "Nice squat!" });
  });

  it("refuses an empty, blank, missing or too long text (400 on text)", async () => {
    const [a, b] = await friends(t);
    for (const payload of [{ text: "" }, { text: "   \n " }, {}, { text: "x".repeat(2001) }, { text: 5 }]) {
      const res = await api(t, "POST", `/chats/${b.id}/messages`, a, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorPaths(res)).toEqual(["text"]);
    }
    expect((await api(t, "POST", `/chats/${b.id}/messages`, a, { text: "x".repeat(2000) })).statusCode).toBe(
      201,
    );
    const empty = await api(t, "POST", `/chats/${b.id}/messages`, a, { text: "" });
    expect(empty.json().errors[0].msg).toBe("Message cannot be empty");
  });

  it("refuses yourself and bad ids (400 on userId), unknown members (404)", async () => {
    const a = await createUser(t);
    const self = await api(t, "POST", `/chats/${a.id}/messages`, a, { text: "me" });
    expect(self.statusCode).toBe(400);
    expect(errorPaths(self)).toEqual(["userId"]);
    const bad = await api(t, "POST", "/chats/abc/messages", a, { text: "x" });
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(["userId"]);
    expect((await api(t, "POST", "/chats/999999999/messages", a, { text: "x" })).statusCode).toBe(404);
  });

  it("refuses members who do not follow each other (403), in both directions of a one-way follow", async () => {
    const [a, b, stranger] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    await follow(t, a, b);
    for (const [from, to] of [
      [a, b],
      [b, a],
      [a, stranger],
    ] as const) {
      const res = await api(t, "POST", `/chats/${to.id}/messages`, from, { text: "hello" });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("You can only message members who follow you and whom you follow.");
    }
    expect(await t.database.db.$count(messages, eq(messages.senderId, a.id))).toBe(0);
  });
});

describe("GET /api/v1/chats/:userId/messages", () => {
  it("answers the newest page oldest to newest, and older pages before a message", async () => {
    const [a, b] = await friends(t);
    const sent = [];
    for (let i = 1; i <= 5; i++) sent.push(await send(t, i % 2 ? a : b, i % 2 ? b : a, `m${i}`));
    expect((await messagesOf(t, a, b)).map((m) => m.text)).toEqual(["m1", "m2", "m3", "m4", "m5"]);
    const newest = await messagesOf(t, b, a, "?perPage=2");
    expect(newest.map((m) => [m.text, m.user_id])).toEqual([
      ["m4", b.id],
      ["m5", a.id],
    ]);
    const older = await messagesOf(t, b, a, `?perPage=2&before=${newest[0]!.id}`);
    expect(older.map((m) => m.text)).toEqual(["m2", "m3"]);
    expect((await messagesOf(t, b, a, `?perPage=2&before=${sent[0]!.id}`)).length).toBe(0);
  });

  it("shows only the pair's messages", async () => {
    const [a, b] = await friends(t);
    const c = await createUser(t);
    await follow(t, a, c);
    await follow(t, c, a);
    await send(t, a, b, "to b");
    await send(t, a, c, "to c");
    expect((await messagesOf(t, c, a)).map((m) => m.text)).toEqual(["to c"]);
  });

  it("reading the newest page marks the conversation read; an older page does not", async () => {
    const [a, b] = await friends(t);
    const c = await createUser(t);
    await follow(t, a, c);
    await follow(t, c, a);
    const first = await send(t, b, a, "one");
    const second = await send(t, b, a, "two");
    await send(t, c, a, "three");
    expect(await unreadOf(t, a)).toBe(3);
    await messagesOf(t, a, b, `?before=${first.id + 100}`);
    expect(await unreadOf(t, a)).toBe(3);
    await messagesOf(t, a, b);
    expect(await unreadOf(t, a)).toBe(1);
    expect((await chatsOf(t, a)).map((chat) => [chat.user_id, chat.unread])).toEqual([
      [c.id, 1],
      [b.id, 0],
    ]);
    const [marker] = await t.database.db
      .select()
      .from(chatReads)
      .where(and(eq(chatReads.userId, a.id), eq(chatReads.peerId, b.id)));
    expect(marker!.lastReadMessageId).toBe(second.id);
  });

  it("refuses a cross-site navigation (403), which would mark the conversation read", async () => {
    const [a, b] = await friends(t);
    await send(t, b, a, "unread");
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.test" }]) {
      const res = await request(t, { method: "GET", url: `/api/v1/chats/${b.id}/messages`, as: a, headers });
      expect(res.statusCode).toBe(403);
    }
    expect(await unreadOf(t, a)).toBe(1);
  });

  it("refuses bad paging values (400 with the field)", async () => {
    const [a, b] = await friends(t);
    for (const [query, field] of [
      ["?before=abc", "before"],
      ["?before=0", "before"],
      ["?perPage=0", "perPage"],
    ] as const) {
      const res = await api(t, "GET", `/chats/${b.id}/messages${query}`, a);
      expect(res.statusCode, query).toBe(400);
      expect(errorPaths(res)).toEqual([field]);
    }
  });
});

describe("POST /api/v1/chats/:userId/read and GET /api/v1/chats/unread", () => {
  it("marks one conversation read and answers the new total", async () => {
    const [a, b] = await friends(t);
    await send(t, b, a, "one");
    await send(t, b, a, "two");
    expect(await unreadOf(t, a)).toBe(2);
    const res = await api(t, "POST", `/chats/${b.id}/read`, a);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ unread: 0 }]);
    expect(await unreadOf(t, a)).toBe(0);
    expect(await unreadOf(t, b)).toBe(0);
  });

  it("answers 404 for an unknown member and 400 for yourself", async () => {
    const a = await createUser(t);
    expect((await api(t, "POST", "/chats/999999999/read", a)).statusCode).toBe(404);
    expect((await api(t, "POST", `/chats/${a.id}/read`, a)).statusCode).toBe(400);
  });
});

describe("GET /api/v1/chats/:userId", () => {
  it("opens a conversation with what the caller may do in it", async () => {
    const [a, b] = await friends(t);
    const last = await send(t, b, a, "hey");
    const res = await api(t, "GET", `/chats/${b.id}`, a);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      user_id: b.id,
      user: { id: b.id, username: b.username },
      last_message: last,
      unread: 1,
      can_write: true,
      blocked: false,
    });
    expect((await api(t, "GET", "/chats/999999999", a)).statusCode).toBe(404);
    expect((await api(t, "GET", "/chats/0", a)).statusCode).toBe(400);
  });
});
