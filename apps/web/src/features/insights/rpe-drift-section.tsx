import { useSuspenseQuery } from "@tanstack/react-query";
import { roundTo } from "@topset/shared";
import { useChartTheme } from "../../components/chart-theme";
import { LineChart, lineDataset } from "../../components/line-chart";
import { InsightCard } from "./insight-card";
import { driftSentence } from "./insights-text";
import { rpeDriftQuery } from "./insights.api";
import type { Lift } from "./lift-order";
import { formatMonthDay } from "../../lib/i18n";
import { t as translate, useT } from "./i18n";

const driftScales = () => ({ y: { title: { display: true, text: translate("drift.axis") } } });

/** How the lifter's RPE calls ran against the prescription, one point a session; nothing without a plan. */
export function RpeDriftSection({ lift }: { lift: Lift }) {
  const t = useT();
  const { data } = useSuspenseQuery(rpeDriftQuery(lift.id));
  const theme = useChartTheme();
  const sentence = driftSentence(data);
  if (!sentence) return null;
  return (
    <InsightCard title={t("titles.rpeDrift")}>
      <p className="mb-2">{sentence}</p>
      <LineChart
        label={t("drift.chartLabel", { lift: lift.name })}
        labels={data.map((p) => formatMonthDay(p.date))}
        theme={theme}
        scales={driftScales()}
        datasets={[
          lineDataset(
            t("drift.plan"),
            data.map(() => 0),
            theme.text,
            { borderDash: [6, 4], pointRadius: 0, borderWidth: 1 },
          ),
          lineDataset(
            t("drift.realisedMinusPlanned"),
            data.map((p) => roundTo(p.realised - p.planned, 2)),
            theme.primary,
          ),
        ]}
      />
    </InsightCard>
  );
}
