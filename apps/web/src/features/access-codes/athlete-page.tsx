import { useSuspenseQuery } from "@tanstack/react-query";
import { formatLongDate, sessionFlag } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link, useParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { EmptyState } from "../../components/empty-state";
import { athleteSessionsQuery, athletesQuery } from "../../lib/coaching";

/**
 * /dashboard/tools/others/access-codes/athletes/:athlete_id: an athlete's sessions as their coach reads
 * them; a session opens read-only on the session screen. Once revoked, the screen says so.
 */
export function AthletePage() {
  const athleteId = Number(useParams().athlete_id);
  const [page, setPage] = useState(1);
  const { data: athletes } = useSuspenseQuery(athletesQuery());
  const { data: sessions } = useSuspenseQuery(athleteSessionsQuery(athleteId, page));
  const athlete = athletes.find((a) => a.id === athleteId);
  if (!athlete || !sessions) {
    return (
      <EmptyState action={<Link to={paths.accessCodes.href()}>Back to access codes</Link>}>
        You no longer coach this member: they revoked your access, or never gave it.
      </EmptyState>
    );
  }
  const last = sessions.pagination?.lastPage ?? 1;
  return (
    <div className="athlete-page">
      <h1 className="h5 fw-bold mb-1">{athlete.username}</h1>
      <p className="small text-body-secondary">You read this member&apos;s training; you cannot change it.</p>
      {sessions.data.length === 0 ? (
        <EmptyState>No sessions yet.</EmptyState>
      ) : (
        <ul className="list-group shadow-sm mb-3" aria-label={`Sessions of ${athlete.username}`}>
          {sessions.data.map((s) => (
            <li key={s.id} className="list-group-item p-0">
              <Link
                to={paths.sessionDetails.href(s.id)}
                className="list-group-item-action d-block py-3 px-3 text-decoration-none"
              >
                <span className="fw-semibold d-block text-break">{s.name}</span>
                <span className="small text-body-secondary">
                  {formatLongDate(s.start_date)} · {sessionFlag(s.start_date, s.end_date) ?? "completed"}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {last > 1 && (
        <div className="d-flex justify-content-between">
          <Button variant="link" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Button variant="link" disabled={page >= last} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </div>
      )}
    </div>
  );
}
