import type { LastPerformance, Log, SetRow } from "@topset/shared";
import { useState } from "react";
import Card from "react-bootstrap/Card";
import Collapse from "react-bootstrap/Collapse";
import { Link } from "react-router";
import { paths } from "../../../lib/routing/paths";
import { ConfirmModal } from "../../../components/confirm-modal";
import { useSettings, useWeightUnit } from "../../../lib/settings-store";
import { showToast } from "../../../lib/ui-store";
import { SetTable } from "../../../components/set-table";
import { LogActions } from "./log-actions";
import { LogMenu } from "./log-menu";
import { LogVideos } from "./log-videos";
import { deleteLog, updateLogPrivacy } from "../logs.api";
import { lastTimeText, type Plates } from "../entry/next-set";
import { NoteModal } from "./note-modal";
import { withLogReplaced } from "../writes/session-cache";
import { SetEntry } from "../entry/set-entry";
import { SetModal } from "../entry/set-modal";
import { TagModal } from "./tag-modal";
import { UploadVideoModal } from "./upload-video-modal";
import { useLogView } from "./use-log-view";
import { useSessionMutation } from "../writes/use-session-mutation";
import { Icon } from "../../../components/icon";
import { chevronDownIcon, chevronRightIcon, stickyIcon } from "../../../components/icons";
import { Rich, translateText } from "../../../lib/i18n";
import { useT as useEntryText } from "../entry/i18n";
import { useT } from "./i18n";

type Modal =
  { kind: "set"; set?: SetRow } | { kind: "note" } | { kind: "tag" } | { kind: "delete" } | { kind: "video" };

type Props = {
  log: Log;
  locked: boolean;
  /** The set entry's inputs, read once for the whole session (see use-gym-data.ts). */
  lastTime?: LastPerformance;
  plates: Plates;
  categoryName?: string;
};

/** One exercise of the session: its tags, its set table and the buttons to log more. */
export function LogCard({ log, locked, lastTime, plates, categoryName }: Props) {
  const t = useT();
  // lastTimeText speaks through the entry's catalog.
  useEntryText();
  const unit = useWeightUnit();
  const setView = useLogView(log.session_id);
  // NOTE: closing keeps the last modal's props, so it fades out unchanged.
  const [modal, setModalState] = useState<Modal | null>(null);
  const [open, setOpen] = useState(false);
  const setModal = (next: Modal) => {
    setModalState(next);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const shown = (kind: Modal["kind"]) => open && modal?.kind === kind;
  const bodyId = `log-${log.id}-body`;
  // The set entry starts again from the newest state: a set added, or a planned one done.
  const doneCount = log.sets.filter((set) => set.done).length;

  const remove = useSessionMutation(log.session_id, () => deleteLog(log.id), {
    onDone: () => showToast(t("card.deleted", { name: log.name })),
  });
  const community = useSettings((settings) => settings.community);
  const privacy = useSessionMutation(
    log.session_id,
    (isPrivate: boolean) => updateLogPrivacy(log.id, isPrivate),
    { apply: withLogReplaced },
  );

  return (
    <Card className={`log-card border-0 shadow-sm${log.private ? "" : " log-shared"}`}>
      <Card.Header className="d-flex align-items-start gap-1 bg-transparent border-0 pb-0">
        <button
          type="button"
          className="btn btn-link text-body session-tap px-2 log-toggle"
          aria-expanded={!log.collapsed}
          aria-controls={bodyId}
          aria-label={
            log.collapsed ? t("card.expand", { name: log.name }) : t("card.collapse", { name: log.name })
          }
          onClick={() => setView([log.id], { collapsed: !log.collapsed })}
        >
          <Icon svg={log.collapsed ? chevronRightIcon : chevronDownIcon} />
        </button>
        <div className="min-w-0 flex-grow-1 py-2">
          <h3 className="h6 fw-bold mb-1">
            <Link to={paths.exercise.href(log.exercise_id)} className="text-reset">
              {log.name}
            </Link>
            {log.collapsed && (
              <span className="small fw-normal text-body-secondary ms-2">
                {t("card.sets", { count: log.sets.length })}
              </span>
            )}
          </h3>
          {log.tags.length > 0 && (
            <div className="d-flex flex-wrap gap-1" aria-label={t("card.tags")}>
              {log.tags.map((tag) => (
                <span key={tag.id} className="badge rounded-pill text-bg-secondary">
                  {tag.name}
                </span>
              ))}
            </div>
          )}
        </div>
        <LogMenu
          log={log}
          locked={locked}
          onNote={() => setModal({ kind: "note" })}
          onTag={() => setModal({ kind: "tag" })}
          onDelete={() => setModal({ kind: "delete" })}
          onToggleNotes={() => setView([log.id], { sets_notes_visibility: !log.sets_notes_visibility })}
          onTogglePrivacy={community ? () => privacy.mutate(!log.private) : undefined}
          privacyPending={privacy.isPending}
        />
      </Card.Header>
      <Collapse in={!log.collapsed}>
        <div id={bodyId}>
          <Card.Body className="pt-2">
            <SetTable
              sets={log.sets}
              locked={locked}
              unit={unit}
              showNotes={log.sets_notes_visibility}
              onPick={locked ? undefined : (set) => setModal({ kind: "set", set })}
            />
            {log.notes && (
              <p className="log-note small mt-2 mb-0">
                <Icon svg={stickyIcon} className="me-1" />
                {log.notes}
              </p>
            )}
            <LogVideos log={log} />
            {privacy.error && (
              <p className="small text-danger mt-2 mb-0">{translateText(privacy.error.message)}</p>
            )}
            {!locked && lastTime && log.sets.length === 0 && (
              <p className="last-time small mb-1">{lastTimeText(lastTime, unit)}</p>
            )}
            {!locked && (
              <SetEntry
                // Not by ids: they become the server's when a write syncs, and what the lifter set must stay.
                key={`${log.sets.length}:${doneCount}`}
                log={log}
                lastTime={lastTime}
                plates={plates}
                categoryName={categoryName}
              />
            )}
            <LogActions
              locked={locked}
              onAddSet={() => setModal({ kind: "set" })}
              canUpload={!locked && log.id > 0 && log.videos.length === 0}
              onUpload={() => setModal({ kind: "video" })}
            />
          </Card.Body>
        </div>
      </Collapse>
      <SetModal
        log={log}
        set={modal?.kind === "set" ? modal.set : undefined}
        show={shown("set")}
        onHide={close}
      />
      <NoteModal log={log} show={shown("note")} onHide={close} />
      <TagModal log={log} show={shown("tag")} onHide={close} />
      <UploadVideoModal log={log} show={shown("video")} onHide={close} />
      <ConfirmModal
        show={shown("delete")}
        title={t("card.deleteTitle")}
        confirmLabel={t("card.delete")}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(undefined)}
        onHide={close}
      >
        <Rich
          text={
            log.sets.length > 0
              ? t("card.deleteTextSets", { name: log.name, count: log.sets.length })
              : t("card.deleteText", { name: log.name })
          }
          tags={{ strong: (text) => <strong>{text}</strong> }}
        />
      </ConfirmModal>
    </Card>
  );
}
