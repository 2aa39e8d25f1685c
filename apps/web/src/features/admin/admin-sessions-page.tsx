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
import { formatNumber } from "../../lib/i18n";
import { useT } from "./i18n";

/** /admin/sessions: every member's sessions, newest first, with counts, to open and delete. */
export function AdminSessionsPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const sessions = useSuspenseQuery(sessionsQuery(page));
  return (
    <ModerationList
      title={t("sessions.title")}
      loadingLabel={t("sessions.loading")}
      icon={journalTextIcon}
      query={sessions}
      onPage={(next) => startTransition(() => setPage(next))}
      columns={
        <>
          <th scope="col">{t("sessions.session")}</th>
          <th scope="col" className="d-none d-sm-table-cell">
            {t("sessions.owner")}
          </th>
          <th scope="col" className="d-none d-sm-table-cell">
            {t("sessions.started")}
          </th>
          <th scope="col" className="text-nowrap d-none d-md-table-cell">
            {t("sessions.counts")}
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
              {s.end_date ? t("sessions.completed") : t("sessions.inProgress")}
            </span>
          </td>
          <td className="d-none d-sm-table-cell">{s.username}</td>
          <td className="text-nowrap d-none d-sm-table-cell">{formatDateTime(s.start_date)}</td>
          <td className="text-nowrap d-none d-md-table-cell">
            {formatNumber(s.logs)} / {formatNumber(s.sets)} / {formatNumber(s.videos)}
          </td>
        </ModerationRow>
      ))}
    >
      <Modal show={open !== null} onHide={() => setOpen(null)} centered>
        <Modal.Header closeButton>
          <DialogTitle>{t("sessions.modalTitle", { id: open })}</DialogTitle>
        </Modal.Header>
        <Modal.Body>{open !== null && <SessionDetailsPanel key={open} id={open} />}</Modal.Body>
      </Modal>
      <ModerationDelete what="Session" id={removing} remove={deleteSession} onHide={() => setRemoving(null)}>
        <p>{t("sessions.deleteText")}</p>
      </ModerationDelete>
    </ModerationList>
  );
}
