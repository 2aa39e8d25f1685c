import { useSuspenseQuery } from "@tanstack/react-query";
import { shiftIsoDate, type ComplianceWeek } from "@topset/shared";
import { useTransition } from "react";
import Button from "react-bootstrap/Button";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { Icon } from "../../components/icon";
import { chevronLeftIcon, chevronRightIcon, downloadIcon } from "../../components/icons";
import { formatMonthDay } from "../../lib/i18n";
import { athleteWeekQuery, complianceCsvUrl } from "./coaching.api";
import { ComplianceSession } from "./compliance-session";
import { useT } from "./i18n";
import { LiftTrends } from "./lift-trends";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Today in local time, YYYY-MM-DD. */
const today = () => shiftIsoDate(new Date().toISOString(), 0);

function OpenWorkouts({ week }: { week: ComplianceWeek }) {
  const t = useT();
  if (week.open_workouts.length === 0) return null;
  // A workout of a week that has ended without its session is missed; in this week it is still open.
  const missed = week.week_end.slice(0, 10) < today();
  return (
    <section className="mb-3" aria-label={t("athleteWeek.notStarted")}>
      <h2 className="h6 fw-semibold mb-2">
        {missed ? t("athleteWeek.missedWorkouts") : t("athleteWeek.stillToDo")}
      </h2>
      <ul className="list-group shadow-sm">
        {week.open_workouts.map((w) => (
          <li
            key={`${w.program_id}-${w.week}-${w.day}`}
            className="list-group-item d-flex align-items-center gap-2 py-2"
          >
            <span className="flex-grow-1 min-w-0 text-break">
              <span className="fw-semibold">{w.routine_name ?? t("athleteWeek.workout")}</span>
              <span className="small text-body-secondary d-block">
                {t("athleteWeek.programWeekDay", { program: w.program_name, week: w.week, day: w.day })}
              </span>
            </span>
            <span className={`badge ${missed ? "text-bg-danger" : "text-bg-secondary"}`}>
              {missed ? t("athleteWeek.missed") : t("athleteWeek.open")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Week tab: a week picker, each session planned beside done, the open or missed workouts, trends. */
export function AthleteWeek({ athleteId }: { athleteId: number }) {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const asked = search.get("week");
  const wanted = asked && ISO_DAY.test(asked) ? asked : undefined;
  const [moving, startMoving] = useTransition();
  const { data: week } = useSuspenseQuery(athleteWeekQuery(athleteId, wanted));
  if (!week) return <EmptyState>{t("athleteWeek.noLongerRead")}</EmptyState>;

  const start = week.week_start.slice(0, 10);
  const go = (days: number) =>
    startMoving(() => {
      const next = new URLSearchParams(search);
      next.set("week", shiftIsoDate(start, days));
      setSearch(next, { replace: true });
    });
  const isThisWeek = week.week_end.slice(0, 10) >= today();
  return (
    <div className={moving ? "opacity-50" : undefined}>
      <div className="d-flex align-items-center gap-1 mb-3">
        <Button
          variant="outline-secondary"
          size="sm"
          aria-label={t("athleteWeek.previousWeek")}
          onClick={() => go(-7)}
        >
          <Icon svg={chevronLeftIcon} />
        </Button>
        <span className="fw-semibold text-center flex-grow-1" aria-live="polite">
          {formatMonthDay(week.week_start)} – {formatMonthDay(week.week_end)}
          {isThisWeek && (
            <span className="small text-body-secondary fw-normal">{t("athleteWeek.thisWeek")}</span>
          )}
        </span>
        <Button
          variant="outline-secondary"
          size="sm"
          aria-label={t("athleteWeek.nextWeek")}
          disabled={isThisWeek}
          onClick={() => go(7)}
        >
          <Icon svg={chevronRightIcon} />
        </Button>
        <a
          className="btn btn-outline-secondary btn-sm ms-1"
          href={complianceCsvUrl(athleteId)}
          download
          title={t("athleteWeek.csvTitle")}
        >
          <Icon svg={downloadIcon} className="me-1" />
          {t("athleteWeek.csv")}
        </a>
      </div>
      <OpenWorkouts week={week} />
      <section className="mb-3" aria-label={t("athleteWeek.sessions")}>
        <h2 className="h6 fw-semibold mb-2">{t("athleteWeek.sessions")}</h2>
        {week.sessions.length === 0 ? (
          <p className="small text-body-secondary">{t("athleteWeek.noSession")}</p>
        ) : (
          <ul className="list-group shadow-sm">
            {week.sessions.map((s) => (
              <ComplianceSession key={s.session_id} session={s} />
            ))}
          </ul>
        )}
      </section>
      <section aria-label={t("athleteWeek.trendLabel")}>
        <h2 className="h6 fw-semibold mb-2">{t("athleteWeek.trendTitle")}</h2>
        <LiftTrends trends={week.trends} />
      </section>
    </div>
  );
}
