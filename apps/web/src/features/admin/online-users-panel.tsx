import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { OnlineUser } from "@topset/shared";
import { useEffect, useState } from "react";
import Badge from "react-bootstrap/Badge";
import Card from "react-bootstrap/Card";
import ListGroup from "react-bootstrap/ListGroup";
import Spinner from "react-bootstrap/Spinner";
import { Avatar } from "../../components/avatar";
import { onConnectionChange, onOnlineUsers } from "../../lib/presence";
import { onlineUsersQuery } from "./admin.api";
import { describeAgent } from "./user-agent";
import { Icon } from "../../components/icon";
import { broadcastIcon, circleIcon, circleFillIcon } from "../../components/icons";
import { formatDate, formatNumber } from "../../lib/i18n";
import { useT } from "./i18n";

const hourMinute: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };

function OnlineUserRow({ user }: { user: OnlineUser }) {
  const t = useT();
  return (
    <ListGroup.Item className="d-flex align-items-center gap-3 py-2" data-testid="online-user">
      <Avatar url={user.profile_picture_url} name={user.username} size={32} />
      <div className="flex-grow-1 min-w-0">
        <div className="fw-semibold text-truncate">{user.username}</div>
        <div className="small text-body-secondary text-truncate" title={user.agent}>
          {describeAgent(user.agent)}
          {user.connections > 1 ? t("online.tabs", { count: user.connections }) : ""}
        </div>
      </div>
      <time
        className="small text-body-secondary flex-shrink-0"
        dateTime={user.since}
        title={t("online.since")}
      >
        {formatDate(user.since, hourMinute)}
      </time>
    </ListGroup.Item>
  );
}

/** The admin's live list of who is signed in (docs/product.md, "Admin"). */
export function OnlineUsersPanel() {
  const t = useT();
  const queryClient = useQueryClient();
  // useQuery, not suspending: a widget inside the shown admin home; suspending would blank the screen.
  const { data: users, isPending, isError } = useQuery(onlineUsersQuery());
  const [live, setLive] = useState(false);

  // The server pushes the whole list to admins on every change; it replaces what the panel shows.
  useEffect(
    () => onOnlineUsers((next) => queryClient.setQueryData(onlineUsersQuery().queryKey, next)),
    [queryClient],
  );
  useEffect(() => onConnectionChange(setLive), []);

  return (
    <Card className="online-users-panel h-100" aria-labelledby="online-users-title">
      <Card.Header className="d-flex align-items-center gap-2">
        <Icon svg={broadcastIcon} />
        <h2 id="online-users-title" className="h6 mb-0 me-auto">
          {t("online.title")}
        </h2>
        <span
          className={`small ${live ? "text-success" : "text-body-secondary"}`}
          title={live ? t("online.liveTitle") : t("online.reconnectingTitle")}
        >
          <Icon svg={live ? circleFillIcon : circleIcon} className="me-1" style={{ fontSize: "0.5rem" }} />
          {live ? t("online.live") : t("online.reconnecting")}
        </span>
        <Badge
          bg="primary"
          pill
          aria-label={t("online.count", { n: formatNumber(users?.length ?? 0) })}
          data-testid="online-count"
        >
          {users?.length ?? 0}
        </Badge>
      </Card.Header>
      {isPending ? (
        <Card.Body className="text-center py-4">
          <Spinner animation="border" size="sm" role="status" aria-label={t("online.loading")} />
        </Card.Body>
      ) : isError ? (
        <Card.Body className="text-danger small">{t("online.failed")}</Card.Body>
      ) : users.length === 0 ? (
        <Card.Body className="text-body-secondary small">{t("online.nobody")}</Card.Body>
      ) : (
        <ListGroup variant="flush" className="overflow-auto" style={{ maxHeight: "24rem" }}>
          {users.map((user) => (
            <OnlineUserRow key={user.id} user={user} />
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
