import { useQuery } from "@tanstack/react-query";
import Spinner from "react-bootstrap/Spinner";
import { sessionDetailsQuery } from "./admin.api";
import { formatDateTime } from "./format";

/**
 * One session's logs in the modal over the sessions list. It stays on useQuery: it loads inside an
 * already-shown screen, and a failure (the session deleted meanwhile) shows in the modal, not instead
 * of the list.
 */
export function SessionDetails({ id }: { id: number }) {
  const details = useQuery(sessionDetailsQuery(id));
  if (details.isPending) return <Spinner animation="border" size="sm" aria-label="Loading the session" />;
  if (details.isError || !details.data)
    return <p className="text-danger mb-0">{details.error?.message ?? "Not found"}</p>;
  const s = details.data;
  return (
    <div className="vstack gap-2">
      <div className="small text-body-secondary">
        {s.username} · {formatDateTime(s.start_date)}
        {s.end_date ? ` – ${formatDateTime(s.end_date)}` : " · in progress"}
      </div>
      {s.notes && <p className="mb-0">{s.notes}</p>}
      {s.logs.length === 0 ? (
        <p className="mb-0 text-body-secondary">No exercises logged.</p>
      ) : (
        <ul className="list-group">
          {s.logs.map((log) => (
            <li key={log.id} className="list-group-item d-flex justify-content-between gap-2">
              <span className="fw-semibold">{log.name}</span>
              <span className="small text-body-secondary text-end">
                {log.sets.map((set) => `${set.weight}${set.weight_unit}×${set.reps}`).join(", ") || "no sets"}
                {log.videos.length > 0 && <i className="bi bi-camera-video ms-2" aria-label="has a video" />}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
