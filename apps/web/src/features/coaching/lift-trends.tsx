import type { ComplianceWeek } from "@topset/shared";
import { useState } from "react";
import { useChartTheme } from "../../components/chart-theme";
import { LineChart, lineDataset } from "../../components/line-chart";
import { formatMonthDay } from "../../lib/i18n";
import { useT } from "./i18n";

type Trend = ComplianceWeek["trends"][number];
const SCALES = { y: { title: { display: true, text: "e1RM" } } };

/** Each lift's e1RM over the 12 weeks to this one: a pill per lift, one chart at a time (a phone's width). */
export function LiftTrends({ trends }: { trends: Trend[] }) {
  const t = useT();
  const theme = useChartTheme();
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = trends.find((trend) => trend.exercise_id === chosen) ?? trends[0];
  if (!shown) return <p className="small text-body-secondary">{t("liftTrends.empty")}</p>;
  return (
    <>
      <div className="d-flex flex-wrap gap-1 mb-2" role="group" aria-label={t("liftTrends.lift")}>
        {trends.map((trend) => (
          <button
            key={trend.exercise_id}
            type="button"
            className={`btn btn-sm rounded-pill ${trend === shown ? "btn-primary" : "btn-outline-secondary"}`}
            aria-pressed={trend === shown}
            onClick={() => setChosen(trend.exercise_id)}
          >
            {trend.name}
          </button>
        ))}
      </div>
      <LineChart
        label={t("liftTrends.chartLabel", { name: shown.name })}
        labels={shown.points.map((p) => formatMonthDay(p.date))}
        datasets={[
          lineDataset(
            "e1RM",
            shown.points.map((p) => p.e1rm),
            theme.primary,
          ),
        ]}
        theme={theme}
        scales={SCALES}
      />
    </>
  );
}
