import { useEffect, useState } from "react";
import Button from "react-bootstrap/Button";
import Offcanvas from "react-bootstrap/Offcanvas";
import { discardWrite, retryWrite, useSyncState, type SyncState } from "../lib/outbox/sync";
import "./sync-indicator.css";
import { Icon, type IconSvg } from "./icon";
import {
  arrowRepeatIcon,
  cloudCheckIcon,
  cloudUploadIcon,
  exclamationTriangleIcon,
  wifiOffIcon,
} from "./icons";

const SYNCED_SHOWN_MS = 3_000;
const changes = (n: number) => `${n} change${n === 1 ? "" : "s"}`;

type Status = { tone: string; icon: IconSvg; text: string } | null;

function statusOf(state: SyncState, now: number): Status {
  const failed = state.entries.filter((entry) => entry.status === "failed").length;
  const waiting = state.entries.length - failed;
  if (failed > 0) return { tone: "danger", icon: exclamationTriangleIcon, text: `${changes(failed)} failed` };
  if (!state.online)
    return {
      tone: "warning",
      icon: wifiOffIcon,
      text: waiting > 0 ? `Offline · ${changes(waiting)} waiting` : "Offline",
    };
  if (state.syncing) return { tone: "info", icon: arrowRepeatIcon, text: `Syncing ${changes(waiting)}` };
  if (waiting > 0) return { tone: "warning", icon: cloudUploadIcon, text: `${changes(waiting)} waiting` };
  if (state.syncedAt && now - state.syncedAt < SYNCED_SHOWN_MS)
    return { tone: "success", icon: cloudCheckIcon, text: "Synced" };
  return null;
}

/**
 * Where the training writes stand: offline, "3 changes waiting", syncing, synced (for a moment), or
 * "1 change failed", which opens the list of refused changes with the server's reasons.
 */
export function SyncIndicator() {
  const state = useSyncState();
  const [now, setNow] = useState(() => Date.now());
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!state.syncedAt) return;
    setNow(Date.now());
    const timer = setTimeout(() => setNow(Date.now()), SYNCED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state.syncedAt]);
  const status = statusOf(state, now);
  const failed = state.entries.filter((entry) => entry.status === "failed");

  return (
    <>
      {status && (
        <div className={`sync-indicator text-${status.tone}-emphasis bg-${status.tone}-subtle`} role="status">
          <Icon svg={status.icon} className="me-1" />
          {failed.length > 0 ? (
            <button
              type="button"
              className="btn btn-link p-0 sync-indicator-link"
              onClick={() => setOpen(true)}
            >
              {status.text}
            </button>
          ) : (
            status.text
          )}
        </div>
      )}
      <Offcanvas show={open && failed.length > 0} onHide={() => setOpen(false)} placement="bottom">
        <Offcanvas.Header closeButton>
          <Offcanvas.Title as="h2" className="h6 fw-bold">
            Changes the server refused
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <ul className="list-unstyled mb-0 vstack gap-3" aria-label="Refused changes">
            {failed.map((entry) => (
              <li key={entry.id}>
                <p className="mb-1">
                  <strong>{entry.label}</strong>: {entry.error}
                </p>
                <div className="d-flex gap-2">
                  <Button size="sm" variant="outline-danger" onClick={() => void discardWrite(entry.id)}>
                    Discard
                  </Button>
                  <Button size="sm" variant="outline-secondary" onClick={() => void retryWrite(entry.id)}>
                    Retry
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
