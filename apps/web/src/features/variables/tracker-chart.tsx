import { chartTheme } from "../../components/chart-theme";
import { LineChart, lineDataset } from "../../components/line-chart";
import type { ChartSeries } from "./tracker-view";

const scales = { y: { grace: "5%" } };

/**
 * The tracker's line chart of the page shown, oldest to newest. `dark` comes from the screen so that
 * printing can redraw it in the light colours paper needs.
 */
export function TrackerChart({ series, dark, label }: { series: ChartSeries; dark: boolean; label: string }) {
  const theme = chartTheme(dark);
  const colours = [theme.primary, theme.secondary];
  return (
    <LineChart
      className="tracker-chart"
      theme={theme}
      labels={series.labels}
      datasets={series.datasets.map((set, index) => lineDataset(set.label, set.data, colours[index % 2]!))}
      scales={scales}
      // No animation: a print redraw must be complete at once.
      animate={false}
      label={label}
    />
  );
}
