import type { FollowEntry } from "@topset/shared";
import type { ReactNode } from "react";
import ListGroup from "react-bootstrap/ListGroup";
import { Link } from "react-router";
import { paths } from "../lib/routing/paths";
import { Avatar } from "./avatar";
import { EmptyState } from "./empty-state";
import { peopleIcon } from "./icons";
import { messages } from "../lib/messages";

export const fullName = (entry: FollowEntry) => [entry.first_name, entry.last_name].filter(Boolean).join(" ");

type FollowListProps = { entries: FollowEntry[]; action?: (entry: FollowEntry) => ReactNode };

/** Users as rows: avatar, @username and full name linking to the profile, an optional button at the end. */
export function FollowList({ entries, action }: FollowListProps) {
  if (entries.length === 0) return <EmptyState icon={peopleIcon}>{messages.noData}</EmptyState>;
  return (
    <ListGroup className="shadow-sm">
      {entries.map((entry) => (
        <ListGroup.Item key={entry.id} className="d-flex align-items-center gap-3 py-3">
          <Link
            to={paths.profile.href(entry.username)}
            state={{ userId: entry.id }}
            className="d-flex align-items-center gap-3 flex-grow-1 min-w-0 text-decoration-none text-body"
          >
            <Avatar name={entry.username} size={44} />
            <span className="min-w-0">
              <span className="d-block fw-semibold text-truncate">@{entry.username}</span>
              {fullName(entry) && (
                <span className="d-block small text-body-secondary text-truncate">{fullName(entry)}</span>
              )}
            </span>
          </Link>
          {action?.(entry)}
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
