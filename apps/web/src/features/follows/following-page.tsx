import { useSuspenseQuery } from "@tanstack/react-query";
import type { Followers } from "@topset/shared";
import Button from "react-bootstrap/Button";
import Nav from "react-bootstrap/Nav";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { EmptyState } from "../../components/empty-state";
import { useCurrentUser } from "../../lib/auth-store";
import { FollowList } from "../../components/follow-list";
import { messages } from "../../lib/messages";
import { parseFollowTab, type FollowTab } from "../../lib/follow-target";
import { useOtherProfile } from "../../lib/public-profile.api";
import { followersQuery, useFollowMutation } from "../../lib/follows.api";
import { peopleIcon } from "../../components/icons";
import { useT } from "./i18n";

const tabs: FollowTab[] = ["Followings", "Followers"];
const tabLabels = {
  Followings: "followingPage.tabs.followings",
  Followers: "followingPage.tabs.followers",
} as const;

type FollowUser = Followers["user"];

/** A user's followings and followers in two tabs; on your own page you can unfollow or remove. */
export function FollowingPage() {
  const { username = "" } = useParams();
  const me = useCurrentUser();
  if (me?.username === username) return <WithLists username={username} userId={me.id} own />;
  return <OtherFollowing username={username} />;
}

function OtherFollowing({ username }: { username: string }) {
  const location = useLocation();
  const { userId } = useOtherProfile(username, location.state);
  if (userId === null) return <Following username={username} userId={null} own={false} lists={null} />;
  return <WithLists username={username} userId={userId} own={false} />;
}

function WithLists({ username, userId, own }: { username: string; userId: number; own: boolean }) {
  const { data: lists } = useSuspenseQuery(followersQuery(userId));
  return <Following username={username} userId={userId} own={own} lists={lists} />;
}

type FollowingProps = { username: string; userId: number | null; own: boolean; lists: FollowUser | null };

function Following({ username, userId, own, lists }: FollowingProps) {
  const t = useT();
  const [search] = useSearchParams();
  const location = useLocation();
  const me = useCurrentUser();
  const tab = parseFollowTab(search.get("tab"));
  const mutation = useFollowMutation(me?.id ?? 0);

  let body;
  if (!lists) body = <EmptyState icon={peopleIcon}>{messages.noData}</EmptyState>;
  else if (tab === "Followings") {
    body = (
      <FollowList
        entries={lists.followings}
        action={
          own
            ? (entry) => (
                <Button
                  variant="outline-secondary"
                  className="flex-shrink-0"
                  aria-label={t("followingPage.unfollowLabel", { username: entry.username })}
                  onClick={() => mutation.mutate({ action: "unfollow", target: entry })}
                >
                  {t("followingPage.following")}
                </Button>
              )
            : undefined
        }
      />
    );
  } else {
    body = (
      <FollowList
        entries={lists.followers}
        action={
          own
            ? (entry) => (
                <Button
                  variant="outline-danger"
                  className="flex-shrink-0"
                  aria-label={t("followingPage.removeLabel", { username: entry.username })}
                  onClick={() => mutation.mutate({ action: "removeFollower", target: entry })}
                >
                  {t("followingPage.remove")}
                </Button>
              )
            : undefined
        }
      />
    );
  }

  return (
    <>
      <h1 className="h4 fw-bold mb-3 text-break">
        <Link
          to={paths.profile.href(username)}
          state={userId !== null ? { userId } : undefined}
          className="text-decoration-none text-body"
        >
          @{username}
        </Link>
      </h1>
      <Nav variant="pills" className="nav-fill mb-3" role="tablist">
        {tabs.map((name) => (
          <Nav.Item key={name}>
            <Nav.Link
              as={Link}
              to={paths.following.href(username, name)}
              state={location.state as unknown}
              replace
              active={tab === name}
              role="tab"
              aria-selected={tab === name}
              className="py-2"
            >
              {t(tabLabels[name])}
              {lists && (
                <span className="badge text-bg-secondary ms-2">
                  {name === "Followings" ? lists.followings.length : lists.followers.length}
                </span>
              )}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {body}
    </>
  );
}
