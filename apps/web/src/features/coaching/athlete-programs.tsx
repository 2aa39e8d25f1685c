import { useSuspenseQuery } from "@tanstack/react-query";
import type { Program } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { ConfirmModal } from "../../components/confirm-modal";
import { EmptyState } from "../../components/empty-state";
import { useCurrentUser } from "../../lib/auth-store";
import { showToast } from "../../lib/ui-store";
import { athleteProgramsQuery, useAthleteProgramWrite, type WorkoutAt } from "./coaching.api";
import { useT } from "./i18n";
import { ProgramSettingsModal } from "./program-settings-modal";
import { WorkoutEditorModal } from "./workout-editor-modal";

type Props = { athleteId: number; canWrite: boolean };

const workoutsOf = (p: Program) => p.weeks.flatMap((w) => w.days.map((d) => ({ ...d, week: w.week })));

/** A program's workouts, week by week; with `onEdit`, each one not started yet has an Edit button. */
function Workouts({ program, onEdit }: { program: Program; onEdit?: (at: WorkoutAt) => void }) {
  const t = useT();
  return (
    <details className="mt-2">
      <summary className="small">{t("athletePrograms.workouts")}</summary>
      <ul className="list-unstyled small mb-0 mt-1">
        {workoutsOf(program).map((d) => (
          <li key={`${d.week}-${d.day}`} className="d-flex align-items-center gap-2 py-1 border-bottom">
            <span className="text-body-secondary text-nowrap">
              {t("athletePrograms.weekDay", { week: d.week, day: d.day })}
            </span>
            <span className="flex-grow-1 text-break">
              {d.routine_name ?? t("athletePrograms.deletedRoutine")}
            </span>
            {d.session_id !== null ? (
              <span className={`badge ${d.done ? "text-bg-success" : "text-bg-warning"}`}>
                {d.done ? t("athletePrograms.done") : t("athletePrograms.started")}
              </span>
            ) : (
              onEdit && (
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="py-0"
                  onClick={() => onEdit({ programId: program.id, week: d.week, day: d.day })}
                >
                  {t("athletePrograms.edit")}
                </Button>
              )
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The Programs tab: the athlete's programs, each naming its coach. A program I wrote can be renamed,
 * given maxes, deleted, and have a workout not started yet changed (with a coach grant).
 */
export function AthletePrograms({ athleteId, canWrite }: Props) {
  const t = useT();
  const me = useCurrentUser();
  const { data: programs } = useSuspenseQuery(athleteProgramsQuery(athleteId));
  const { remove } = useAthleteProgramWrite(athleteId);
  const [settings, setSettings] = useState<Program | null>(null);
  const [deleting, setDeleting] = useState<Program | null>(null);
  const [editing, setEditing] = useState<WorkoutAt | null>(null);
  if (!programs) return <EmptyState>{t("athletePrograms.noLongerRead")}</EmptyState>;
  if (programs.length === 0) {
    return <EmptyState>{t(canWrite ? "athletePrograms.emptyCanWrite" : "athletePrograms.empty")}</EmptyState>;
  }
  return (
    <>
      <ul className="list-group shadow-sm" aria-label={t("athletePrograms.label")}>
        {programs.map((p) => {
          const mine = canWrite && me !== null && p.coach?.id === me.id;
          const all = workoutsOf(p);
          const done = all.filter((d) => d.done).length;
          return (
            <li key={p.id} className="list-group-item py-2">
              <div className="d-flex align-items-start gap-2">
                <div className="flex-grow-1 min-w-0">
                  <div className="fw-semibold text-break">{p.name}</div>
                  <div className="small text-body-secondary">
                    {t(p.next ? "athletePrograms.metaNext" : "athletePrograms.metaFinished", {
                      owner: p.coach
                        ? t("athletePrograms.coach", { username: p.coach.username })
                        : t("athletePrograms.theirOwn"),
                      done,
                      total: all.length,
                      week: p.next?.week,
                      day: p.next?.day,
                    })}
                  </div>
                </div>
                {mine && (
                  <div className="d-flex gap-1 flex-shrink-0">
                    <Button size="sm" variant="outline-secondary" onClick={() => setSettings(p)}>
                      {t("athletePrograms.settings")}
                    </Button>
                    <Button size="sm" variant="outline-danger" onClick={() => setDeleting(p)}>
                      {t("athletePrograms.delete")}
                    </Button>
                  </div>
                )}
              </div>
              <Workouts program={p} onEdit={mine ? setEditing : undefined} />
            </li>
          );
        })}
      </ul>
      <ProgramSettingsModal athleteId={athleteId} program={settings} onHide={() => setSettings(null)} />
      <WorkoutEditorModal athleteId={athleteId} at={editing} onHide={() => setEditing(null)} />
      <ConfirmModal
        show={deleting !== null}
        title={t("athletePrograms.deleteTitle")}
        confirmLabel={t("athletePrograms.delete")}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showToast(t("athletePrograms.deleted"));
              setDeleting(null);
            },
          })
        }
        onHide={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        {t("athletePrograms.deleteConfirm", { name: deleting?.name ?? "" })}
      </ConfirmModal>
    </>
  );
}
