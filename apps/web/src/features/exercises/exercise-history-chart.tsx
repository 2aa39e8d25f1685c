import type { WeightUnit } from "@topset/shared";
import { useChartTheme } from "../../components/chart-theme";
import { LineChart, lineDataset } from "../../components/line-chart";
import type { HistorySeries } from "./history-view";
import { useT } from "./i18n";

/** e1RM on the left axis; volume, of another magnitude, on its own right axis without grid lines. */
const scales = {
  y: { position: "left", grace: "5%" },
  volume: { position: "right", grace: "5%", grid: { drawOnChartArea: false } },
} as const;

/** Best e1RM (left axis) and volume (right axis) per training day of the listed sets, oldest to newest. */
export function ExerciseHistoryChart({ series, unit }: { series: HistorySeries; unit: WeightUnit }) {
  const t = useT();
  const theme = useChartTheme();
  return (
    <LineChart
      theme={theme}
      labels={series.labels}
      datasets={[
        lineDataset(t("chart.e1rm", { unit }), series.e1rm, theme.primary, { yAxisID: "y" }),
        lineDataset(t("chart.volume", { unit }), series.volume, theme.secondary, {
          yAxisID: "volume",
          spanGaps: false,
        }),
      ]}
      scales={scales}
      label={t("chart.label", { unit })}
    />
  );
}
