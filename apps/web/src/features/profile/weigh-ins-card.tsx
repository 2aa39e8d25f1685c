import { useSuspenseQuery } from "@tanstack/react-query";
import { displayWeight, formatLongDate, formatWeight } from "@topset/shared";
import { unitLabel, useWeightUnit } from "../../lib/settings-store";
import { weighInsQuery } from "./profile-stats.api";
import { trendCell } from "./profile-stats-view";
import { StatCard } from "./stat-card";
import { speedometerIcon } from "../../components/icons";

/** The last 8 bodyweights, newest first, with the change from the entry before, in the viewer's unit. */
export function WeighInsCard({ userId }: { userId: number }) {
  const { data: rows } = useSuspenseQuery(weighInsQuery(userId));
  const unit = useWeightUnit();
  const latest = rows[0];
  const aside = latest && (
    <span className="small text-body-secondary text-nowrap" data-testid="latest-weight">
      {displayWeight({ value: latest.body_weight, unit: latest.body_weight_unit }, unit)}{" "}
      {unitLabel(unit === "lbs")}/w
    </span>
  );

  return (
    <StatCard title="Bodyweight" icon={speedometerIcon} aside={aside} rows={rows}>
      {(rows) => (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0 profile-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col" className="text-end">
                  Weight
                </th>
                <th scope="col" className="text-end">
                  Trend
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
