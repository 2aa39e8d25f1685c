import { sessionDurationText, sessionFlag, type Session } from "@topset/shared";
import { Link } from "react-router";
import { paths } from "../../../lib/routing/paths";
import { Icon } from "../../../components/icon";
import { calendarRangeIcon, chevronRightIcon, stopwatchIcon } from "../../../components/icons";
import { formatMonthDay, formatNumber, formatTime } from "../../../lib/i18n";
import { flagText, spanText, useTrainingWords } from "../i18n";
import { useT } from "./i18n";

const flagTone = { "in progress": "warning", incomplete: "danger" } as const;

/** A session in the list: date tile, name, exercises, total time, block icon; border colour while unfinished. */
export function SessionCard({ session }: { session: Session }) {
  const t = useT();
  useTrainingWords();
  const flag = sessionFlag(session.start_date, session.end_date);
  const tone = flag ? flagTone[flag] : null;
  const exercises = session.json.map((e) => e.name).join(", ");

  return (
    <Link
      to={paths.sessionDetails.href(session.id)}
      className={`session-card card border-0 shadow-sm text-decoration-none${tone ? ` session-card-${tone}` : ""}`}
    >
      <div className="card-body d-flex gap-3 align-items-center py-3">
        <div className="session-date text-center flex-shrink-0" aria-label={t("card.date")}>
          <div className="fw-bold fs-5 lh-1">{formatMonthDay(session.start_date)}</div>
          <div className="small text-body-secondary mt-1">{formatTime(session.start_date)}</div>
        </div>
        <div className="min-w-0 flex-grow-1">
          <div className="d-flex align-items-center gap-2">
            <h2 className="h6 fw-bold mb-0 text-truncate">{session.name}</h2>
            {session.block_id !== null && (
              <Icon
                svg={calendarRangeIcon}
                className="text-primary flex-shrink-0 small"
                label={t("card.block", { name: session.block_name ?? "" })}
                title={session.block_name ?? t("card.blockFallback")}
              />
            )}
          </div>
          <p className="small text-body-secondary mb-1 text-truncate">{exercises || t("card.noExercises")}</p>
          <div className="small d-flex flex-wrap align-items-center column-gap-2 text-body-secondary">
            {flag ? (
              <span className={`badge text-bg-${tone}`}>{flagText(flag)}</span>
            ) : (
              <span className="text-nowrap">
                <Icon svg={stopwatchIcon} className="me-1" />
                {spanText(sessionDurationText(session.start_date, session.end_date))}
              </span>
            )}
            {session.session_rpe !== null && (
              <span className="text-nowrap">{t("card.rpe", { rpe: formatNumber(session.session_rpe) })}</span>
            )}
          </div>
        </div>
        <Icon svg={chevronRightIcon} className="text-body-secondary" />
      </div>
    </Link>
  );
}
