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
import { useSettings } from "../../lib/settings-store";
import type { RecoverySeries } from "./profile-stats-view";

// Registered here, not globally: chart.js loads only with the screens that draw a chart.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

/** The chart theme has two colours; session RPE gets a green that reads on both themes. */
const rpeColour = (dark: boolean) => (dark ? "#5fd38d" : "#198754");

/** Sleep (hours), stress (1–10) and session RPE (1–10) of the newest recovery entries, MM/DD labels. */
export function RecoveryChart({ series }: { series: RecoverySeries }) {
  const theme = useChartTheme();
  const dark = useSettings((s) => s.darkMode);
  const line = (label: string, data: (number | null)[], colour: string) => ({
    label,
    data,
    borderColor: colour,
    backgroundColor: colour,
    spanGaps: true,
    cubicInterpolationMode: "monotone" as const,
    pointRadius: 3,
  });
  const data: ChartData<"line", (number | null)[], string> = {
    labels: series.labels,
    datasets: [
      line("Sleep (hrs)", series.sleep, theme.primary),
      line("Stress", series.stress, theme.secondary),
      line("Session RPE", series.sessionRpe, rpeColour(dark)),
    ],
  };
  const options = useMemo<ChartOptions<"line">>(() => {
    const axis = { ticks: { color: theme.text }, grid: { color: theme.grid }, border: { display: false } };
    return {
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: "index", intersect: false },
      plugins: { legend: { labels: { color: theme.text, boxWidth: 12, boxHeight: 12 } } },
      scales: {
        x: { ...axis, ticks: { ...axis.ticks, maxRotation: 0, autoSkipPadding: 8 } },
        y: { ...axis, beginAtZero: true, suggestedMax: 10 },
      },
    };
  }, [theme.text, theme.grid]);

  return (
    <div className="position-relative" style={{ height: CHART_HEIGHT }}>
      <Line
        data={data}
        options={options}
        role="img"
        aria-label="Chart of sleep, stress and session RPE, oldest to newest"
      />
    </div>
  );
}
