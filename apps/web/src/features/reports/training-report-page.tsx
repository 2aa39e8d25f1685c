import { useSuspenseQuery } from "@tanstack/react-query";
import { convertWeight, roundTo, toCsv, type TrainingWeek, type WeightUnit } from "@topset/shared";
import { useSearchParams } from "react-router";
import { BarChart } from "../../components/bar-chart";
import { useChartTheme } from "../../components/chart-theme";
import { saveTextFile } from "../../components/csv-download-menu";
import { LineChart, lineDataset } from "../../components/line-chart";
import { useCurrentUser } from "../../lib/auth-store";
import { categoryTotals, liftE1rm, rpeDistribution, trendLine, weekLabel } from "./report-math";
import { DownloadButton, ReportFrame, useReportWeeks } from "./report-parts";
import { WeekTable, type WeekColumn } from "./week-table";
import { FigureTiles } from "../../components/figure-tiles";
import { trainingReportQuery } from "./reports.api";
import { formatNumber } from "../../lib/i18n";
import { t, useT } from "./i18n";
import "./reports.css";

const LIFTS = ["squat", "bench", "deadlift"] as const;
const LIFT_COLOURS = { squat: "#e8590c", bench: "#4dabf7", deadlift: "#40c057" } as const;

// Functions, so the axis titles are in the language on screen when a chart draws.
const volumeScales = () => ({
  y: { beginAtZero: true, title: { display: true, text: t("training.axisVolume") } },
  load: {
    beginAtZero: true,
    position: "right" as const,
    grid: { display: false },
    title: { display: true, text: t("training.axisLoad") },
  },
});
const volumeOnlyScales = () => ({ y: volumeScales().y });
const E1RM_SCALES = { y: { title: { display: true, text: "e1RM" } } };
const rpeScales = () => ({
  y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: t("training.axisSets") } },
});

function useUnitFigures() {
  const unit: WeightUnit = useCurrentUser()?.weight_unit ?? "kg";
  const inUnit = (kg: number | null) => (kg == null ? null : roundTo(convertWeight(kg, "kg", unit), 1));
  return { unit, inUnit };
}

/** Every number behind the charts, one row per week, as the CSV download holds them. */
function reportRows(weeks: readonly TrainingWeek[], inUnit: (kg: number | null) => number | null) {
  return weeks.map((w) => ({
    week: w.week,
    sessions: w.sessions,
    sets: w.sets,
    reps: w.reps,
    volume: inUnit(w.volume_kg),
    avg_session_rpe: w.avg_session_rpe,
    session_load: w.session_load,
    squat_e1rm: inUnit(liftE1rm(w, "squat")),
    bench_e1rm: inUnit(liftE1rm(w, "bench")),
    deadlift_e1rm: inUnit(liftE1rm(w, "deadlift")),
  }));
}

function downloadCsv(rows: ReturnType<typeof reportRows>, unit: WeightUnit) {
  const csv = toCsv(rows, [
    { key: "week", header: t("csv.week") },
    { key: "sessions", header: t("csv.sessions") },
    { key: "sets", header: t("csv.sets") },
    { key: "reps", header: t("csv.reps") },
    { key: "volume", header: t("csv.volume", { unit }) },
    { key: "avg_session_rpe", header: t("csv.avgSessionRpe") },
    { key: "session_load", header: t("csv.sessionLoad") },
    { key: "squat_e1rm", header: t("csv.squatE1rm", { unit }) },
    { key: "bench_e1rm", header: t("csv.benchE1rm", { unit }) },
    { key: "deadlift_e1rm", header: t("csv.deadliftE1rm", { unit }) },
  ]);
  saveTextFile(`training-report-${rows.at(-1)?.week ?? "empty"}.csv`, csv);
}

function Charts({ weeks }: { weeks: TrainingWeek[] }) {
  const t = useT();
  const theme = useChartTheme();
  const { unit, inUnit } = useUnitFigures();
  const labels = weeks.map((w) => weekLabel(w.week));
  const rpe = rpeDistribution(weeks);
  const hasLoad = weeks.some((w) => w.session_load > 0);
  const liftSets = LIFTS.flatMap((lift) => {
    const name = t(`training.lifts.${lift}`);
    const values = weeks.map((w) => inUnit(liftE1rm(w, lift)));
    if (values.every((v) => v == null)) return [];
    const colour = LIFT_COLOURS[lift];
    return [
      lineDataset(name, values, colour),
      lineDataset(t("training.trend", { name }), trendLine(values), colour, {
        borderDash: [6, 4],
        pointRadius: 0,
        borderWidth: 1.5,
      }),
    ];
  });
  return (
    <>
      <section className="card card-body mb-3" aria-label={t("training.volumeLoad")}>
        <h2 className="h6 fw-bold">{t("training.volumeLoad")}</h2>
        {!hasLoad && <p className="small text-body-secondary mb-1">{t("training.loadNote")}</p>}
        <BarChart
          label={t("training.volumeLoadChart", { unit })}
          labels={labels}
          theme={theme}
          scales={hasLoad ? volumeScales() : volumeOnlyScales()}
          datasets={[
            {
              label: t("training.volumeUnit", { unit }),
              data: weeks.map((w) => inUnit(w.volume_kg)),
              backgroundColor: theme.primary,
              yAxisID: "y",
            },
            // Load needs a session RPE and a duration: imported and unrated sessions have none.
            ...(hasLoad
              ? [
                  {
                    label: t("training.loadRpeMin"),
                    data: weeks.map((w) => w.session_load),
                    backgroundColor: theme.secondary,
                    yAxisID: "load",
                  },
                ]
              : []),
          ]}
        />
      </section>
      <section className="card card-body mb-3" aria-label={t("training.e1rmTrend")}>
        <h2 className="h6 fw-bold">{t("training.e1rmTitle", { unit })}</h2>
        {liftSets.length > 0 ? (
          <LineChart
            label={t("training.e1rmChart", { unit })}
            labels={labels}
            theme={theme}
            scales={E1RM_SCALES}
            datasets={liftSets}
          />
        ) : (
          <p className="small text-body-secondary mb-0">{t("training.noE1rm")}</p>
        )}
      </section>
      <section className="card card-body mb-3" aria-label={t("training.rpeHeavy")}>
        <h2 className="h6 fw-bold">{t("training.rpeHeavy")}</h2>
        <p className="small text-body-secondary">{t("training.rpeNote")}</p>
        {rpe.length > 0 ? (
          <BarChart
            label={t("training.rpeChart")}
            labels={rpe.map((r) => `RPE ${formatNumber(r.rpe)}`)}
            theme={theme}
            scales={rpeScales()}
            datasets={[
              {
                label: t("training.heavySets"),
                data: rpe.map((r) => r.sets),
                backgroundColor: theme.primary,
              },
            ]}
          />
        ) : (
          <p className="small text-body-secondary mb-0">{t("training.noHeavy")}</p>
        )}
      </section>
    </>
  );
}

