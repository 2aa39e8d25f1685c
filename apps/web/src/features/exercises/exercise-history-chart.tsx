import type { WeightUnit } from "@topset/shared";
import { useChartTheme } from "../../components/chart-theme";
import { LineChart, lineDataset } from "../../components/line-chart";
import type { HistorySeries } from "./history-view";

/** e1RM on the left axis; volume, of another magnitude, on its own right axis without grid lines. */
const scales = {
  y: { position: "left", grace: "5%" },
  volume: { position: "right", grace: "5%", grid: { drawOnChartArea: false } },
} as const;

/** Best e1RM (left axis) and volume (right axis) per training day of the listed sets, oldest to newest. */
export function ExerciseHistoryChart({ series, unit }: { series: HistorySeries; unit: WeightUnit }) {
  const theme = useChartTheme();
  return (
    <LineChart
      theme={theme}
      labels={series.labels}
      datasets={[
        lineDataset(`e1RM (${unit})`, series.e1rm, theme.primary, { yAxisID: "y" }),
        lineDataset(`Volume (${unit})`, series.volume, theme.secondary, {
          yAxisID: "volume",
          spanGaps: false,
        }),
      ]}
      scales={scales}
      label={`Chart of e1RM and volume in ${unit}, oldest to newest`}
    />
  );
}
