import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { Progression, WeightUnit } from "@topset/shared";
import { formatNumber, Rich } from "../../lib/i18n";
import { useT, type t as translate } from "./i18n";
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
export function progressionText(p: Progression | null, unit: WeightUnit, t: typeof translate): string {
  if (!p) return t("progression.none");
  if (p.kind === "rpe") return t("progression.rpe");
  const increment = formatNumber(p.increment);
  if (p.kind === "double") return t("progression.double", { increment, unit });
  return p.deload_after
    ? t("progression.linearDeload", {
        increment,
        unit,
        percent: formatNumber(p.deload_percent ?? 10),
        count: p.deload_after,
      })
    : t("progression.linear", { increment, unit });
}

/** /dashboard/routines/:routine_id: what the next start will plan, and why; start, edit, delete. */
export function RoutinePage() {
  const t = useT();
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
      showToast(t("routinePage.deleted"));
    },
  });
  if (!routine) return <UnauthorizedRedirect fallback={paths.routines.href()} />;

  return (
    <>
      <PageTitle icon={clipboardCheckIcon} title={routine.name} subtitle={t("routinePage.subtitle")} />
      {routine.notes && <p className="text-body-secondary text-break">{routine.notes}</p>}
      <div className="d-flex gap-2 mb-3">
        <Button
          variant="success"
          className="session-tap flex-grow-1 fw-bold"
          onClick={() => start.mutate(routine.id)}
          disabled={start.isPending}
        >
          <Icon svg={playFillIcon} className="me-1" />
          {t("routinePage.start")}
        </Button>
        <Link to={paths.editRoutine.href(routine.id)} className="btn btn-outline-secondary session-tap">
          <Icon svg={pencilIcon} className="me-1" />
          {t("routinePage.edit")}
        </Link>
        <Button
          variant="outline-danger"
          className="session-tap"
          onClick={() => setDeleting(true)}
          aria-label={t("routinePage.delete")}
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
            <p className="small text-body-secondary mb-2">{progressionText(exercise.progression, unit, t)}</p>
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
                  {set.kind && set.kind !== "normal" && (
                    <span className="small ms-1">({t(`routinePage.setKind.${set.kind}`)})</span>
                  )}
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
        title={t("routinePage.confirmTitle")}
        confirmLabel={t("routinePage.confirmLabel")}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
        onHide={() => setDeleting(false)}
      >
        <Rich
          text={t("routinePage.confirmText", { name: routine.name })}
          tags={{ strong: (text) => <strong>{text}</strong> }}
        />
      </ConfirmModal>
    </>
  );
}
