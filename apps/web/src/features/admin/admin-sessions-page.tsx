import { useSuspenseQuery } from "@tanstack/react-query";
import { startTransition, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { SessionDetailsPanel } from "./admin-session-details";
import { deleteSession, sessionsQuery } from "./admin.api";
import { formatDateTime } from "./format";
import { ModerationDelete, ModerationList, ModerationRow } from "./moderation";
import "./admin.css";
import { DialogTitle } from "../../components/dialog-title";
import { boxArrowUpRightIcon, journalTextIcon } from "../../components/icons";

/** /admin/sessions: every member's sessions, newest first, with counts, to open and delete. */
export function AdminSessionsPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const sessions = useSuspenseQuery(sessionsQuery(page));
  return (
    <ModerationList
      title="Sessions"
      icon={journalTextIcon}
      query={sessions}
      onPage={(next) => startTransition(() => setPage(next))}
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
          openIcon={boxArrowUpRightIcon}
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
          <DialogTitle>Session {open}</DialogTitle>
        </Modal.Header>
        <Modal.Body>{open !== null && <SessionDetailsPanel key={open} id={open} />}</Modal.Body>
      </Modal>
      <ModerationDelete what="Session" id={removing} remove={deleteSession} onHide={() => setRemoving(null)}>
        <p>Its logs, sets, tags, videos (files too) and comments are deleted with it.</p>
      </ModerationDelete>
    </ModerationList>
  );
}
