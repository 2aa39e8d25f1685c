import { Suspense, useEffect, useState } from "react";
import { useSyncState, type SyncState } from "../lib/outbox/sync";
import "./sync-indicator.css";
import { Icon, type IconSvg } from "./icon";
import {
  arrowRepeatIcon,
  cloudCheckIcon,
  cloudUploadIcon,
  exclamationTriangleIcon,
  wifiOffIcon,
} from "./icons";
import { t, useT } from "./i18n";
import { lazyExtra } from "./lazy-extra";

const RefusedWrites = lazyExtra(() => import("./refused-writes").then((m) => m.RefusedWrites));

const SYNCED_SHOWN_MS = 3_000;

type Status = { tone: string; icon: IconSvg; text: string } | null;

function statusOf(state: SyncState, now: number): Status {
  const failed = state.entries.filter((entry) => entry.status === "failed").length;
  const waiting = state.entries.length - failed;
  if (failed > 0)
    return {
      tone: "danger",
      icon: exclamationTriangleIcon,
      text: t("syncIndicator.failed", { count: failed }),
    };
  if (!state.online)
    return {
      tone: "warning",
      icon: wifiOffIcon,
      text: waiting > 0 ? t("syncIndicator.offlineWaiting", { count: waiting }) : t("syncIndicator.offline"),
    };
  if (state.syncing)
    return { tone: "info", icon: arrowRepeatIcon, text: t("syncIndicator.syncing", { count: waiting }) };
  if (waiting > 0)
    return { tone: "warning", icon: cloudUploadIcon, text: t("syncIndicator.waiting", { count: waiting }) };
  if (state.syncedAt && now - state.syncedAt < SYNCED_SHOWN_MS)
    return { tone: "success", icon: cloudCheckIcon, text: t("syncIndicator.synced") };
  return null;
}

/**
 * Where the training writes stand: offline, "3 changes waiting", syncing, synced (for a moment), or
 * "1 change failed", which opens the list of refused changes with the server's reasons.
 */
export function SyncIndicator() {
  useT();
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
      {/* Loaded only once a change was refused: the sheet's code stays off the first screen (decision 026). */}
      {failed.length > 0 && (
        <Suspense fallback={null}>
          <RefusedWrites show={open} onHide={() => setOpen(false)} failed={failed} />
        </Suspense>
      )}
    </>
  );
}
