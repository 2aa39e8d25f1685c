import { useQuery } from "@tanstack/react-query";
import type { AdminVideoRow } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Modal from "react-bootstrap/Modal";
import { deleteVideo, videosQuery } from "./admin.api";
import { formatDateTime, formatSize } from "./format";
import { ModerationDelete, ModerationList } from "./moderation";
import "./admin.css";

/** /admin/videos: every member's videos, newest first, to open and delete for moderation. */
export function AdminVideosPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminVideoRow | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const videos = useQuery(videosQuery(page));
  const rows = videos.data?.data ?? [];
  return (
    <ModerationList
      title="Videos"
      icon="bi-camera-video"
      isPending={videos.isPending}
      error={videos.error}
      empty={rows.length === 0}
      pagination={videos.data?.pagination}
      busy={videos.isFetching}
      onPage={setPage}
    >
      <div className="table-responsive">
        <table className="table admin-table mb-0">
          <thead>
            <tr>
              <th scope="col" className="d-none d-sm-table-cell">
                ID
              </th>
              <th scope="col">Owner</th>
              <th scope="col" className="d-none d-sm-table-cell">
                Uploaded
              </th>
              <th scope="col">Size</th>
              <th scope="col" className="d-none d-md-table-cell">
                Session
              </th>
              <th scope="col" className="text-end">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((video) => (
              <tr key={video.id}>
                <td className="text-body-secondary d-none d-sm-table-cell">{video.id}</td>
                <td>
                  <div className="fw-semibold">{video.username}</div>
                  <div className="small text-body-secondary d-sm-none">
                    {formatDateTime(video.created_at)}
                  </div>
                </td>
                <td className="text-nowrap d-none d-sm-table-cell">{formatDateTime(video.created_at)}</td>
                <td className="text-nowrap">{formatSize(video.size_bytes)}</td>
                <td className="d-none d-md-table-cell">{video.session_id}</td>
                <td className="text-end text-nowrap">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    className="me-1"
                    onClick={() => setOpen(video)}
                    aria-label={`Open video ${video.id}`}
                  >
                    <i className="bi bi-play-circle" aria-hidden="true" />
                    <span className="d-none d-lg-inline ms-1">Open</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => setRemoving(video.id)}
                    aria-label={`Delete video ${video.id}`}
                  >
                    <i className="bi bi-trash3" aria-hidden="true" />
                    <span className="d-none d-lg-inline ms-1">Delete</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Modal show={open !== null} onHide={() => setOpen(null)} centered size="lg">
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Video {open?.id} by {open?.username}
          </Modal.Title>
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
        <p>The video file and its thumbnail are removed; the log it belongs to stays.</p>
      </ModerationDelete>
    </ModerationList>
  );
}
