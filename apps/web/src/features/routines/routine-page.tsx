import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { Progression, WeightUnit } from "@topset/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { ConfirmModal } from "../../components/confirm-modal";
import { PageTitle } from "../../components/page-title";
import { UnauthorizedRedirect } from "../../components/unauthorized-redirect";
import { plannedText } from "../../lib/prescriptions";
import { deleteRoutine, routineKeys, routineQuery, useStartRoutine } from "../../lib/routines";
import { useWeightUnit } from "../../lib/settings-store";
import { showToast } from "../../lib/ui-store";
import "./routines.css";
import { Icon } from "../../components/icon";
import {
  clipboardCheckIcon,
  graphUpArrowIcon,
  pencilIcon,
  playFillIcon,
  trashIcon,
} from "../../components/icons";

/** "Linear +2.5 kg, deload 10 % after 3 misses", "Double progression +5 lbs", "Follows the e1RM". */
export function progressionText(p: Progression | null, unit: WeightUnit): string {
  if (!p) return "No progression";
  if (p.kind === "rpe") return "Loads follow your latest e1RM";
  if (p.kind === "double") return `Double progression, +${p.increment} ${unit} at the top of the range`;
  const deload = p.deload_after
    ? `, deload ${p.deload_percent ?? 10} % after ${p.deload_after} miss${p.deload_after === 1 ? "" : "es"}`
    : "";
  return `Linear, +${p.increment} ${unit} when every set is done${deload}`;
}

/** /dashboard/routines/:routine_id: what the next start will plan, and why; start, edit, delete. */
export function RoutinePage() {
  const id = Number(useParams().routine_id);
  const unit = useWeightUnit();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data: routine } = useSuspenseQuery(routineQuery(id));
  const start = useStartRoutine();
  const [deleting, setDeleting] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteRoutine(id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: routineKeys.list() });
      await navigate(paths.routines.href());
      client.removeQueries({ queryKey: routineKeys.detail(id) });
      showToast("The routine has been deleted!");
    },
  });
  if (!routine) return <UnauthorizedRedirect fallback={paths.routines.href()} />;

  return (
    <>
      <PageTitle icon={clipboardCheckIcon} title={routine.name} subtitle="Next time" />
      {routine.notes && <p className="text-body-secondary text-break">{routine.notes}</p>}
      <div className="d-flex gap-2 mb-3">
        <Button
          variant="success"
          className="session-tap flex-grow-1 fw-bold"
          onClick={() => start.mutate(routine.id)}
          disabled={start.isPending}
        >
          <Icon svg={playFillIcon} className="me-1" />
          Start
        </Button>
        <Link to={paths.editRoutine.href(routine.id)} className="btn btn-outline-secondary session-tap">
          <Icon svg={pencilIcon} className="me-1" />
          Edit
        </Link>
        <Button
          variant="outline-danger"
          className="session-tap"
          onClick={() => setDeleting(true)}
          aria-label="Delete routine"
        >
          <Icon svg={trashIcon} />
        </Button>
      </div>
      {start.error && <p className="small text-danger">{start.error.message}</p>}
      <div className="vstack gap-3">
        {routine.exercises.map((exercise, i) => (
          <section
            key={`${exercise.exercise_id}-${i}`}
            className="routine-card rounded-3 shadow-sm p-3"
            aria-label={exercise.name}
          >
            <h2 className="h6 fw-bold mb-1">{exercise.name}</h2>
            <p className="small text-body-secondary mb-2">{progressionText(exercise.progression, unit)}</p>
            {exercise.reason && (
              <p className="small mb-2 routine-reason">
                <Icon svg={graphUpArrowIcon} className="me-1" />
                {exercise.reason}
              </p>
            )}
            <ol className="mb-0 ps-3">
              {exercise.sets.map((set, n) => (
                <li key={n} className={set.kind === "warmup" ? "text-body-secondary" : undefined}>
                  {plannedText({ ...set, reps: set.planned_reps }, set.planned_weight, unit)}
                  {set.kind && set.kind !== "normal" && <span className="small ms-1">({set.kind})</span>}
                  {set.planned_reason && (
                    <div className="small text-body-secondary routine-reason">{set.planned_reason}</div>
                  )}
                </li>
              ))}
            </ol>
            {exercise.notes && <p className="small mt-2 mb-0 text-break">{exercise.notes}</p>}
          </section>
        ))}
      </div>
      <ConfirmModal
        show={deleting}
        title="Delete routine"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
        onHide={() => setDeleting(false)}
      >
        Delete <strong>{routine.name}</strong>? Sessions started from it stay.
      </ConfirmModal>
    </>
  );
}
