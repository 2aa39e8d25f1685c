import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartDataset,
  type ChartOptions,
} from "chart.js";
import { useMemo } from "react";
import { Bar } from "react-chartjs-2";
import { CHART_HEIGHT, chartAxis, type ChartTheme } from "./chart-theme";

// Registered here, not globally: chart.js loads only with the screens that draw a chart.
ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

export type BarDataset = ChartDataset<"bar", (number | null)[]>;
type Scales = NonNullable<ChartOptions<"bar">["scales"]>;

type BarChartProps = {
  labels: string[];
  datasets: BarDataset[];
  theme: ChartTheme;
  /** The accessible name of the canvas. */
  label: string;
  /** The y axes' own settings, laid over the shared axis look. Keep it a module constant. */
  scales: Scales;
};

/** A themed bar chart, CHART_HEIGHT tall, sharing the line chart's axes, legend and tooltip. */
export function BarChart({ labels, datasets, theme, label, scales }: BarChartProps) {
  const { text, grid } = theme;
  const options = useMemo<ChartOptions<"bar">>(() => {
    const axis = chartAxis({ text, grid });
    const themed = Object.fromEntries(
      Object.entries(scales).map(([id, scale]) => [id, { ...axis, ...scale }]),
    ) as Scales;
    return {
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: "index", intersect: false },
      plugins: { legend: { labels: { color: text, boxWidth: 12, boxHeight: 12 } } },
      scales: {
        x: {
          ...axis,
          grid: { display: false },
          ticks: { ...axis.ticks, maxRotation: 0, autoSkipPadding: 8 },
        },
        ...themed,
      },
    };
  }, [text, grid, scales]);

  return (
    <div className="position-relative" style={{ height: CHART_HEIGHT }}>
      <Bar data={{ labels, datasets }} options={options} role="img" aria-label={label} />
    </div>
  );
}
