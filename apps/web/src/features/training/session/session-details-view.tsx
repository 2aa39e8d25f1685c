import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SessionDetails } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/routing/paths";
import { ConfirmModal } from "../../../components/confirm-modal";
import { showToast } from "../../../lib/ui-store";
import { AddExerciseModal } from "../log/add-exercise-modal";
import { CompleteSessionModal } from "./complete-session-modal";
import { LogCard } from "../log/log-card";
import { RenameSessionModal } from "./rename-session-modal";
import { SessionActionBar } from "./session-action-bar";
import { SessionSummaryCard } from "./session-summary-card";
import { CoachCommentsSection } from "./coach-comments/coach-comments-section";
import { sessionKeys } from "../../../lib/training-session";
import { deleteSession } from "../sessions.api";
import { useGymData } from "./use-gym-data";
import { useLogView } from "../log/use-log-view";
import { Icon } from "../../../components/icon";
import { arrowsCollapseIcon, arrowsExpandIcon } from "../../../components/icons";
import { Rich } from "../../../lib/i18n";
import { useT } from "./i18n";

type ModalKind = "rename" | "complete" | "delete" | "add-exercise";

export function SessionDetailsView({ session }: { session: SessionDetails }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const setView = useLogView(session.id);
  const [modal, setModal] = useState<ModalKind | null>(null);
  const close = () => setModal(null);
  const locked = session.end_date !== null;
  const anyOpen = session.logs.some((log) => !log.collapsed);
  const gym = useGymData(session);

  const remove = useMutation({
    mutationFn: () => deleteSession(session.id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: sessionKeys.list() });
      await navigate(paths.sessions.href());
      // NOTE: dropped only after leaving: refetching it here would answer 404 and show the unauthorized screen.
      client.removeQueries({ queryKey: sessionKeys.detail(session.id) });
      showToast(t("details.deleted", { id: String(session.id) }));
    },
  });

  return (
    <div className="session-details">
      <SessionSummaryCard
        session={session}
        onRename={() => setModal("rename")}
        onDelete={() => setModal("delete")}
      />
      <div className="d-flex align-items-center mb-2">
        <h2 className="h6 fw-bold mb-0 me-auto">{t("details.exercises")}</h2>
        {session.logs.length > 1 && (
          <Button
            variant="link"
            size="sm"
            className="session-tap text-decoration-none"
            onClick={() =>
              setView(
                session.logs.filter((log) => log.collapsed !== anyOpen).map((log) => log.id),
                { collapsed: anyOpen },
              )
            }
          >
            <Icon svg={anyOpen ? arrowsCollapseIcon : arrowsExpandIcon} className="me-1" />
            {anyOpen ? t("details.collapseAll") : t("details.expandAll")}
          </Button>
        )}
      </div>
      {session.logs.length === 0 ? (
        <p className="text-body-secondary small py-3 text-center">
          {locked ? t("details.noExercises") : t("details.noExercisesYet")}
        </p>
      ) : (
        <div className="vstack gap-3">
          {session.logs.map((log, i) => (
            <LogCard
              // Not by id: a log made on this device gets the server's id when it syncs, and the
              // entry the lifter is filling in must not start again then.
              key={`${log.exercise_id}:${i}`}
              log={log}
              locked={locked}
              lastTime={gym.lastTimes.get(log.exercise_id)}
              plates={gym.plates}
              categoryName={gym.categories.get(log.exercise_id)}
            />
          ))}
        </div>
      )}
      <CoachCommentsSection session={session} asCoach={false} />
      {!locked && (
        <SessionActionBar
          onAddExercise={() => setModal("add-exercise")}
          onComplete={() => setModal("complete")}
        />
      )}
      <RenameSessionModal session={session} show={modal === "rename"} onHide={close} />
      <CompleteSessionModal session={session} show={modal === "complete"} onHide={close} />
      <AddExerciseModal
        sessionId={session.id}
        taken={new Set(session.logs.map((log) => log.exercise_id))}
        show={modal === "add-exercise"}
        onHide={close}
      />
      <ConfirmModal
        show={modal === "delete"}
        title={locked ? t("details.deleteSession") : t("details.cancelSession")}
        confirmLabel={locked ? t("details.deleteSession") : t("details.cancelSession")}
        cancelLabel={locked ? t("details.cancel") : t("details.keep")}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
        onHide={close}
      >
        <Rich
          text={t(locked ? "details.deleteText" : "details.cancelText", { name: session.name })}
          tags={{ strong: (text) => <strong>{text}</strong> }}
        />
      </ConfirmModal>
    </div>
  );
}
