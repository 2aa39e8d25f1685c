import type { Program } from "@topset/shared";
import { Link } from "react-router";
import { formatMonthDay } from "../lib/i18n";
import { paths } from "../lib/routing/paths";
import "./program-calendar.css";
import { Icon } from "./icon";
import { checkCircleFillIcon } from "./icons";
import { useT } from "./i18n";

/**
 * A program as a calendar: a row per week, a cell per workout, done ones with their date and a link to
 * the session, the next one marked. Shown on the program's page and on its block's page.
 */
export function ProgramCalendar({ program }: { program: Program }) {
  const t = useT();
  const isNext = (week: number, day: number) => program.next?.week === week && program.next.day === day;
  const stateOf = (week: number, day: { day: number; done: boolean }): "done" | "next" | "planned" =>
    day.done ? "done" : isNext(week, day.day) ? "next" : "planned";
  return (
    <ol
      className="program-calendar list-unstyled mb-0"
      aria-label={t("programCalendar.label", { name: program.name })}
    >
      {program.weeks.map((week) => (
        <li key={week.week} className="program-week">
          <span className="program-week-label small fw-semibold text-body-secondary">
            {t("programCalendar.week", { week: week.week })}
          </span>
          <ol className="program-days list-unstyled mb-0">
            {week.days.map((day) => {
              const name = day.routine_name ?? t("programCalendar.deletedRoutine");
              const state = stateOf(week.week, day);
              const label = t("programCalendar.dayLabel", {
                week: week.week,
                day: day.day,
                name,
                state: t(`programCalendar.state.${state}`),
              });
              return (
                <li key={day.day} className={`program-day program-day-${state}`} aria-label={label}>
                  <span className="program-day-number small">
                    {t("programCalendar.day", { day: day.day })}
                  </span>
                  {day.session_id !== null ? (
                    <Link to={paths.sessionDetails.href(day.session_id)} className="program-day-name">
                      {name}
                    </Link>
                  ) : (
                    <span className="program-day-name">{name}</span>
                  )}
                  <span className="program-day-state small">
                    {day.done && <Icon svg={checkCircleFillIcon} className="me-1" />}
                    {day.done && day.session_date
                      ? formatMonthDay(day.session_date)
                      : state === "next"
                        ? t("programCalendar.next")
                        : ""}
                  </span>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
