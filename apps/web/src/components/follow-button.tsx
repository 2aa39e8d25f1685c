import { useSuspenseQuery } from "@tanstack/react-query";
import type { CurrentUser, FollowEntry } from "@topset/shared";
import Button from "react-bootstrap/Button";
import { useCurrentUser } from "../lib/auth-store";
import { followersQuery, useFollowMutation } from "../lib/follows.api";
import { Icon } from "./icon";
import { personCheckIcon, personPlusIcon } from "./icons";
import { useT } from "./i18n";

type FollowButtonProps = { target: FollowEntry; size?: "sm" | "lg"; className?: string };

/** Follow / Following (tap to unfollow) for another user; nothing for yourself. */
export function FollowButton(props: FollowButtonProps) {
  const me = useCurrentUser();
  if (!me || me.id === props.target.id) return null;
  return <Toggle me={me} {...props} />;
}

/** Suspends on the viewer's own lists (cached once for every card of a feed). */
function Toggle({ me, target, size, className = "" }: FollowButtonProps & { me: CurrentUser }) {
  const t = useT();
  const { data: mine } = useSuspenseQuery(followersQuery(me.id));
  const mutation = useFollowMutation(me.id);
  if (!mine) return null;

  const following = mine.followings.some((entry) => entry.id === target.id);
  return (
    <Button
      size={size}
      variant={following ? "outline-secondary" : "primary"}
      className={`follow-button flex-shrink-0 ${className}`}
      disabled={mutation.isPending}
      aria-pressed={following}

      aria-label={t(following ? "followButton.unfollowUser" : "followButton.followUser", {
        username: target.username,
      })}

      onClick={() => mutation.mutate({ action: following ? "unfollow" : "follow", target })}
    >
      <Icon svg={following ? personCheckIcon : personPlusIcon} className="me-1" />
      {following ? t("followButton.following") : t("followButton.follow")}
    </Button>
  );
}
