import type { ChatDetails } from "@topset/shared";
import Dropdown from "react-bootstrap/Dropdown";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { Avatar } from "../../components/avatar";
import { Icon } from "../../components/icon";
import { slashCircleIcon, threeDotsVerticalIcon } from "../../components/icons";
import { useBlock } from "./chats.api";
import { useT } from "./i18n";

/** Who the conversation is with, and its menu: their profile, block or unblock. */
export function ConversationHeader({ chat }: { chat: ChatDetails }) {
  const t = useT();
  const block = useBlock(chat.user_id, chat.user.username);
  const { user } = chat;
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ");
  return (
    <div className="d-flex align-items-center gap-2 pb-2 mb-2 border-bottom">
      <Link
        to={paths.profile.href(user.username)}
        className="d-flex align-items-center gap-2 flex-grow-1 min-w-0 text-decoration-none"
      >
        <Avatar url={user.profile_picture_url} name={user.username} size={40} className="flex-shrink-0" />
        <span className="min-w-0">
          <span className="d-block fw-semibold text-truncate text-body">{user.username}</span>
          {name && <span className="d-block small text-body-secondary text-truncate">{name}</span>}
        </span>
      </Link>
      <Dropdown align="end">
        <Dropdown.Toggle variant="link" className="header-icon no-caret" aria-label={t("header.menu")}>
          <Icon svg={threeDotsVerticalIcon} />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Item as={Link} to={paths.profile.href(user.username)}>
            {t("header.viewProfile")}
          </Dropdown.Item>
          <Dropdown.Item
            as="button"
            className={chat.blocked ? "" : "text-danger"}
            disabled={block.isPending}
            onClick={() => block.mutate(!chat.blocked)}
          >
            <Icon svg={slashCircleIcon} className="me-2" />
            {t(chat.blocked ? "header.unblock" : "header.block", { username: user.username })}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
