import { useQuery } from "@tanstack/react-query";
import Alert from "react-bootstrap/Alert";
import { Link } from "react-router";
import { coachNotesUnreadQuery } from "../lib/coach-notes";
import { paths } from "../lib/routing/paths";

/**
 * "ana left a coach note on “Heavy day”": the newest note to me not read yet, one tap from the list
 * (docs/decisions/045-coach-workspace.md). Nothing while there is none, offline, or on an error: the
 * sessions list never waits for it.
 */
export function CoachNoteBanner() {
  const { data } = useQuery(coachNotesUnreadQuery);
  const latest = data?.latest;
  if (!data || !latest) return null;
  const more = data.unread > 1 ? ` (${data.unread} unread)` : "";
  return (
    <Alert variant="info" className="py-2 px-3 mb-2 small" data-testid="coach-note-banner">
      <Link to={paths.sessionDetails.href(latest.session_id)} className="alert-link">
        {latest.author} left a note on “{latest.session_name}”{more}
      </Link>
    </Alert>
  );
}
