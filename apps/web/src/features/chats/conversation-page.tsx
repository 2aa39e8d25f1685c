import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useCurrentUser } from "../../lib/auth-store";
import { allMessages } from "./chat-cache";
import { chatQuery, messagesQuery } from "./chats.api";
import { Composer } from "./composer";
import { ConversationHeader } from "./conversation-header";
import { MessageList } from "./message-list";
import { useChatEvents } from "./use-chat-events";
import "./chats.css";
import { useT } from "./i18n";

/** One conversation: the other member, the messages oldest to newest (live), and the message box. */
export function ConversationPage() {
  const me = useCurrentUser();
  const peerId = Number(useParams().user_id);
  // NOTE: the user is null only for the moment between a forced logout and the login screen.
  return me ? <Conversation myId={me.id} peerId={peerId} /> : null;
}

function Conversation({ myId, peerId }: { myId: number; peerId: number }) {
  const t = useT();
  const { data: chat } = useSuspenseQuery(chatQuery(peerId));
  const pages = useSuspenseInfiniteQuery(messagesQuery(peerId));
  useChatEvents(myId, peerId);
  const messages = allMessages(pages.data);

  return (
    <div className="chat-screen d-flex flex-column">
      <ConversationHeader chat={chat} />
      {pages.hasNextPage && (
        <button
          type="button"
          className="btn btn-link btn-sm align-self-center mb-2"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? t("conversation.loading") : t("conversation.earlier")}
        </button>
      )}
      {messages.length === 0 && (
        <p className="text-center text-body-secondary small my-4">
          {t("conversation.noMessages", { username: chat.user.username })}
        </p>
      )}
      <MessageList messages={messages} myId={myId} peerId={peerId} />
      {chat.can_write ? (
        <Composer userId={peerId} username={chat.user.username} />
      ) : (
        <p className="chat-composer small text-body-secondary text-center py-3 mb-0" role="status">
          {chat.blocked
            ? t("conversation.youBlocked", { username: chat.user.username })
            : t("conversation.mustFollow", { username: chat.user.username })}
        </p>
      )}
    </div>
  );
}
