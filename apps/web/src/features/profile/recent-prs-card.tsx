import { useSuspenseQuery } from "@tanstack/react-query";
import { type RecentPr } from "@topset/shared";
import { formatLongDate, formatTime, formatWeight } from "../../lib/i18n";
import { useT } from "./i18n";
import { Fragment, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../lib/routing/paths";
import { useWeightUnit } from "../../lib/settings-store";
import { recentPrsQuery } from "./profile-stats.api";
import { toPrLine } from "./profile-stats-view";
import { StatCard } from "./stat-card";
import "./profile.css";
import { Icon } from "../../components/icon";
import { chevronDownIcon, chevronRightIcon, trophyIcon } from "../../components/icons";

/**
 * Recent ePRs (Lift, Log 'reps reps x weight @rpe', e1RM): each exercise's best qualifying set.
 * A row opens its raw detail: the set exactly as logged. Session and exercise links only for the
 * owner, whose pages they are.
 */
export function RecentPrsCard({ userId, own }: { userId: number; own: boolean }) {
  const t = useT();
  const { data: rows } = useSuspenseQuery(recentPrsQuery(userId));
  const unit = useWeightUnit();
  const [open, setOpen] = useState<number | null>(null);
  const toggle = (id: number) => setOpen((current) => (current === id ? null : id));

  return (
    <StatCard title={t("recentPrs.title")} icon={trophyIcon} rows={rows}>
      {(prs) => (
        <div className="table-responsive">
          <table className="table table-sm table-hover align-middle mb-0 profile-table">
            <thead>
              <tr>
                <th scope="col">{t("recentPrs.lift")}</th>
                <th scope="col">{t("recentPrs.log")}</th>
                <th scope="col" className="text-end">
                  {t("recentPrs.e1rm")}
                </th>
              </tr>
            </thead>
            <tbody>
              {prs.map((pr) => {
                const line = toPrLine(pr, unit);
                const expanded = open === pr.id;
                return (
                  <Fragment key={pr.id}>
                    <tr className="profile-pr-row" onClick={() => toggle(pr.id)}>
                      <th scope="row" className="fw-semibold">
                        <button
                          type="button"
                          className="btn btn-link p-0 text-body text-decoration-none fw-semibold text-start d-inline-flex align-items-baseline gap-1"
                          aria-expanded={expanded}
                          aria-controls={`pr-detail-${pr.id}`}
                          onClick={(e) => {
                            e.stopPropagation();
                            toggle(pr.id);
                          }}
                        >
                          <Icon svg={expanded ? chevronDownIcon : chevronRightIcon} className="small" />
                          <span>{line.lift}</span>
                        </button>
                      </th>
                      <td>{line.log}</td>
                      <td className="text-end fw-bold text-nowrap">{line.e1rm}</td>
                    </tr>
                    {expanded && (
                      <tr id={`pr-detail-${pr.id}`} className="profile-pr-detail">
                        <td colSpan={3}>
                          <PrDetail pr={pr} own={own} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </StatCard>
  );
}

/** The set as it was logged, in its own unit, with the figures the server computed for it. */
function PrDetail({ pr, own }: { pr: RecentPr; own: boolean }) {
  const t = useT();
  const items: [string, React.ReactNode][] = [
    [
      t("recentPrs.exercise"),
      own ? <Link to={paths.exercise.href(pr.exercise_id)}>{pr.name}</Link> : pr.name,
    ],
    [t("recentPrs.reps"), pr.reps],
    [t("recentPrs.weight"), formatWeight(pr.weight, pr.weight_unit)],
    [t("recentPrs.rpe"), pr.rpe],
    [t("recentPrs.e1rm"), formatWeight(pr.e1rm, pr.weight_unit)],
    [t("recentPrs.ri"), pr.ri == null ? "-" : `${pr.ri}%`],
    [t("recentPrs.volume"), pr.volume === undefined ? "-" : formatWeight(pr.volume, pr.weight_unit)],
    [t("recentPrs.date"), `${formatLongDate(pr.date)} ${formatTime(pr.date)}`],
    [
      t("recentPrs.session"),
      own ? <Link to={paths.sessionDetails.href(pr.session_id)}>#{pr.session_id}</Link> : `#${pr.session_id}`,
    ],
    [t("recentPrs.set"), `#${pr.id}`],
  ];
  return (
    <dl className="profile-pr-facts small mb-0">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="text-body-secondary fw-normal">{term}</dt>
          <dd className="mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
