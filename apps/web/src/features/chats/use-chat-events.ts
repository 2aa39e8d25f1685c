import { useQueryClient } from "@tanstack/react-query";
import { CHAT_EVENTS, type ChatDeletedEvent, type ChatMessageEvent } from "@topset/shared";
import { useEffect } from "react";
import { chatKeys } from "../../lib/chat-keys";
import { onSocketEvent } from "../../lib/presence";
import { withMessage, withoutMessage } from "./chat-cache";
import { markChatRead, type MessagePages } from "./chats.api";

/**
 * Applies the socket's chat events to the open conversation with `peerId`: new messages appear (and,
 * from the other member while the screen is in view, are read at once), deleted ones go away.
 */
export function useChatEvents(myId: number, peerId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const key = chatKeys.messages(peerId);
    const inThisChat = (e: { user_id: number; recipient_id: number }) =>
      (e.user_id === peerId && e.recipient_id === myId) || (e.user_id === myId && e.recipient_id === peerId);
    const offMessage = onSocketEvent<ChatMessageEvent>(CHAT_EVENTS.message, (event) => {
      if (!inThisChat(event)) return;
      const { recipient_id: _recipient, ...message } = event;
      queryClient.setQueryData<MessagePages>(key, (data) => withMessage(data, message));
      if (event.user_id === peerId && document.visibilityState === "visible") {
        void markChatRead(peerId, queryClient).catch(() => undefined);
      }
    });
    const offDeleted = onSocketEvent<ChatDeletedEvent>(CHAT_EVENTS.deleted, (event) => {
      if (inThisChat(event))
        queryClient.setQueryData<MessagePages>(key, (data) => withoutMessage(data, event.id));
    });
    // Back after a dropped connection: what was missed comes with the newest page.
    const offReconnect = onSocketEvent(
      "connect",
      () => void queryClient.invalidateQueries({ queryKey: key }),
    );
    return () => {
      offMessage();
      offDeleted();
      offReconnect();
    };
  }, [queryClient, myId, peerId]);
}
