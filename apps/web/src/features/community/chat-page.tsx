import { useQuery } from "@tanstack/react-query";
import { PageSpinner } from "../../components/page-spinner";
import { useCurrentUser } from "../../lib/auth-store";
import { FollowList } from "../follows/follow-list";
import { followersQuery } from "../follows/follows.api";

/** My followers and followings, read-only (the chat itself is not built yet). */
export function ChatPage() {
  const me = useCurrentUser();
  const lists = useQuery({ ...followersQuery(me?.id ?? 0), enabled: Boolean(me) });
  if (!me) return null;
  if (lists.isPending) return <PageSpinner />;
  const followers = lists.data?.followers ?? [];
  const followings = lists.data?.followings ?? [];
  return (
    <>
      <h1 className="h4 fw-bold mb-3">Chat</h1>
      <section className="mb-4" aria-labelledby="chat-followings">
        <h2 id="chat-followings" className="h6 text-uppercase text-body-secondary mb-2">
          Following ({followings.length})
        </h2>
        <FollowList entries={followings} />
      </section>
      <section aria-labelledby="chat-followers">
        <h2 id="chat-followers" className="h6 text-uppercase text-body-secondary mb-2">
          Followers ({followers.length})
        </h2>
        <FollowList entries={followers} />
      </section>
    </>
  );
}
