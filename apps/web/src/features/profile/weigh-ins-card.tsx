import { useSuspenseQuery } from "@tanstack/react-query";
import { displayWeight } from "@topset/shared";
import { formatLongDate, formatWeight } from "../../lib/i18n";
import { useT } from "./i18n";
import { unitLabel, useWeightUnit } from "../../lib/settings-store";
import { weighInsQuery } from "./profile-stats.api";
import { trendCell } from "./profile-stats-view";
import { StatCard } from "./stat-card";
import { speedometerIcon } from "../../components/icons";

/** The last 8 bodyweights, newest first, with the change from the entry before, in the viewer's unit. */
export function WeighInsCard({ userId }: { userId: number }) {
  const t = useT();
  const { data: rows } = useSuspenseQuery(weighInsQuery(userId));
  const unit = useWeightUnit();
  const latest = rows[0];
  const aside = latest && (
    <span className="small text-body-secondary text-nowrap" data-testid="latest-weight">
      {displayWeight({ value: latest.body_weight, unit: latest.body_weight_unit }, unit)}{" "}
      {t("weighIns.perWeek", { unit: unitLabel(unit === "lbs") })}
    </span>
  );

  return (
    <StatCard title={t("weighIns.title")} icon={speedometerIcon} aside={aside} rows={rows}>
      {(rows) => (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0 profile-table">
            <thead>
              <tr>
                <th scope="col">{t("weighIns.date")}</th>
                <th scope="col" className="text-end">
                  {t("weighIns.weight")}
                </th>
                <th scope="col" className="text-end">
                  {t("weighIns.trend")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const trend = trendCell(row.trend, row.body_weight_unit, unit);
                const weight = displayWeight({ value: row.body_weight, unit: row.body_weight_unit }, unit);
                return (
                  <tr key={row.id}>
                    <td>{formatLongDate(row.date)}</td>
                    <td className="text-end text-nowrap">{formatWeight(weight, unit)}</td>
                    <td
                      className={`text-end text-nowrap fw-semibold ${trend.tone ? `text-${trend.tone}` : ""}`}
                      data-testid="trend"
                    >
                      {trend.text}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </StatCard>
  );
}
