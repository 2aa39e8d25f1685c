import { useSuspenseQuery } from "@tanstack/react-query";
import { formatMonthDay, roundTo } from "@topset/shared";
import { useChartTheme } from "../../components/chart-theme";
import { LineChart, lineDataset } from "../../components/line-chart";
import { InsightCard } from "./insight-card";
import { driftSentence } from "./insights-text";
import { rpeDriftQuery } from "./insights.api";
import type { Lift } from "./lift-order";

const DRIFT_SCALES = { y: { title: { display: true, text: "RPE over plan" } } };

/** How the lifter's RPE calls ran against the prescription, one point a session; nothing without a plan. */
export function RpeDriftSection({ lift }: { lift: Lift }) {
  const { data } = useSuspenseQuery(rpeDriftQuery(lift.id));
  const theme = useChartTheme();
  const sentence = driftSentence(data);
  if (!sentence) return null;
  return (
    <InsightCard title="RPE against the plan">
      <p className="mb-2">{sentence}</p>
      <LineChart
        label={`Realised minus planned RPE per ${lift.name} session`}
        labels={data.map((p) => formatMonthDay(p.date))}
        theme={theme}
        scales={DRIFT_SCALES}
        datasets={[
          lineDataset(
            "Plan",
            data.map(() => 0),
            theme.text,
            { borderDash: [6, 4], pointRadius: 0, borderWidth: 1 },
          ),
          lineDataset(
            "Realised − planned",
            data.map((p) => roundTo(p.realised - p.planned, 2)),
            theme.primary,
          ),
        ]}
      />
    </InsightCard>
  );
}
