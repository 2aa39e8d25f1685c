import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { paths } from "../../app/paths";
import { UnauthorizedRedirect } from "../../components/unauthorized-redirect";
import { SessionDetailsView } from "./session-details-view";
import { sessionQuery } from "./sessions.api";
import "./sessions.css";
import "./session-details.css";

/** /dashboard/sessions/:sid: someone else's session (403/404) goes to the unauthorized screen. */
export function SessionDetailsPage() {
  const sid = Number(useParams().sid);
  const { data: session } = useSuspenseQuery(sessionQuery(sid));
  if (!session) return <UnauthorizedRedirect fallback={paths.sessions.href()} />;
  return <SessionDetailsView session={session} />;
}
