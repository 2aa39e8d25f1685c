import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import Spinner from "react-bootstrap/Spinner";
import { deleteSession, sessionDetailsQuery, sessionsQuery } from "./admin.api";
import { formatDateTime } from "./format";
import { ModerationDelete, ModerationList, ModerationRow } from "./moderation";
import "./admin.css";

function SessionDetails({ id }: { id: number }) {
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

/** /admin/sessions: every member's sessions, newest first, with counts, to open and delete. */
export function AdminSessionsPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const sessions = useQuery(sessionsQuery(page));
  return (
    <ModerationList
      title="Sessions"
      icon="bi-journal-text"
      query={sessions}
      onPage={setPage}
      columns={
        <>
          <th scope="col">Session</th>
          <th scope="col" className="d-none d-sm-table-cell">
            Owner
          </th>
          <th scope="col" className="d-none d-sm-table-cell">
            Started
          </th>
          <th scope="col" className="text-nowrap d-none d-md-table-cell">
            Logs / sets / videos
          </th>
        </>
      }
      rows={sessions.data?.data.map((s) => (
        <ModerationRow
          key={s.id}
          what="Session"
          id={s.id}
          openIcon="bi-box-arrow-up-right"
          onOpen={() => setOpen(s.id)}
          onDelete={() => setRemoving(s.id)}
        >
          <td>
            <div className="fw-semibold">{s.name}</div>
            <div className="small text-body-secondary d-sm-none">
              {s.username} · {formatDateTime(s.start_date)}
            </div>
            <span className={`badge ${s.end_date ? "text-bg-success" : "text-bg-warning"}`}>
              {s.end_date ? "Completed" : "In progress"}
            </span>
          </td>
          <td className="d-none d-sm-table-cell">{s.username}</td>
          <td className="text-nowrap d-none d-sm-table-cell">{formatDateTime(s.start_date)}</td>
          <td className="text-nowrap d-none d-md-table-cell">
            {s.logs} / {s.sets} / {s.videos}
          </td>
        </ModerationRow>
      ))}
    >
      <Modal show={open !== null} onHide={() => setOpen(null)} centered>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Session {open}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{open !== null && <SessionDetails id={open} />}</Modal.Body>
      </Modal>
      <ModerationDelete what="Session" id={removing} remove={deleteSession} onHide={() => setRemoving(null)}>
        <p>Its logs, sets, tags, videos (files too) and comments are deleted with it.</p>
      </ModerationDelete>
    </ModerationList>
  );
}
