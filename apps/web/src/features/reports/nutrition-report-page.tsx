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
import { formatNumber, Rich } from "../../lib/i18n";
import { t, useT } from "./i18n";
import "./reports.css";

// Functions, so the axis titles are in the language on screen when a chart draws.
const bodyScales = () => ({
  y: { title: { display: true, text: t("nutrition.axisBodyweight") } },
  calories: { position: "right" as const, grid: { display: false }, title: { display: true, text: "kcal" } },
});
const volumeScales = () => ({
  y: { beginAtZero: true, title: { display: true, text: t("nutrition.axisVolume") } },
  change: {
    position: "right" as const,
    grid: { display: false },
    title: { display: true, text: t("nutrition.axisChange") },
  },
});

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

const num = (n: number | null) => (n == null ? null : formatNumber(n));
const nutritionColumns = (): WeekColumn<ReturnType<typeof rowsIn>[number]>[] => [
  { header: "kcal", cell: (r) => num(r.avg_calories) },
  { header: t("nutrition.columns.bodyweight"), cell: (r) => num(r.avg_bodyweight) },
  { header: t("nutrition.columns.change"), cell: (r) => num(r.bodyweight_change) },
  { header: t("nutrition.columns.volume"), cell: (r) => num(r.volume) },
  { header: t("nutrition.columns.sessions"), cell: (r) => r.sessions },
];

function downloadCsv(rows: ReturnType<typeof rowsIn>, unit: WeightUnit) {
  saveTextFile(
    `nutrition-report-${rows.at(-1)?.week ?? "empty"}.csv`,
    toCsv(rows, [
      { key: "week", header: t("csv.week") },
      { key: "avg_calories", header: t("csv.avgCalories") },
      { key: "calorie_days", header: t("csv.calorieDays") },
      { key: "avg_bodyweight", header: t("csv.avgBodyweight", { unit }) },
      { key: "bodyweight_change", header: t("csv.bodyweightChange", { unit }) },
      { key: "volume", header: t("csv.trainingVolume", { unit }) },
      { key: "sessions", header: t("csv.sessions") },
    ]),
  );
}

const useUnit = (): WeightUnit => useCurrentUser()?.weight_unit ?? "kg";

/** /dashboard/tools/reports/nutrition: calories and bodyweight by week, beside the training they fed. */
export function NutritionReportPage() {
  const t = useT();
  const [weeks, setWeeks] = useReportWeeks(useSearchParams());
  return (
    <ReportFrame
      note={t("nutrition.note")}
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
  const t = useT();
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
              label: t("nutrition.tiles.calories"),
              value: calories.length ? formatNumber(Math.round(mean(calories)!)) : "–",
            },
            {
              label: t("nutrition.tiles.bodyweight", { unit }),
              value: bodyweights.length ? formatNumber(bodyweights.at(-1)!) : "–",
            },
            {
              label: t("nutrition.tiles.change", { unit }),
              value: rate == null ? "–" : `${rate > 0 ? "+" : ""}${formatNumber(roundTo(rate, 2))}`,
            },
            {
              label: t("nutrition.tiles.sessions"),
              value: formatNumber(rows.reduce((a, r) => a + r.sessions, 0)),
            },
          ]}
        />
      </div>
      {bodyweights.length === 0 && calories.length === 0 ? (
        <p className="small text-body-secondary">
          <Rich
            text={t("nutrition.empty")}
            tags={{
              bodyweight: (text) => <Link to={paths.bodyweightTracker.href()}>{text}</Link>,
              calories: (text) => <Link to={paths.caloriesTracker.href()}>{text}</Link>,
            }}
          />
        </p>
      ) : (
        <section className="card card-body mb-3" aria-label={t("nutrition.bodyCalories")}>
          <h2 className="h6 fw-bold">{t("nutrition.bodyCalories")}</h2>
          <LineChart
            label={t("nutrition.bodyCaloriesChart", { unit })}
            labels={labels}
            theme={theme}
            scales={bodyScales()}
            datasets={[
              lineDataset(
                t("nutrition.bodyweightUnit", { unit }),
                rows.map((r) => r.avg_bodyweight),
                theme.primary,
                { yAxisID: "y" },
              ),
              lineDataset(
                t("nutrition.caloriesKcal"),
                rows.map((r) => r.avg_calories),
                theme.secondary,
                { yAxisID: "calories" },
              ),
            ]}
          />
        </section>
      )}
      <section className="card card-body mb-3" aria-label={t("nutrition.changeVolume")}>
        <h2 className="h6 fw-bold">{t("nutrition.changeVolume")}</h2>
        <LineChart
          label={t("nutrition.changeVolumeChart", { unit })}
          labels={labels}
          theme={theme}
          scales={volumeScales()}
          datasets={[
            lineDataset(
              t("nutrition.volumeUnit", { unit }),
              rows.map((r) => r.volume),
              theme.primary,
              { yAxisID: "y" },
            ),
            lineDataset(
              t("nutrition.changeUnit", { unit }),
              rows.map((r) => r.bodyweight_change),
              theme.secondary,
              {
                yAxisID: "change",
              },
            ),
          ]}
        />
      </section>
      <WeekTable rows={rows} columns={nutritionColumns()} caption={t("nutrition.tableCaption", { unit })} />
    </>
  );
}
