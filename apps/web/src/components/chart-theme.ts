import { useSettings } from "../lib/settings-store";

/** The charts' height. */
export const CHART_HEIGHT = 237;

export type ChartTheme = { text: string; grid: string; primary: string; secondary: string };

/**
 * Colours for chart.js, which draws on a canvas and cannot read the CSS theme variables.
 * NOTE: no chart.js import here, so screens without a chart never load it.
 */
export function chartTheme(dark: boolean): ChartTheme {
  return dark
    ? {
        text: "rgba(236, 238, 238, 0.75)",
        grid: "rgba(255, 255, 255, 0.08)",
        primary: "#5b9dff",
        secondary: "#ffb547",
      }
    : { text: "#495057", grid: "rgba(0, 0, 0, 0.08)", primary: "#0d6efd", secondary: "#d9480f" };
}

export const useChartTheme = () => chartTheme(useSettings((s) => s.darkMode));

/** The look every chart axis shares: theme-coloured ticks and grid, no axis line. */
export const chartAxis = ({ text, grid }: Pick<ChartTheme, "text" | "grid">) => ({
  ticks: { color: text },
  grid: { color: grid },
  border: { display: false },
});
