import { useSuspenseQuery } from "@tanstack/react-query";
import { sessionFlag } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { athleteSessionsQuery } from "../../lib/coaching";
import { formatLongDate } from "../../lib/i18n";
import { paths } from "../../lib/routing/paths";
import { useT } from "./i18n";

/** A session's state as the list names it: sessionFlag's two, or completed. */
const STATES = {
  "in progress": "athleteSessions.inProgress",
  incomplete: "athleteSessions.incomplete",
  completed: "athleteSessions.completed",
} as const;

/** The athlete's sessions, 20 a page, newest first; each opens read-only on the session screen. */
export function AthleteSessions({ athleteId, username }: { athleteId: number; username: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const { data: sessions } = useSuspenseQuery(athleteSessionsQuery(athleteId, page));
  if (!sessions) return <EmptyState>{t("athleteSessions.noLongerRead")}</EmptyState>;
  if (sessions.data.length === 0) return <EmptyState>{t("athleteSessions.empty")}</EmptyState>;
  const last = sessions.pagination?.lastPage ?? 1;
  return (
    <>
      <ul className="list-group shadow-sm mb-3" aria-label={t("athleteSessions.label", { username })}>
        {sessions.data.map((s) => (
          <li key={s.id} className="list-group-item p-0">
            <Link
              to={paths.sessionDetails.href(s.id)}
              className="list-group-item-action d-block py-3 px-3 text-decoration-none"
            >
              <span className="fw-semibold d-block text-break">{s.name}</span>
              <span className="small text-body-secondary">
                {formatLongDate(s.start_date)} ·{" "}
                {t(STATES[sessionFlag(s.start_date, s.end_date) ?? "completed"])}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {last > 1 && (
        <div className="d-flex justify-content-between">
          <Button variant="link" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("athleteSessions.newer")}
          </Button>
          <Button variant="link" disabled={page >= last} onClick={() => setPage(page + 1)}>
            {t("athleteSessions.older")}
          </Button>
        </div>
      )}
    </>
  );
}
