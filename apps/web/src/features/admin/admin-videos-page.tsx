import { useSuspenseQuery } from "@tanstack/react-query";
import type { AdminVideoRow } from "@topset/shared";
import { startTransition, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { deleteVideo, videosQuery } from "./admin.api";
import { formatDateTime, formatSize } from "./format";
import { ModerationDelete, ModerationList, ModerationRow } from "./moderation";
import "./admin.css";
import { DialogTitle } from "../../components/dialog-title";
import { cameraVideoIcon, playCircleIcon } from "../../components/icons";
import { useT } from "./i18n";

/** /admin/videos: every member's videos, newest first, to open and delete for moderation. */
export function AdminVideosPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminVideoRow | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const videos = useSuspenseQuery(videosQuery(page));
  return (
    <ModerationList
      title={t("videos.title")}
      loadingLabel={t("videos.loading")}
      icon={cameraVideoIcon}
      query={videos}
      onPage={(next) => startTransition(() => setPage(next))}
      columns={
        <>
          <th scope="col">{t("videos.owner")}</th>
          <th scope="col" className="d-none d-sm-table-cell">
            {t("videos.uploaded")}
          </th>
          <th scope="col">{t("videos.size")}</th>
          <th scope="col" className="d-none d-md-table-cell">
            {t("videos.session")}
          </th>
        </>
      }
      rows={videos.data.data.map((video) => (
        <ModerationRow
          key={video.id}
          what="Video"
          id={video.id}
          openIcon={playCircleIcon}
          onOpen={() => setOpen(video)}
          onDelete={() => setRemoving(video.id)}
        >
          <td>
            <div className="fw-semibold">{video.username}</div>
            <div className="small text-body-secondary d-sm-none">{formatDateTime(video.created_at)}</div>
          </td>
          <td className="text-nowrap d-none d-sm-table-cell">{formatDateTime(video.created_at)}</td>
          <td className="text-nowrap">{formatSize(video.size_bytes)}</td>
          <td className="d-none d-md-table-cell">{video.session_id}</td>
        </ModerationRow>
      ))}
    >
      <Modal show={open !== null} onHide={() => setOpen(null)} centered size="lg">
        <Modal.Header closeButton>
          <DialogTitle>{t("videos.modalTitle", { id: open?.id, username: open?.username })}</DialogTitle>
        </Modal.Header>
        <Modal.Body>
          {open && (
            <video
              src={open.video_url}
              controls
              autoPlay
              className="w-100 rounded bg-black"
              style={{ maxHeight: "70vh" }}
            >
              <track kind="captions" />
            </video>
          )}
        </Modal.Body>
      </Modal>
      <ModerationDelete what="Video" id={removing} remove={deleteVideo} onHide={() => setRemoving(null)}>
        <p>{t("videos.deleteText")}</p>
      </ModerationDelete>
    </ModerationList>
  );
}
