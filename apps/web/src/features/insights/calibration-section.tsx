import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useChartTheme } from "../../components/chart-theme";
import { bandDatasets, LineChart, lineDataset } from "../../components/line-chart";
import { calibrationSentence, CHART_REPS, curveFor, learntFrom } from "./calibration-text";
import { InsightCard } from "./insight-card";
import { calibrationQuery } from "./insights.api";
import { Pills } from "./pills";
import { formatNumber } from "../../lib/i18n";
import { t as translate, useT } from "./i18n";

const pctScales = () => ({ y: { title: { display: true, text: translate("calibration.axis") } } });

/** The lifter's RPE chart against the standard one, read at one rep count at a time. */
export function CalibrationSection() {
  const t = useT();
  const { data } = useSuspenseQuery(calibrationQuery());
  const theme = useChartTheme();
  const [reps, setReps] = useState<(typeof CHART_REPS)[number]>(5);
  const curve = curveFor(data, reps);
  const sets = learntFrom(data);
  return (
    <InsightCard title={t("titles.calibration")}>
      <p className="mb-1">{calibrationSentence(data)}</p>
      <p className="small text-body-secondary mb-2">
        {t("calibration.learntFrom", { count: sets, sets: formatNumber(sets) })}
      </p>
      {curve.length > 0 && (
        <>
          <Pills
            label={t("calibration.reps")}
            choices={CHART_REPS}
            value={reps}
            onChange={setReps}
            name={(n) => t("calibration.repsPill", { count: n })}
          />
          <LineChart
            label={t("calibration.chartLabel", { reps })}
            labels={curve.map((c) => `@${c.rpe}`)}
            theme={theme}
            scales={pctScales()}
            datasets={[
              ...bandDatasets(
                t("calibration.yourRange"),
                curve.map((c) => c.interval_low),
                curve.map((c) => c.interval_high),
                `${theme.primary}33`,
              ),
              lineDataset(
                t("calibration.standard"),
                curve.map((c) => c.standard_pct),
                theme.secondary,
                { borderDash: [6, 4], pointRadius: 0, borderWidth: 1.5 },
              ),
              lineDataset(
                t("calibration.yours"),
                curve.map((c) => c.personal_pct),
                theme.primary,
              ),
            ]}
          />
        </>
      )}
    </InsightCard>
  );
}
