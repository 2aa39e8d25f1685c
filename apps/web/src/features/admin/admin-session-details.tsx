import { useQueryErrorResetBoundary, useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import Spinner from "react-bootstrap/Spinner";
import { ErrorBoundary } from "../../components/error-boundary";
import { sessionDetailsQuery } from "./admin.api";
import { formatDateTime } from "./format";
import { Icon } from "../../components/icon";
import { cameraVideoIcon } from "../../components/icons";
import { formatNumber } from "../../lib/i18n";
import { useT } from "./i18n";

function Failure({ error }: { error: unknown }) {
  const t = useT();
  return (
    <p className="text-danger mb-0">
      {error instanceof Error ? error.message : t("sessionDetails.notFound")}
    </p>
  );
}

/**
 * The body of the modal over the sessions list: it loads on its own, and a failure (the session
 * deleted meanwhile) shows in the modal instead of replacing the list with the route's error screen.
 */
export function SessionDetailsPanel({ id }: { id: number }) {
  const t = useT();
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary fallback={(error) => <Failure error={error} />} onReset={reset}>
      <Suspense fallback={<Spinner animation="border" size="sm" aria-label={t("sessionDetails.loading")} />}>
        <SessionDetails id={id} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** One session's logs. */
function SessionDetails({ id }: { id: number }) {
  const t = useT();
  const { data: s } = useSuspenseQuery(sessionDetailsQuery(id));
  if (!s) return <p className="text-danger mb-0">{t("sessionDetails.notFound")}</p>;
  return (
    <div className="vstack gap-2">
      <div className="small text-body-secondary">
        {s.username} · {formatDateTime(s.start_date)}
        {s.end_date ? ` – ${formatDateTime(s.end_date)}` : t("sessionDetails.ongoing")}
      </div>
      {s.notes && <p className="mb-0">{s.notes}</p>}
      {s.logs.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t("sessionDetails.noExercises")}</p>
      ) : (
        <ul className="list-group">
          {s.logs.map((log) => (
            <li key={log.id} className="list-group-item d-flex justify-content-between gap-2">
              <span className="fw-semibold">{log.name}</span>
              <span className="small text-body-secondary text-end">
                {log.sets
                  .map((set) => `${formatNumber(set.weight)}${set.weight_unit}×${formatNumber(set.reps)}`)
                  .join(", ") || t("sessionDetails.noSets")}
                {log.videos.length > 0 && (
                  <Icon svg={cameraVideoIcon} className="ms-2" label={t("sessionDetails.hasVideo")} />
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
