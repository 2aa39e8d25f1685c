import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../lib/routing/paths";
import { chatUnreadQuery } from "../lib/chat-keys";
import { Icon } from "./icon";
import { chatDotsIcon } from "./icons";
import { useT } from "./i18n";

/** The way into the chat: its icon with the unread count on it, kept live by lib/chat-live. */
export function ChatLink({ className = "" }: { className?: string }) {
  const t = useT();
  const { data: unread = 0 } = useQuery(chatUnreadQuery);
  const shown = unread > 99 ? "99+" : String(unread);
  return (
    <Link
      to={paths.chat.href()}
      className={`chat-link position-relative ${className}`}
      aria-label={unread ? t("chatLink.unread", { shown }) : t("chatLink.chat")}
    >
      <Icon svg={chatDotsIcon} />
      {unread > 0 && (
        <span
          className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger"
          aria-hidden="true"
          data-testid="chat-unread-badge"
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
