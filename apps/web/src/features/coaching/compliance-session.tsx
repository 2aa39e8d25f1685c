import type { ComplianceWeek } from "@topset/shared";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { formatLongDate } from "../../lib/i18n";
import { useT } from "./i18n";
import { setText } from "./roster-text";

type Session = ComplianceWeek["sessions"][number];
type Exercise = Session["exercises"][number];

/** One exercise's sets, planned beside done: "5 × 160 @8 | 5 × 162.5 @9". */
function ExerciseSets({ exercise }: { exercise: Exercise }) {
  const t = useT();
  const unit = exercise.sets[0]?.weight_unit ?? "";
  return (
    <div className="mb-2">
      <div className="small fw-semibold text-break">
        {exercise.name} {unit && <span className="text-body-secondary fw-normal">({unit})</span>}
      </div>
      <table className="table table-sm table-borderless mb-0 small compliance-sets">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t("compliance.planned")}</th>
            <th scope="col">{t("compliance.done")}</th>
          </tr>
        </thead>
        <tbody>
          {exercise.sets.map((s) => {
            const planned = s.planned_reps !== null || s.planned_weight !== null || s.planned_rpe !== null;
            return (
              <tr key={s.set_id}>
                <td className="text-body-secondary py-0 w-50">
                  {planned
                    ? setText(s.planned_reps, s.planned_weight, s.planned_rpe)
                    : t("compliance.unplanned")}
                </td>
                <td className="py-0 border-start">
                  {s.done ? (
                    setText(s.reps, s.weight, s.rpe)
                  ) : (
                    <span className="text-danger-emphasis">{t("compliance.notDone")}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A session of the week: its name, day and state, then every exercise planned beside done. */
export function ComplianceSession({ session }: { session: Session }) {
  const t = useT();
  const where =
    session.program_week !== null && session.program_day !== null
      ? t("compliance.weekDay", { week: session.program_week, day: session.program_day })
      : "";
  return (
    <li className="list-group-item py-2">
      <div className="d-flex align-items-baseline gap-2 mb-1">
        <Link
          to={paths.sessionDetails.href(session.session_id)}
          className="fw-semibold text-break flex-grow-1"
        >
          {session.name}
        </Link>
        <span className={`badge ${session.completed ? "text-bg-success" : "text-bg-warning"}`}>
          {session.completed ? t("compliance.done") : t("compliance.open")}
        </span>
      </div>
      <div className="small text-body-secondary mb-2">
        {formatLongDate(session.start_date)}
        {where}
      </div>
      <div className="d-flex small text-body-secondary fw-semibold">
        <span className="w-50">{t("compliance.planned")}</span>
        <span className="ps-2">{t("compliance.done")}</span>
      </div>
      {session.exercises.map((e) => (
        <ExerciseSets key={e.log_id} exercise={e} />
      ))}
    </li>
  );
}
