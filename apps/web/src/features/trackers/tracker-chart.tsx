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
import { CHART_HEIGHT, chartTheme, type ChartTheme } from "../../components/chart-theme";
import type { ChartSeries } from "./tracker-view";

// Registered here, not globally: chart.js loads only with the screens that draw a chart.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

const colours = (theme: ChartTheme) => [theme.primary, theme.secondary];

/**
 * The tracker's line chart of the page shown, oldest to newest. `dark` comes from the screen so that
 * printing can redraw it in the light colours paper needs.
 */
export function TrackerChart({ series, dark, label }: { series: ChartSeries; dark: boolean; label: string }) {
  const theme = chartTheme(dark);
  const data: ChartData<"line", (number | null)[], string> = {
    labels: series.labels,
    datasets: series.datasets.map((set, index) => {
      const colour = colours(theme)[index % 2];
      return {
        label: set.label,
        data: set.data,
        borderColor: colour,
        backgroundColor: colour,
        spanGaps: true,
        cubicInterpolationMode: "monotone",
        pointRadius: 3,
      };
    }),
  };
  const options = useMemo<ChartOptions<"line">>(() => {
    const axis = { ticks: { color: theme.text }, grid: { color: theme.grid }, border: { display: false } };
    return {
      responsive: true,
      maintainAspectRatio: false,
      // No animation: a print redraw must be complete at once.
      animation: false,
      interaction: { mode: "index", intersect: false },
      plugins: { legend: { labels: { color: theme.text, boxWidth: 12, boxHeight: 12 } } },
      scales: {
        x: { ...axis, ticks: { ...axis.ticks, maxRotation: 0, autoSkipPadding: 8 } },
        y: { ...axis, grace: "5%" },
      },
    };
  }, [theme.text, theme.grid]);

  return (
    <div className="position-relative tracker-chart" style={{ height: CHART_HEIGHT }}>
      <Line data={data} options={options} role="img" aria-label={label} />
    </div>
  );
}
