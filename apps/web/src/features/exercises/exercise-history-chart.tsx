import type { WeightUnit } from "@topset/shared";
import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from "chart.js";
import { useMemo } from "react";
import { Line } from "react-chartjs-2";
import { CHART_HEIGHT, useChartTheme } from "../../components/chart-theme";
import type { HistorySeries } from "./history-view";

// Registered here, not globally: chart.js loads only with the screens that draw a chart.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

/** Best e1RM (left axis) and volume (right axis) per training day of the listed sets, oldest to newest. */
export function ExerciseHistoryChart({ series, unit }: { series: HistorySeries; unit: WeightUnit }) {
  const theme = useChartTheme();
  const data: ChartData<"line", (number | null)[], string> = {
    labels: series.labels,
    datasets: [
      {
        label: `e1RM (${unit})`,
        data: series.e1rm,
        yAxisID: "y",
        borderColor: theme.primary,
        backgroundColor: theme.primary,
        spanGaps: true,
        cubicInterpolationMode: "monotone",
        pointRadius: 3,
      },
      {
        label: `Volume (${unit})`,
        data: series.volume,
        yAxisID: "volume",
        borderColor: theme.secondary,
        backgroundColor: theme.secondary,
        cubicInterpolationMode: "monotone",
        pointRadius: 3,
      },
    ],
  };
  const options = useMemo<ChartOptions<"line">>(() => {
    const axis = { ticks: { color: theme.text }, grid: { color: theme.grid }, border: { display: false } };
    return {
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: "index", intersect: false },
      plugins: {
        legend: { labels: { color: theme.text, boxWidth: 12, boxHeight: 12 } },
      },
      scales: {
        x: { ...axis, ticks: { ...axis.ticks, maxRotation: 0, autoSkipPadding: 8 } },
        y: { ...axis, position: "left", grace: "5%" },
        volume: { ...axis, position: "right", grace: "5%", grid: { drawOnChartArea: false } },
      },
    };
  }, [theme.text, theme.grid]);

  return (
    <div className="position-relative" style={{ height: CHART_HEIGHT }}>
      <Line
        data={data}
        options={options}
        role="img"
        aria-label={`Chart of e1RM and volume in ${unit}, oldest to newest`}
      />
    </div>
  );
}