const num = (n: number | null) => (n == null ? null : formatNumber(n));
const trainingColumns = (): WeekColumn<ReturnType<typeof reportRows>[number]>[] => [
  { header: t("training.columns.sessions"), cell: (r) => r.sessions },
  { header: t("training.columns.sets"), cell: (r) => r.sets },
  { header: t("training.columns.reps"), cell: (r) => r.reps },
  { header: t("training.columns.volume"), cell: (r) => num(r.volume) },
  { header: "RPE", cell: (r) => num(r.avg_session_rpe) },
  { header: t("training.columns.load"), cell: (r) => formatNumber(r.session_load) },
  { header: t("training.lifts.squat"), cell: (r) => num(r.squat_e1rm) },
  { header: t("training.lifts.bench"), cell: (r) => num(r.bench_e1rm) },
  { header: t("training.lifts.deadlift"), cell: (r) => num(r.deadlift_e1rm) },
];

function CategoryTable({ weeks }: { weeks: TrainingWeek[] }) {
  const t = useT();
  const { unit, inUnit } = useUnitFigures();
  const totals = categoryTotals(weeks);
  if (totals.length === 0) return null;
  return (
    <section className="mb-3" aria-label={t("training.byCategory")}>
      <h2 className="h6 fw-bold">{t("training.byCategory")}</h2>
      <table className="table table-sm mb-0">
        <thead>
          <tr>
            <th scope="col">{t("training.category")}</th>
            <th scope="col" className="text-end">
              {t("training.bestE1rm", { unit })}
            </th>
            <th scope="col" className="text-end">
              {t("training.volumeUnit", { unit })}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((c) => (
            <tr key={c.name}>
              <th scope="row" className="fw-normal text-break">
                {c.name}
              </th>
              <td className="text-end">{num(inUnit(c.best_e1rm_kg)) ?? "–"}</td>
              <td className="text-end">{num(inUnit(c.volume_kg))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /dashboard/tools/reports/training: what the training adds up to, week by week. */
export function TrainingReportPage() {
  const t = useT();
  const [weeks, setWeeks] = useReportWeeks(useSearchParams());
  return (
    <ReportFrame
      note={t("training.note")}
      weeks={weeks}
      onWeeks={setWeeks}
      download={<TrainingDownload weeks={weeks} />}
    >
      <TrainingReport weeks={weeks} />
    </ReportFrame>
  );
}

function TrainingDownload({ weeks }: { weeks: number }) {
  const { data } = useSuspenseQuery(trainingReportQuery(weeks));
  const { unit, inUnit } = useUnitFigures();
  return <DownloadButton onClick={() => downloadCsv(reportRows(data, inUnit), unit)} />;
}

function TrainingReport({ weeks }: { weeks: number }) {
  const t = useT();
  const { data } = useSuspenseQuery(trainingReportQuery(weeks));
  const { unit, inUnit } = useUnitFigures();
  const rows = reportRows(data, inUnit);
  const sum = (pick: (w: TrainingWeek) => number) => data.reduce((a, w) => a + pick(w), 0);
  const rpes = data.flatMap((w) => (w.avg_session_rpe == null ? [] : [w.avg_session_rpe]));

  return (
    <>
      <div className="mb-3">
        <FigureTiles
          carded
          tiles={[
            { label: t("training.tiles.sessions"), value: formatNumber(sum((w) => w.sessions)) },
            { label: t("training.tiles.sets"), value: formatNumber(sum((w) => w.sets)) },
            {
              label: t("training.volumeUnit", { unit }),
              value: formatNumber(inUnit(sum((w) => w.volume_kg)) ?? 0),
            },
            {
              label: t("training.tiles.sessionRpe"),
              value: rpes.length
                ? formatNumber(roundTo(rpes.reduce((a, b) => a + b, 0) / rpes.length, 1))
                : "–",
            },
          ]}
        />
      </div>
      <Charts weeks={data} />
      <WeekTable rows={rows} columns={trainingColumns()} caption={t("training.tableCaption", { unit })} />
      <CategoryTable weeks={data} />
    </>
  );
}
