import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import type { Chat } from "@topset/shared";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { Avatar } from "../../components/avatar";
import { EmptyState } from "../../components/empty-state";
import { chatDotsIcon } from "../../components/icons";
import { LoadMoreButton } from "../../components/load-more-button";
import { useCurrentUser } from "../../lib/auth-store";
import { chatTime } from "./chat-time";
import { chatsQuery } from "./chats.api";
import "./chats.css";
import { useT } from "./i18n";

const fullName = (user: Chat["user"]) => [user.first_name, user.last_name].filter(Boolean).join(" ");

function ChatRow({ chat, myId }: { chat: Chat; myId: number }) {
  const t = useT();
  const { user, last_message: last, unread } = chat;
  return (
    <li>
      <Link
        to={paths.chatWith.href(chat.user_id)}
        className="chat-row d-flex align-items-center gap-3 py-2 px-1"
      >
        <Avatar url={user.profile_picture_url} name={user.username} size={44} className="flex-shrink-0" />
        <div className="flex-grow-1 min-w-0">
          <div className="d-flex align-items-baseline gap-2">
            <span className="fw-semibold text-truncate">{user.username}</span>
            <span className="small text-body-secondary text-truncate flex-grow-1">{fullName(user)}</span>
            {last && (
              <time className="small text-body-secondary flex-shrink-0" dateTime={last.created_at}>
                {chatTime(last.created_at)}
              </time>
            )}
          </div>
          <div className="d-flex align-items-center gap-2">
            <span
              className={`small text-truncate flex-grow-1 ${unread ? "fw-semibold" : "text-body-secondary"}`}
            >
              {last
                ? last.user_id === myId
                  ? t("chatsPage.youPrefix", { text: last.text })
                  : last.text
                : t("chatsPage.sayHello")}
            </span>
            {unread > 0 && (
              <span className="badge rounded-pill bg-danger">
                {unread > 99 ? "99+" : unread}
                <span className="visually-hidden"> {t("chatsPage.unread")}</span>
              </span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** The conversations: everyone the member follows who follows them back, newest message first. */
export function ChatsPage() {
  const t = useT();
  const me = useCurrentUser();
  const list = useSuspenseInfiniteQuery(chatsQuery);
  const chats = list.data.pages.flatMap((page) => page.data);
  // NOTE: the user is null only for the moment between a forced logout and the login screen.
  if (!me) return null;
  return (
    <>
      <h1 className="h4 fw-bold mb-3">{t("chatsPage.title")}</h1>
      {chats.length === 0 ? (
        <EmptyState icon={chatDotsIcon}>{t("chatsPage.empty")}</EmptyState>
      ) : (
        <ul className="list-unstyled mb-0 chat-list" aria-label={t("chatsPage.conversations")}>
          {chats.map((chat) => (
            <ChatRow key={chat.user_id} chat={chat} myId={me.id} />
          ))}
        </ul>
      )}
      <LoadMoreButton
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      />
    </>
  );
}
