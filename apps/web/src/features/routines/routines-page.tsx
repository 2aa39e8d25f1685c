import { useSuspenseQuery } from "@tanstack/react-query";
import type { Routine } from "@topset/shared";
import { formatShortDate } from "../../lib/i18n";
import { Suspense } from "react";
import Button from "react-bootstrap/Button";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { EmptyState } from "../../components/empty-state";
import { PageSpinner } from "../../components/page-spinner";
import { routinesQuery, useStartRoutine } from "../../lib/routines";
import { ProgramsSection } from "./programs-section";
import "./routines.css";
import { Icon } from "../../components/icon";
import { clipboardCheckIcon, playFillIcon, plusLgIcon } from "../../components/icons";
import { t as translate, useT } from "./i18n";

/** /dashboard/routines: the member's workout templates, each one tap from a session. */
export function RoutinesPage() {
  const t = useT();
  return (
    <>
      <div className="d-flex align-items-center gap-2 mb-3">
        <h1 className="h4 fw-bold mb-0 me-auto">{t("routinesPage.title")}</h1>
        <Link to={paths.newRoutine.href()} className="btn btn-primary session-tap fw-semibold">
          <Icon svg={plusLgIcon} className="me-1" />
          {t("routinesPage.newRoutine")}
        </Link>
      </div>
      <Suspense fallback={<PageSpinner />}>
        <RoutineList />
        <ProgramsSection />
      </Suspense>
    </>
  );
}

function RoutineList() {
  const t = useT();
  const { data: routines } = useSuspenseQuery(routinesQuery());
  const start = useStartRoutine();
  if (routines.length === 0) {
    return <EmptyState icon={clipboardCheckIcon}>{t("routinesPage.empty")}</EmptyState>;
  }
  return (
    <>
      {start.error && <p className="small text-danger">{start.error.message}</p>}
      <ul className="list-unstyled vstack gap-2 mb-0" aria-label={t("routinesPage.listLabel")}>
        {routines.map((routine) => (
          <li
            key={routine.id}
            className="routine-row d-flex align-items-center gap-2 p-2 rounded-3 shadow-sm"
          >
            <Link
              to={paths.routine.href(routine.id)}
              className="flex-grow-1 min-w-0 text-decoration-none text-body px-1"
            >
              <span className="d-block fw-semibold text-truncate">{routine.name}</span>
              <span className="d-block small text-body-secondary text-truncate">{summary(routine)}</span>
            </Link>
            <Button
              variant="success"
              className="session-tap fw-semibold flex-shrink-0"
              onClick={() => start.mutate(routine.id)}
              disabled={start.isPending}
              aria-label={t("routinesPage.startRoutine", { name: routine.name })}
            >
              <Icon svg={playFillIcon} className="me-1" />
              {t("routinesPage.start")}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** "Back squat, Bench press · last 12/11/26". */
function summary(routine: Routine) {
  const names = routine.exercises.map((e) => e.name).join(", ");
  return routine.last_started
    ? translate("routinesPage.lastStarted", { names, date: formatShortDate(routine.last_started) })
    : names;
}
