import { useQuery } from "@tanstack/react-query";
import type { FollowEntry } from "@topset/shared";
import Button from "react-bootstrap/Button";
import { useCurrentUser } from "../../lib/auth-store";
import { followersQuery, useFollowMutation } from "./follows.api";

type FollowButtonProps = { target: FollowEntry; size?: "sm" | "lg"; className?: string };

/** Follow / Following (tap to unfollow) for another user; nothing for yourself. */
export function FollowButton({ target, size, className = "" }: FollowButtonProps) {
  const me = useCurrentUser();
  const myId = me?.id ?? 0;
  const lists = useQuery({ ...followersQuery(myId), enabled: myId > 0 });
  const mutation = useFollowMutation(myId);
  if (!me || me.id === target.id || !lists.data) return null;

  const following = lists.data.followings.some((entry) => entry.id === target.id);
  return (
    <Button
      size={size}
      variant={following ? "outline-secondary" : "primary"}
      className={`follow-button flex-shrink-0 ${className}`}
      disabled={mutation.isPending}
      aria-pressed={following}
      aria-label={following ? `Unfollow ${target.username}` : `Follow ${target.username}`}
      onClick={() => mutation.mutate({ action: following ? "unfollow" : "follow", target })}
    >
      <i className={`bi ${following ? "bi-person-check" : "bi-person-plus"} me-1`} aria-hidden="true" />
      {following ? "Following" : "Follow"}
    </Button>
  );
}
