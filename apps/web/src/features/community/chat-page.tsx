import { useSuspenseQuery } from "@tanstack/react-query";
import { FollowList } from "../../components/follow-list";
import { useCurrentUser } from "../../lib/auth-store";
import { followersQuery } from "../../lib/follows.api";

/** My followers and followings, read-only (the chat itself is not built yet). */
export function ChatPage() {
  const me = useCurrentUser();
  // NOTE: the user is null only for the moment between a forced logout and the login screen.
  return me ? <Chat myId={me.id} /> : null;
}

function Chat({ myId }: { myId: number }) {
  const { data: lists } = useSuspenseQuery(followersQuery(myId));
  const followers = lists?.followers ?? [];
  const followings = lists?.followings ?? [];
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
