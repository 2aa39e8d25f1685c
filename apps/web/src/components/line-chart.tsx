import {
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartDataset,
  type ChartOptions,
} from "chart.js";
import { useMemo } from "react";
import { Line } from "react-chartjs-2";
import { CHART_HEIGHT, chartAxis, type ChartTheme } from "./chart-theme";

// Registered here, not globally: chart.js loads only with the screens that draw a chart.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend, Filler);

export type LineDataset = ChartDataset<"line", (number | null)[]>;
type Scales = NonNullable<ChartOptions<"line">["scales"]>;

/** One smoothed series with dots, gaps bridged; pass `spanGaps: false` in `extra` to break the line. */
export const lineDataset = (
  label: string,
  data: (number | null)[],
  colour: string,
  extra?: Partial<LineDataset>,
): LineDataset => ({
  label,
  data,
  borderColor: colour,
  backgroundColor: colour,
  spanGaps: true,
  cubicInterpolationMode: "monotone",
  pointRadius: 3,
  ...extra,
});

/**
 * A shaded range between two series (an interval around a line): two datasets, the upper filled down to
 * the lower, with no line or dots of their own. The lower one has no label, so the legend names the band once.
 */
export const bandDatasets = (
  label: string,
  low: (number | null)[],
  high: (number | null)[],
  colour: string,
): LineDataset[] => {
  const edge = { borderColor: "transparent", pointRadius: 0, pointHitRadius: 0, spanGaps: true };
  return [
    { ...edge, label: "", data: low, backgroundColor: colour, fill: false },
    { ...edge, label, data: high, backgroundColor: colour, fill: "-1" },
  ];
};

type LineChartProps = {
  labels: string[];
  datasets: LineDataset[];
  theme: ChartTheme;
  /** The accessible name of the canvas. */
  label: string;
  /**
   * The y axis' own settings, and any further axes, each laid over the shared axis look.
   * Keep it a module constant: the options are rebuilt when it changes.
   */
  scales: Scales;
  /** false for a chart that must be complete at once (a print redraw). */
  animate?: boolean;
  className?: string;
};

/** A themed line chart, CHART_HEIGHT tall, with an x axis of category labels and a shared index tooltip. */
export function LineChart({
  labels,
  datasets,
  theme,
  label,
  scales,
  animate = true,
  className,
}: LineChartProps) {
  const { text, grid } = theme;
  const options = useMemo<ChartOptions<"line">>(() => {
    const axis = chartAxis({ text, grid });
    const themed = Object.fromEntries(
      Object.entries(scales).map(([id, scale]) => [id, { ...axis, ...scale }]),
    ) as Scales;
    return {
      responsive: true,
      maintainAspectRatio: false,
      ...(animate ? {} : { animation: false }),
      interaction: { mode: "index", intersect: false },
      plugins: {
        // A band's lower edge (no label) stays out of the legend; neither edge is a value to read off.
        legend: {
          labels: { color: text, boxWidth: 12, boxHeight: 12, filter: (item) => Boolean(item.text) },
        },
        tooltip: { filter: (item) => Boolean(item.dataset.label) && !item.dataset.fill },
      },
      scales: {
        x: { ...axis, ticks: { ...axis.ticks, maxRotation: 0, autoSkipPadding: 8 } },
        ...themed,
      },
    };
  }, [text, grid, scales, animate]);

  return (
    <div
      className={className ? `position-relative ${className}` : "position-relative"}
      style={{ height: CHART_HEIGHT }}
    >
      <Line data={{ labels, datasets }} options={options} role="img" aria-label={label} />
    </div>
  );
}
