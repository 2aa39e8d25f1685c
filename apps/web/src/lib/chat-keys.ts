import { queryOptions } from "@tanstack/react-query";
import { chatUnreadSchema, successSchema } from "@topset/shared";
import { api } from "./api-client";

/**
 * The chat's query keys, and the unread total behind the badge on the chat icon. They live here
 * because the badge sits outside the chat screens and the live updates start with the signed-in runtime.
 */
export const chatKeys = {
  all: ["chats"] as const,
  list: ["chats", "list"] as const,
  unread: ["chats", "unread"] as const,
  chat: (userId: number) => ["chats", "chat", userId] as const,
  messages: (userId: number) => ["chats", "messages", userId] as const,
};

const unreadAnswer = successSchema(chatUnreadSchema);

export const chatUnreadQuery = queryOptions({
  queryKey: chatKeys.unread,
  queryFn: async ({ signal }) =>
    (await api.send(unreadAnswer, "/api/v1/chats/unread", { signal })).data[0]?.unread ?? 0,
});
