import type { WeightUnit } from "@topset/shared";
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from "chart.js";
import { useMemo } from "react";
import { Bar } from "react-chartjs-2";
import { CHART_HEIGHT, chartAxis, useChartTheme } from "../../components/chart-theme";
import type { VolumeSeries } from "./block-view";
import { useT } from "./i18n";

// Registered here, not globally: chart.js loads only with the screens that draw a chart.
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

/** Total volume (reps × weight) per block week, in the member's unit. */
export function WeeklyVolumeChart({ series, unit }: { series: VolumeSeries; unit: WeightUnit }) {
  const t = useT();
  const theme = useChartTheme();
  const data: ChartData<"bar", number[], string> = {
    labels: series.labels,
    datasets: [
      {
        label: t("volumeChart.volume", { unit }),
        data: series.volume,
        backgroundColor: theme.primary,
        borderRadius: 6,
        maxBarThickness: 48,
      },
    ],
  };
  const options = useMemo<ChartOptions<"bar">>(() => {
    const axis = chartAxis({ text: theme.text, grid: theme.grid });
    return {
      responsive: true,
      maintainAspectRatio: false,
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            title: (items) => {
              const index = items[0]?.dataIndex ?? 0;
              return t("volumeChart.from", {
                week: series.labels[index] ?? "",
                date: series.weekOf[index] ?? "",
              });
            },
            afterLabel: (item) => t("volumeChart.sets", { count: series.sets[item.dataIndex] ?? 0 }),
          },
        },
      },
      scales: {
        x: { ...axis, grid: { display: false }, ticks: { ...axis.ticks, maxRotation: 0 } },
        y: { ...axis, beginAtZero: true },
      },
    };
  }, [theme.text, theme.grid, series, t]);

  return (
    <div className="position-relative" style={{ height: CHART_HEIGHT }}>
      <Bar data={data} options={options} role="img" aria-label={t("volumeChart.label", { unit })} />
    </div>
  );
}
