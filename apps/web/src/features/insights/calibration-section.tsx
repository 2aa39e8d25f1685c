import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useChartTheme } from "../../components/chart-theme";
import { bandDatasets, LineChart, lineDataset } from "../../components/line-chart";
import { calibrationSentence, CHART_REPS, curveFor, learntFrom } from "./calibration-text";
import { InsightCard } from "./insight-card";
import { calibrationQuery } from "./insights.api";
import { Pills } from "./pills";

const PCT_SCALES = { y: { title: { display: true, text: "% of max" } } };

/** The lifter's RPE chart against the standard one, read at one rep count at a time. */
export function CalibrationSection() {
  const { data } = useSuspenseQuery(calibrationQuery());
  const theme = useChartTheme();
  const [reps, setReps] = useState<(typeof CHART_REPS)[number]>(5);
  const curve = curveFor(data, reps);
  const sets = learntFrom(data);
  return (
    <InsightCard title="Your RPE chart">
      <p className="mb-1">{calibrationSentence(data)}</p>
      <p className="small text-body-secondary mb-2">
        Learnt from {sets.toLocaleString()} {sets === 1 ? "set" : "sets"}.
      </p>
      {curve.length > 0 && (
        <>
          <Pills
            label="Reps"
            choices={CHART_REPS}
            value={reps}
            onChange={setReps}
            name={(n) => `${n} ${n === 1 ? "rep" : "reps"}`}
          />
          <LineChart
            label={`Share of your max by RPE for sets of ${reps}: the standard chart and yours`}
            labels={curve.map((c) => `@${c.rpe}`)}
            theme={theme}
            scales={PCT_SCALES}
            datasets={[
              ...bandDatasets(
                "Your range",
                curve.map((c) => c.interval_low),
                curve.map((c) => c.interval_high),
                `${theme.primary}33`,
              ),
              lineDataset(
                "Standard",
                curve.map((c) => c.standard_pct),
                theme.secondary,
                { borderDash: [6, 4], pointRadius: 0, borderWidth: 1.5 },
              ),
              lineDataset(
                "Yours",
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
