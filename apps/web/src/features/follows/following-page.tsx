import { useQuery } from "@tanstack/react-query";
import Button from "react-bootstrap/Button";
import Nav from "react-bootstrap/Nav";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { paths } from "../../app/paths";
import { EmptyState } from "../../components/empty-state";
import { PageSpinner } from "../../components/page-spinner";
import { useCurrentUser } from "../../lib/auth-store";
import { FollowList, NO_DATA_TEXT } from "./follow-list";
import { parseFollowTab, type FollowTab } from "./follow-target";
import { useOtherProfile } from "./public-profile";
import { followersQuery, useFollowMutation } from "./follows.api";

const tabs: FollowTab[] = ["Followings", "Followers"];

/** A user's followings and followers in two tabs; on your own page you can unfollow or remove. */
export function FollowingPage() {
  const { username = "" } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const me = useCurrentUser();
  const tab = parseFollowTab(search.get("tab"));
  const own = me?.username === username;
  const other = useOtherProfile(username, location.state, !own);
  const userId = own ? (me?.id ?? null) : other.userId;
  const lists = useQuery({ ...followersQuery(userId ?? 0), enabled: userId !== null });
  const mutation = useFollowMutation(me?.id ?? 0);

  let body;
  if (userId === null && other.isPending) body = <PageSpinner />;
  else if (userId === null) body = <EmptyState icon="bi-people">{NO_DATA_TEXT}</EmptyState>;
  else if (lists.isPending) body = <PageSpinner />;
  else if (lists.isError || !lists.data) body = <EmptyState icon="bi-people">{NO_DATA_TEXT}</EmptyState>;
  else if (tab === "Followings") {
    body = (
      <FollowList
        entries={lists.data.followings}
        action={
          own
            ? (entry) => (
                <Button
                  variant="outline-secondary"
                  className="flex-shrink-0"
                  aria-label={`Unfollow ${entry.username}`}
                  onClick={() => mutation.mutate({ action: "unfollow", target: entry })}
                >
                  Following
                </Button>
              )
            : undefined
        }
      />
    );
  } else {
    body = (
      <FollowList
        entries={lists.data.followers}
        action={
          own
            ? (entry) => (
                <Button
                  variant="outline-danger"
                  className="flex-shrink-0"
                  aria-label={`Remove follower ${entry.username}`}
                  onClick={() => mutation.mutate({ action: "removeFollower", target: entry })}
                >
                  Remove
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
              {name}
              {lists.data && (
                <span className="badge text-bg-secondary ms-2">
                  {name === "Followings" ? lists.data.followings.length : lists.data.followers.length}
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
