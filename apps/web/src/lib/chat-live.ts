import type { QueryClient } from "@tanstack/react-query";
import { CHAT_EVENTS } from "@topset/shared";
import { onSocketEvent } from "./presence";

/**
 * The queries a chat event makes stale: the conversation list and the unread badge (chatKeys.list and
 * chatKeys.unread). NOTE: written out rather than imported from chat-keys, which would be one more
 * file on the dashboard's first screen (decision 026's budget); chat-live.test.ts keeps them equal.
 */
export const CHAT_LIVE_KEYS = [
  ["chats", "list"],
  ["chats", "unread"],
] as const;

/**
 * Keeps the conversation list and the unread badge current: any chat event the server pushes (a new
 * message, a deletion, a read in another tab) marks them stale, and so does a reconnect, which may have
 * missed some. An open conversation applies the events itself (features/chats).
 */
export function startChatLive(queryClient: QueryClient) {
  const stale = () => {
    for (const queryKey of CHAT_LIVE_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
  for (const event of [...Object.values(CHAT_EVENTS), "connect"]) onSocketEvent(event, stale);
}
