import { useSuspenseQuery } from "@tanstack/react-query";
import { formatMonthDay, type ReadinessWire } from "@topset/shared";
import { useChartTheme } from "../../components/chart-theme";
import { bandDatasets, LineChart, lineDataset } from "../../components/line-chart";
import { InsightCard } from "./insight-card";
import { contributionText, noBetterText } from "./insights-text";
import { readinessQuery } from "./insights.api";
import type { Lift } from "./lift-order";
import { useWeights, type Weights } from "./weights";

const TITLE = "Readiness today";
/** Performances the chart shows: enough for a trend, few enough to read on a phone. */
const SHOWN = 30;
const MAX_SCALES = { y: { title: { display: true, text: "Day's best e1RM" } } };

type Today = NonNullable<ReadinessWire["today"]>;

function TodayBand({ today, w }: { today: Today; w: Weights }) {
  return (
    <div className="mb-3">
      <p className="mb-0">
        <span className="fs-3 fw-bold">{w.inUnit(today.expected_kg)}</span> {w.unit} expected today
      </p>
      <p className="small text-body-secondary mb-2">
        Likely between {w.inUnit(today.low_kg)} and {w.text(today.high_kg)}.
      </p>
      {today.contributions.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0" aria-label="What moves it">
          {today.contributions.map((c) => (
            <li key={c.factor} className="badge bg-body-tertiary text-body border fw-normal">
              {contributionText(c, w)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ReadinessChart({ readiness, w }: { readiness: ReadinessWire; w: Weights }) {
  const theme = useChartTheme();
  const series = readiness.series.slice(-SHOWN);
  const today = readiness.today;
  // NOTE: the series has no band of its own; today's width around each expected point shows how far a
  // day may fall from the line before it says more than the model's usual miss.
  const half = today ? (today.high_kg - today.low_kg) / 2 : null;
  const expected = series.map((p) => (p.expected_kg == null ? null : w.inUnit(p.expected_kg)));
  const edge = (sign: 1 | -1) =>
    series.map((p) => (p.expected_kg == null || half == null ? null : w.inUnit(p.expected_kg + sign * half)));
  return (
    <LineChart
      label={`Your day's best e1RM against what was expected, in ${w.unit}`}
      labels={series.map((p) => formatMonthDay(p.day))}
      theme={theme}
      scales={MAX_SCALES}
      datasets={[
        ...(half == null ? [] : bandDatasets("Usual range", edge(-1), edge(1), `${theme.primary}33`)),
        lineDataset("Expected", expected, theme.primary, { pointRadius: 0 }),
        lineDataset(
          "Actual",
          series.map((p) => w.inUnit(p.actual_kg)),
          theme.secondary,
          { showLine: false },
        ),
      ]}
    />
  );
}

/** Today's expected max for the lift, what moves it, and how the model has done so far. */
export function ReadinessSection({ lift }: { lift: Lift }) {
  const { data } = useSuspenseQuery(readinessQuery(lift.id));
  const w = useWeights();
  if (!data || data.series.length === 0)
    return (
      <InsightCard title={TITLE}>
        <p className="mb-0">No {lift.name} sessions to read your form from yet.</p>
      </InsightCard>
    );
  if (!data.better_than_no_change)
    return (
      <InsightCard title={TITLE}>
        <p className="mb-0">{noBetterText(data, w)}</p>
      </InsightCard>
    );
  return (
    <InsightCard title={TITLE}>
      {data.today ? (
        <TodayBand today={data.today} w={w} />
      ) : (
        <p className="mb-2">No prediction for today: too little recent {lift.name} to go on.</p>
      )}
      <ReadinessChart readiness={data} w={w} />
    </InsightCard>
  );
}
