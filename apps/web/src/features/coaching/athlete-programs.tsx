import { useSuspenseQuery } from "@tanstack/react-query";
import type { Program } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { ConfirmModal } from "../../components/confirm-modal";
import { EmptyState } from "../../components/empty-state";
import { useCurrentUser } from "../../lib/auth-store";
import { showToast } from "../../lib/ui-store";
import { athleteProgramsQuery, useAthleteProgramWrite, type WorkoutAt } from "./coaching.api";
import { ProgramSettingsModal } from "./program-settings-modal";
import { WorkoutEditorModal } from "./workout-editor-modal";

type Props = { athleteId: number; canWrite: boolean };

const workoutsOf = (p: Program) => p.weeks.flatMap((w) => w.days.map((d) => ({ ...d, week: w.week })));

/** A program's workouts, week by week; with `onEdit`, each one not started yet has an Edit button. */
function Workouts({ program, onEdit }: { program: Program; onEdit?: (at: WorkoutAt) => void }) {
  return (
    <details className="mt-2">
      <summary className="small">Workouts</summary>
      <ul className="list-unstyled small mb-0 mt-1">
        {workoutsOf(program).map((d) => (
          <li key={`${d.week}-${d.day}`} className="d-flex align-items-center gap-2 py-1 border-bottom">
            <span className="text-body-secondary text-nowrap">
              W{d.week} D{d.day}
            </span>
            <span className="flex-grow-1 text-break">{d.routine_name ?? "Deleted routine"}</span>
            {d.session_id !== null ? (
              <span className={`badge ${d.done ? "text-bg-success" : "text-bg-warning"}`}>
                {d.done ? "Done" : "Started"}
              </span>
            ) : (
              onEdit && (
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="py-0"
                  onClick={() => onEdit({ programId: program.id, week: d.week, day: d.day })}
                >
                  Edit
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
  const me = useCurrentUser();
  const { data: programs } = useSuspenseQuery(athleteProgramsQuery(athleteId));
  const { remove } = useAthleteProgramWrite(athleteId);
  const [settings, setSettings] = useState<Program | null>(null);
  const [deleting, setDeleting] = useState<Program | null>(null);
  const [editing, setEditing] = useState<WorkoutAt | null>(null);
  if (!programs) return <EmptyState>You can no longer read this member&apos;s programs.</EmptyState>;
  if (programs.length === 0) {
    return (
      <EmptyState>
        No program yet.
        {canWrite ? " Assign one of yours from the roster: tick the athlete, then Assign program." : ""}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="list-group shadow-sm" aria-label="Programs">
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
                    {p.coach ? `Coach ${p.coach.username}` : "Their own"} · {done}/{all.length} workouts
                    {p.next ? ` · next W${p.next.week} D${p.next.day}` : " · finished"}
                  </div>
                </div>
                {mine && (
                  <div className="d-flex gap-1 flex-shrink-0">
                    <Button size="sm" variant="outline-secondary" onClick={() => setSettings(p)}>
                      Settings
                    </Button>
                    <Button size="sm" variant="outline-danger" onClick={() => setDeleting(p)}>
                      Delete
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
        title="Delete program"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showToast("Program deleted.");
              setDeleting(null);
            },
          })
        }
        onHide={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        {deleting?.name} leaves the athlete&apos;s account. Their sessions and its routines stay.
      </ConfirmModal>
    </>
  );
}
