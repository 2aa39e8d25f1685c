import { formatMonthDay, type ComplianceWeek } from "@topset/shared";
import { useState } from "react";
import { useChartTheme } from "../../components/chart-theme";
import { LineChart, lineDataset } from "../../components/line-chart";

type Trend = ComplianceWeek["trends"][number];
const SCALES = { y: { title: { display: true, text: "e1RM" } } };

/** Each lift's e1RM over the 12 weeks to this one: a pill per lift, one chart at a time (a phone's width). */
export function LiftTrends({ trends }: { trends: Trend[] }) {
  const theme = useChartTheme();
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = trends.find((t) => t.exercise_id === chosen) ?? trends[0];
  if (!shown) return <p className="small text-body-secondary">No lift logged in these 12 weeks.</p>;
  return (
    <>
      <div className="d-flex flex-wrap gap-1 mb-2" role="group" aria-label="Lift">
        {trends.map((t) => (
          <button
            key={t.exercise_id}
            type="button"
            className={`btn btn-sm rounded-pill ${t === shown ? "btn-primary" : "btn-outline-secondary"}`}
            aria-pressed={t === shown}
            onClick={() => setChosen(t.exercise_id)}
          >
            {t.name}
          </button>
        ))}
      </div>
      <LineChart
        label={`${shown.name}: best e1RM of each day`}
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
