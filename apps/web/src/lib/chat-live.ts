import type { QueryClient } from "@tanstack/react-query";
import { CHAT_EVENTS } from "@topset/shared";
import { chatKeys } from "./chat-keys";
import { onSocketEvent } from "./presence";

/**
 * Keeps the conversation list and the unread badge current: any chat event the server pushes (a new
 * message, a deletion, a read in another tab) marks them stale, and so does a reconnect, which may have
 * missed some. An open conversation applies the events itself (features/chats).
 */
export function startChatLive(queryClient: QueryClient) {
  const stale = () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
  };
  for (const event of [...Object.values(CHAT_EVENTS), "connect"]) onSocketEvent(event, stale);
}
