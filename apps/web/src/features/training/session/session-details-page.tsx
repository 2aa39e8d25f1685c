import { useSuspenseQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { paths } from "../../../lib/routing/paths";
import { UnauthorizedRedirect } from "../../../components/unauthorized-redirect";
import { useCurrentUser } from "../../../lib/auth-store";
import { syncedId } from "../../../lib/outbox/sync";
import type { SessionDetails } from "@topset/shared";
import { athletesQuery } from "../../../lib/coaching";
import { SessionDetailsView } from "./session-details-view";
import { SessionReadOnlyView } from "./session-read-only-view";
import { sessionQuery } from "../../../lib/training-session";
import "../sessions/sessions.css";
import "./session-details.css";

/**
 * /dashboard/sessions/:sid: the owner's editor; an athlete's session read-only for their coach; any
 * other session goes to the unauthorized screen, whether the server refused it (404) or answered its
 * shared view (which the community screens show, not this editor).
 */
export function SessionDetailsPage() {
  const sid = Number(useParams().sid);
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { data: session } = useSuspenseQuery(sessionQuery(sid));
  // A session started on this device lives under its client id until it syncs, then moves to the server's.
  const synced = sid < 0 ? (session && session.id > 0 ? session.id : syncedId(sid)) : undefined;
  // NOTE: the editor stays on screen while the address changes, so what the lifter opened in the
  // meantime (the exercise picker, tapped right after "Start session") is not closed by the move,
  // and the page keeps its scroll (the next set stays where the thumb is).
  useEffect(() => {
    if (synced !== undefined)
      void navigate(paths.sessionDetails.href(synced), { replace: true, state: { keepScroll: true } });
  }, [synced, navigate]);
  if (!session)
    return synced !== undefined ? null : <UnauthorizedRedirect fallback={paths.sessions.href()} />;
  if (session.user_id !== me?.id) return <CoachedSession session={session} />;
  return <SessionDetailsView session={session} />;
}

/**
 * Another member's session: read-only for their coach (the server answered it whole); anyone else
 * goes to the unauthorized screen, the shared view being the community screens' to show.
 */
function CoachedSession({ session }: { session: SessionDetails }) {
  const { data: athletes } = useSuspenseQuery(athletesQuery());
  if (!athletes.some((a) => a.id === session.user_id))
    return <UnauthorizedRedirect fallback={paths.sessions.href()} />;
  return <SessionReadOnlyView session={session} />;
}
