import { useSuspenseQuery } from "@tanstack/react-query";
import { convertWeight, roundTo, toCsv, type NutritionWeek, type WeightUnit } from "@topset/shared";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { useChartTheme } from "../../components/chart-theme";
import { saveTextFile } from "../../components/csv-download-menu";
import { LineChart, lineDataset } from "../../components/line-chart";
import { useCurrentUser } from "../../lib/auth-store";
import { weekLabel } from "./report-math";
import { DownloadButton, ReportFrame, useReportWeeks } from "./report-parts";
import { WeekTable, type WeekColumn } from "./week-table";
import { FigureTiles } from "../../components/figure-tiles";
import { nutritionReportQuery } from "./reports.api";
import "./reports.css";

const BODY_SCALES = {
  y: { title: { display: true, text: "Bodyweight" } },
  calories: { position: "right" as const, grid: { display: false }, title: { display: true, text: "kcal" } },
};
const VOLUME_SCALES = {
  y: { beginAtZero: true, title: { display: true, text: "Volume" } },
  change: {
    position: "right" as const,
    grid: { display: false },
    title: { display: true, text: "Change a week" },
  },
};

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

function rowsIn(weeks: readonly NutritionWeek[], unit: WeightUnit) {
  const w = (kg: number | null) => (kg == null ? null : roundTo(convertWeight(kg, "kg", unit), 1));
  return weeks.map((r) => ({
    week: r.week,
    avg_calories: r.avg_calories == null ? null : Math.round(r.avg_calories),
    calorie_days: r.calorie_days,
    avg_bodyweight: w(r.avg_bodyweight_kg),
    bodyweight_change:
      r.bodyweight_change_kg == null ? null : roundTo(convertWeight(r.bodyweight_change_kg, "kg", unit), 2),
    volume: w(r.volume_kg),
    sessions: r.sessions,
  }));
}

const NUTRITION_COLUMNS: WeekColumn<ReturnType<typeof rowsIn>[number]>[] = [
  { header: "kcal", cell: (r) => r.avg_calories?.toLocaleString() },
  { header: "Bodyweight", cell: (r) => r.avg_bodyweight },
  { header: "Change", cell: (r) => r.bodyweight_change },
  { header: "Volume", cell: (r) => r.volume?.toLocaleString() },
  { header: "Sessions", cell: (r) => r.sessions },
];

function downloadCsv(rows: ReturnType<typeof rowsIn>, unit: WeightUnit) {
  saveTextFile(
    `nutrition-report-${rows.at(-1)?.week ?? "empty"}.csv`,
    toCsv(rows, [
      { key: "week", header: "Week (Monday)" },
      { key: "avg_calories", header: "Average calories (kcal)" },
      { key: "calorie_days", header: "Days with calories" },
      { key: "avg_bodyweight", header: `Average bodyweight (${unit})` },
      { key: "bodyweight_change", header: `Bodyweight change (${unit} a week)` },
      { key: "volume", header: `Training volume (${unit})` },
      { key: "sessions", header: "Sessions" },
    ]),
  );
}

const useUnit = (): WeightUnit => useCurrentUser()?.weight_unit ?? "kg";

/** /dashboard/tools/reports/nutrition: calories and bodyweight by week, beside the training they fed. */
export function NutritionReportPage() {
  const [weeks, setWeeks] = useReportWeeks(useSearchParams());
  return (
    <ReportFrame
      note="From your bodyweight and calories trackers."
      weeks={weeks}
      onWeeks={setWeeks}
      download={<NutritionDownload weeks={weeks} />}
    >
      <NutritionReport weeks={weeks} />
    </ReportFrame>
  );
}

function NutritionDownload({ weeks }: { weeks: number }) {
  const { data } = useSuspenseQuery(nutritionReportQuery(weeks));
  const unit = useUnit();
  return <DownloadButton onClick={() => downloadCsv(rowsIn(data, unit), unit)} />;
}

function NutritionReport({ weeks }: { weeks: number }) {
  const { data } = useSuspenseQuery(nutritionReportQuery(weeks));
  const unit = useUnit();
  const theme = useChartTheme();
  const rows = rowsIn(data, unit);
  const labels = rows.map((r) => weekLabel(r.week));
  const bodyweights = rows.flatMap((r) => (r.avg_bodyweight == null ? [] : [r.avg_bodyweight]));
  const changes = rows.flatMap((r) => (r.bodyweight_change == null ? [] : [r.bodyweight_change]));
  const calories = rows.flatMap((r) => (r.avg_calories == null ? [] : [r.avg_calories]));
  const rate = mean(changes);

  return (
    <>
      <div className="mb-3">
        <FigureTiles
          carded
          tiles={[
            {
              label: "Calories a day",
              value: calories.length ? Math.round(mean(calories)!).toLocaleString() : "–",
            },
            {
              label: `Bodyweight (${unit})`,
              value: bodyweights.length ? String(bodyweights.at(-1)) : "–",
            },
            {
              label: `Change a week (${unit})`,
              value: rate == null ? "–" : `${rate > 0 ? "+" : ""}${roundTo(rate, 2)}`,
            },
            { label: "Sessions", value: rows.reduce((a, r) => a + r.sessions, 0).toLocaleString() },
          ]}
        />
      </div>
      {bodyweights.length === 0 && calories.length === 0 ? (
        <p className="small text-body-secondary">
          No bodyweight or calories in these weeks: log them in the{" "}
          <Link to={paths.bodyweightTracker.href()}>bodyweight</Link> and{" "}
          <Link to={paths.caloriesTracker.href()}>calories</Link> trackers and they show here.
        </p>
      ) : (
        <section className="card card-body mb-3" aria-label="Bodyweight and calories">
          <h2 className="h6 fw-bold">Bodyweight and calories</h2>
          <LineChart
            label={`Average bodyweight in ${unit} and calories a week`}
            labels={labels}
            theme={theme}
            scales={BODY_SCALES}
            datasets={[
              lineDataset(
                `Bodyweight (${unit})`,
                rows.map((r) => r.avg_bodyweight),
                theme.primary,
                { yAxisID: "y" },
              ),
              lineDataset(
                "Calories (kcal)",
                rows.map((r) => r.avg_calories),
                theme.secondary,
                { yAxisID: "calories" },
              ),
            ]}
          />
        </section>
      )}
      <section className="card card-body mb-3" aria-label="Bodyweight change beside training volume">
        <h2 className="h6 fw-bold">Bodyweight change beside training volume</h2>
        <LineChart
          label={`Training volume and bodyweight change a week in ${unit}`}
          labels={labels}
          theme={theme}
          scales={VOLUME_SCALES}
          datasets={[
            lineDataset(
              `Volume (${unit})`,
              rows.map((r) => r.volume),
              theme.primary,
              { yAxisID: "y" },
            ),
            lineDataset(
              `Change (${unit} a week)`,
              rows.map((r) => r.bodyweight_change),
              theme.secondary,
              {
                yAxisID: "change",
              },
            ),
          ]}
        />
      </section>
      <WeekTable rows={rows} columns={NUTRITION_COLUMNS} caption={`Nutrition by week, weights in ${unit}`} />
    </>
  );
}
