import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReadinessWire } from "@topset/shared";
import { useChartTheme } from "../../components/chart-theme";
import { bandDatasets, LineChart, lineDataset } from "../../components/line-chart";
import { InsightCard } from "./insight-card";
import { contributionText, noBetterText } from "./insights-text";
import { readinessQuery } from "./insights.api";
import type { Lift } from "./lift-order";
import { useWeights, type Weights } from "./weights";
import { formatMonthDay, Rich } from "../../lib/i18n";
import { t as translate, useT } from "./i18n";

/** Performances the chart shows: enough for a trend, few enough to read on a phone. */
const SHOWN = 30;
const maxScales = () => ({ y: { title: { display: true, text: translate("readiness.axis") } } });

type Today = NonNullable<ReadinessWire["today"]>;

function TodayBand({ today, w }: { today: Today; w: Weights }) {
  const t = useT();
  return (
    <div className="mb-3">
      <p className="mb-0">
        <Rich
          text={t("readiness.expectedToday", { value: w.number(today.expected_kg), unit: w.unit })}
          tags={{ big: (text) => <span className="fs-3 fw-bold">{text}</span> }}
        />
      </p>
      <p className="small text-body-secondary mb-2">
        {t("readiness.likely", { low: w.number(today.low_kg), high: w.text(today.high_kg) })}
      </p>
      {today.contributions.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0" aria-label={t("readiness.whatMoves")}>
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
  const t = useT();
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
      label={t("readiness.chartLabel", { unit: w.unit })}
      labels={series.map((p) => formatMonthDay(p.day))}
      theme={theme}
      scales={maxScales()}
      datasets={[
        ...(half == null
          ? []
          : bandDatasets(t("readiness.usualRange"), edge(-1), edge(1), `${theme.primary}33`)),
        lineDataset(t("readiness.expected"), expected, theme.primary, { pointRadius: 0 }),
        lineDataset(
          t("readiness.actual"),
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
  const t = useT();
  const title = t("titles.readiness");
  const { data } = useSuspenseQuery(readinessQuery(lift.id));
  const w = useWeights();
  if (!data || data.series.length === 0)
    return (
      <InsightCard title={title}>
        <p className="mb-0">{t("readiness.noSessions", { lift: lift.name })}</p>
      </InsightCard>
    );
  if (!data.better_than_no_change)
    return (
      <InsightCard title={title}>
        <p className="mb-0">{noBetterText(data, w)}</p>
      </InsightCard>
    );
  return (
    <InsightCard title={title}>
      {data.today ? (
        <TodayBand today={data.today} w={w} />
      ) : (
        <p className="mb-2">{t("readiness.noPrediction", { lift: lift.name })}</p>
      )}
      <ReadinessChart readiness={data} w={w} />
    </InsightCard>
  );
}
