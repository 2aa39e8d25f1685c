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
import "./reports.css";

const LIFTS = [
  { lift: "squat", name: "Squat" },
  { lift: "bench", name: "Bench" },
  { lift: "deadlift", name: "Deadlift" },
] as const;
const LIFT_COLOURS = { squat: "#e8590c", bench: "#4dabf7", deadlift: "#40c057" } as const;

const VOLUME_SCALES = {
  y: { beginAtZero: true, title: { display: true, text: "Volume" } },
  load: {
    beginAtZero: true,
    position: "right" as const,
    grid: { display: false },
    title: { display: true, text: "Load" },
  },
};
const VOLUME_ONLY_SCALES = { y: VOLUME_SCALES.y };
const E1RM_SCALES = { y: { title: { display: true, text: "e1RM" } } };
const RPE_SCALES = {
  y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: "Sets" } },
};

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
    { key: "week", header: "Week (Monday)" },
    { key: "sessions", header: "Sessions" },
    { key: "sets", header: "Sets" },
    { key: "reps", header: "Reps" },
    { key: "volume", header: `Volume (${unit})` },
    { key: "avg_session_rpe", header: "Average session RPE" },
    { key: "session_load", header: "Session load (RPE × min)" },
    { key: "squat_e1rm", header: `Squat e1RM (${unit})` },
    { key: "bench_e1rm", header: `Bench e1RM (${unit})` },
    { key: "deadlift_e1rm", header: `Deadlift e1RM (${unit})` },
  ]);
  saveTextFile(`training-report-${rows.at(-1)?.week ?? "empty"}.csv`, csv);
}

function Charts({ weeks }: { weeks: TrainingWeek[] }) {
  const theme = useChartTheme();
  const { unit, inUnit } = useUnitFigures();
  const labels = weeks.map((w) => weekLabel(w.week));
  const rpe = rpeDistribution(weeks);
  const hasLoad = weeks.some((w) => w.session_load > 0);
  const liftSets = LIFTS.flatMap(({ lift, name }) => {
    const values = weeks.map((w) => inUnit(liftE1rm(w, lift)));
    if (values.every((v) => v == null)) return [];
    const colour = LIFT_COLOURS[lift];
    return [
      lineDataset(name, values, colour),
      lineDataset(`${name} trend`, trendLine(values), colour, {
        borderDash: [6, 4],
        pointRadius: 0,
        borderWidth: 1.5,
      }),
    ];
  });
  return (
    <>
      <section className="card card-body mb-3" aria-label="Weekly volume and load">
        <h2 className="h6 fw-bold">Weekly volume and load</h2>
        {!hasLoad && (
          <p className="small text-body-secondary mb-1">
            Load shows once sessions are completed with a session RPE.
          </p>
        )}
        <BarChart
          label={`Weekly volume in ${unit} and session load`}
          labels={labels}
          theme={theme}
          scales={hasLoad ? VOLUME_SCALES : VOLUME_ONLY_SCALES}
          datasets={[
            {
              label: `Volume (${unit})`,
              data: weeks.map((w) => inUnit(w.volume_kg)),
              backgroundColor: theme.primary,
              yAxisID: "y",
            },
            // Load needs a session RPE and a duration: imported and unrated sessions have none.
            ...(hasLoad
              ? [
                  {
                    label: "Load (RPE × min)",
                    data: weeks.map((w) => w.session_load),
                    backgroundColor: theme.secondary,
                    yAxisID: "load",
                  },
                ]
              : []),
          ]}
        />
      </section>
      <section className="card card-body mb-3" aria-label="e1RM trend">
        <h2 className="h6 fw-bold">e1RM by lift, with its trend ({unit})</h2>
        {liftSets.length > 0 ? (
          <LineChart
            label={`Best e1RM a week per lift in ${unit}`}
            labels={labels}
            theme={theme}
            scales={E1RM_SCALES}
            datasets={liftSets}
          />
        ) : (
          <p className="small text-body-secondary mb-0">
            No squat, bench press or deadlift set with an e1RM in these weeks.
          </p>
        )}
      </section>
      <section className="card card-body mb-3" aria-label="RPE of heavy sets">
        <h2 className="h6 fw-bold">RPE of heavy sets</h2>
        <p className="small text-body-secondary">Sets of 5 reps or fewer with an RPE, warm-ups left out.</p>
        {rpe.length > 0 ? (
          <BarChart
            label="Heavy sets by RPE"
            labels={rpe.map((r) => `RPE ${r.rpe}`)}
            theme={theme}
            scales={RPE_SCALES}
            datasets={[{ label: "Heavy sets", data: rpe.map((r) => r.sets), backgroundColor: theme.primary }]}
          />
        ) : (
          <p className="small text-body-secondary mb-0">No heavy set with an RPE in these weeks.</p>
        )}
      </section>
    </>
  );
}

const TRAINING_COLUMNS: WeekColumn<ReturnType<typeof reportRows>[number]>[] = [
  { header: "Sessions", cell: (r) => r.sessions },
  { header: "Sets", cell: (r) => r.sets },
  { header: "Reps", cell: (r) => r.reps },
  { header: "Volume", cell: (r) => r.volume?.toLocaleString() },
  { header: "RPE", cell: (r) => r.avg_session_rpe },
  { header: "Load", cell: (r) => r.session_load.toLocaleString() },
  { header: "Squat", cell: (r) => r.squat_e1rm },
  { header: "Bench", cell: (r) => r.bench_e1rm },
  { header: "Deadlift", cell: (r) => r.deadlift_e1rm },
];

function CategoryTable({ weeks }: { weeks: TrainingWeek[] }) {
  const { unit, inUnit } = useUnitFigures();
  const totals = categoryTotals(weeks);
  if (totals.length === 0) return null;
  return (
    <section className="mb-3" aria-label="By category">
      <h2 className="h6 fw-bold">By category</h2>
      <table className="table table-sm mb-0">
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col" className="text-end">
              Best e1RM ({unit})
            </th>
            <th scope="col" className="text-end">
              Volume ({unit})
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((c) => (
            <tr key={c.name}>
              <th scope="row" className="fw-normal text-break">
                {c.name}
              </th>
              <td className="text-end">{inUnit(c.best_e1rm_kg) ?? "–"}</td>
              <td className="text-end">{inUnit(c.volume_kg)?.toLocaleString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /dashboard/tools/reports/training: what the training adds up to, week by week. */
export function TrainingReportPage() {
  const [weeks, setWeeks] = useReportWeeks(useSearchParams());
  return (
    <ReportFrame
      note="Done sets, warm-ups left out."
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
            { label: "Sessions", value: sum((w) => w.sessions).toLocaleString() },
            { label: "Sets", value: sum((w) => w.sets).toLocaleString() },
            { label: `Volume (${unit})`, value: (inUnit(sum((w) => w.volume_kg)) ?? 0).toLocaleString() },
            {
              label: "Session RPE",
              value: rpes.length ? String(roundTo(rpes.reduce((a, b) => a + b, 0) / rpes.length, 1)) : "–",
            },
          ]}
        />
      </div>
      <Charts weeks={data} />
      <WeekTable rows={rows} columns={TRAINING_COLUMNS} caption={`Training by week, weights in ${unit}`} />
      <CategoryTable weeks={data} />
    </>
  );
}
