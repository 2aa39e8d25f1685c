import { usePrefetchQuery, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import Card from "react-bootstrap/Card";
import Nav from "react-bootstrap/Nav";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { EmptyState } from "../../components/empty-state";
import { LoadMoreButton } from "../../components/load-more-button";
import { useCurrentUser } from "../../lib/auth-store";
import { followersQuery } from "../../lib/follows.api";
import { useSettings } from "../../lib/settings-store";
import { ChatLink } from "../../components/chat-link";
import { CommunityCard } from "./community-card";
import { communityFeedQuery, type CommunityScope } from "./community.api";
import "./community.css";
import { Icon } from "../../components/icon";
import { cameraVideoIcon, peopleIcon } from "../../components/icons";
import { useT } from "./i18n";

const scopes = [
  { value: "everyone", label: "communityPage.scopes.everyone" },
  { value: "following", label: "communityPage.scopes.following" },
] as const satisfies readonly { value: CommunityScope; label: string }[];

function CommunityOff() {
  const t = useT();
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="p-4 text-center">
        <Icon svg={peopleIcon} className="fs-1 text-body-secondary d-block mb-2" />
        <h1 className="h5 fw-bold">{t("communityOff.title")}</h1>
        <p className="text-body-secondary">{t("communityOff.text")}</p>
        <Link to={paths.settings.href()} className="btn btn-primary px-4 py-2">
          {t("communityOff.openSettings")}
        </Link>
      </Card.Body>
    </Card>
  );
}

function Feed({ scope, viewerId }: { scope: CommunityScope; viewerId: number }) {
  const t = useT();
  // The cards' follow buttons read the viewer's lists: that call starts together with the feed's.
  usePrefetchQuery(followersQuery(viewerId));
  const feed = useSuspenseInfiniteQuery(communityFeedQuery(scope));
  const sessions = feed.data.pages.flatMap((page) => page.data);
  if (sessions.length === 0) {
    return <EmptyState icon={cameraVideoIcon}>{t("communityPage.empty")}</EmptyState>;
  }
  return (
    <>
      <div className="d-grid gap-3">
        {sessions.map((session) => (
          <CommunityCard key={session.id} session={session} viewerId={viewerId} />
        ))}
      </div>
      <LoadMoreButton
        hasMore={feed.hasNextPage}
        loading={feed.isFetchingNextPage}
        onClick={() => void feed.fetchNextPage()}
      />
    </>
  );
}

/** The community feed: completed sessions with shared videos, from everyone or the people you follow. */
export function CommunityPage() {
  const t = useT();
  const enabled = useSettings((s) => s.community);
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const scope: CommunityScope = search.get("scope") === "following" ? "following" : "everyone";
  if (!user) return null;
  if (!enabled) return <CommunityOff />;

  return (
    <>
      <div className="d-flex align-items-center gap-2 mb-3">
        <h1 className="h4 fw-bold mb-0 flex-grow-1">{t("communityPage.title")}</h1>
        <ChatLink className="btn btn-outline-secondary py-2" />
      </div>
      <Nav
        variant="pills"
        className="nav-fill mb-3"
        role="tablist"
        aria-label={t("communityPage.scopesLabel")}
      >
        {scopes.map(({ value, label }) => (
          <Nav.Item key={value}>
            <Nav.Link
              as="button"
              type="button"
              role="tab"
              aria-selected={scope === value}
              active={scope === value}
              className="w-100 py-2"
              onClick={() => setSearch(value === "everyone" ? {} : { scope: value }, { replace: true })}
            >
              {t(label)}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Feed scope={scope} viewerId={user.id} />
    </>
  );
}
