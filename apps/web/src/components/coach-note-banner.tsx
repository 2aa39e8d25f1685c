import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { coachNotesUnreadQuery } from "../lib/coach-notes";
import { paths } from "../lib/routing/paths";
import { useT } from "./i18n";

/**
 * "ana left a coach note on “Heavy day”": the newest note to me not read yet, one tap from the list
 * (docs/decisions/045-coach-workspace.md). Nothing while there is none, offline, or on an error: the
 * sessions list never waits for it. Bootstrap's alert markup by hand: react-bootstrap's Alert brings its
 * fade transition's code onto the sessions list for a banner that never fades (decision 053).
 */
export function CoachNoteBanner() {
  const t = useT();
  const { data } = useQuery(coachNotesUnreadQuery);
  const latest = data?.latest;
  if (!data || !latest) return null;
  const note = { author: latest.author, session: latest.session_name, count: data.unread };
  return (
    <div role="alert" className="alert alert-info py-2 px-3 mb-2 small" data-testid="coach-note-banner">
      <Link to={paths.sessionDetails.href(latest.session_id)} className="alert-link">
        {data.unread > 1 ? t("coachNoteBanner.noteUnread", note) : t("coachNoteBanner.note", note)}
      </Link>
    </div>
  );
}
