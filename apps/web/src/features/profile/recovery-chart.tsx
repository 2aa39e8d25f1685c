import { useChartTheme } from "../../components/chart-theme";
import { LineChart, lineDataset } from "../../components/line-chart";
import { useSettings } from "../../lib/settings-store";
import type { RecoverySeries } from "./profile-stats-view";
import { useT } from "./i18n";

/** The chart theme has two colours; session RPE gets a green that reads on both themes. */
const rpeColour = (dark: boolean) => (dark ? "#5fd38d" : "#198754");

/** Sleep, stress and session RPE all sit on a 1–10 scale. */
const scales = { y: { beginAtZero: true, suggestedMax: 10 } };

/** Sleep (hours), stress (1–10) and session RPE (1–10) of the newest recovery entries, MM/DD labels. */
export function RecoveryChart({ series }: { series: RecoverySeries }) {
  const t = useT();
  const theme = useChartTheme();
  const dark = useSettings((s) => s.darkMode);
  return (
    <LineChart
      theme={theme}
      labels={series.labels}
      datasets={[
        lineDataset(t("recovery.sleep"), series.sleep, theme.primary),
        lineDataset(t("recovery.stress"), series.stress, theme.secondary),
        lineDataset(t("recovery.sessionRpe"), series.sessionRpe, rpeColour(dark)),
      ]}
      scales={scales}
      label={t("recovery.chartLabel")}
    />
  );
}
