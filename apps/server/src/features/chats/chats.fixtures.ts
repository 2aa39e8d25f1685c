import type { Chat, ChatMessage } from "@topset/shared";
import { expect } from "vitest";
import { createUser, request, type TestApp, type TestUser } from "../../test/harness.js";

export const api = (
  t: TestApp,
  method: "GET" | "POST" | "DELETE",
  url: string,
  as?: TestUser,
  payload?: object,
) => request(t, { method, url: `/api/v1${url}`, as, ...(payload ? { payload } : {}) });

export async function follow(t: TestApp, who: TestUser, whom: TestUser) {
  const res = await api(t, "POST", `/users/${whom.id}/follow`, who);
  expect(res.statusCode, res.body).toBe(201);
}

/** Two fresh members who follow each other. */
export async function friends(t: TestApp): Promise<[TestUser, TestUser]> {
  const [a, b] = await Promise.all([createUser(t), createUser(t)]);
  await follow(t, a, b);
  await follow(t, b, a);
  return [a, b];
}

export async function send(t: TestApp, from: TestUser, to: TestUser, text: string): Promise<ChatMessage> {
  const res = await api(t, "POST", `/chats/${to.id}/messages`, from, { text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: ChatMessage[] }>().data[0]!;
}

export async function chatsOf(t: TestApp, user: TestUser, query = ""): Promise<Chat[]> {
  const res = await api(t, "GET", `/chats${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Chat[] }>().data;
}

export async function unreadOf(t: TestApp, user: TestUser): Promise<number> {
  const res = await api(t, "GET", "/chats/unread", user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { unread: number }[] }>().data[0]!.unread;
}

export async function messagesOf(t: TestApp, user: TestUser, peer: TestUser, query = "") {
  const res = await api(t, "GET", `/chats/${peer.id}/messages${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ChatMessage[] }>().data;
}
