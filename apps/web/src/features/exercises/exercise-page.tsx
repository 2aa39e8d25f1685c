import { useSuspenseQueries } from "@tanstack/react-query";
import type { CsvPages } from "@topset/shared";
import { useMemo, useState, useTransition } from "react";
import { Link, useParams } from "react-router";
import { paths } from "../../lib/routing/paths";
import { EmptyState } from "../../components/empty-state";
import { FormAlert } from "../../components/form-alert";
import { NumberedPagination } from "../../components/numbered-pagination";
import { PageTitle } from "../../components/page-title";
import { UnauthorizedRedirect } from "../../components/unauthorized-redirect";
import { useWeightUnit } from "../../lib/settings-store";
import { ExerciseHistoryChart } from "./exercise-history-chart";
import { exerciseQuery, fetchAllHistory, historyQuery } from "./exercises.api";
import { HistoryTable } from "./history-table";
import { HistoryToolbar } from "./history-toolbar";
import { filterLines, historyCsv, historySeries, toHistoryLine } from "./history-view";
import "./exercise.css";
import { graphUpIcon } from "../../components/icons";
import { formatNumber, useLanguage } from "../../lib/i18n";
import { useT } from "./i18n";

/** /dashboard/exercises/:exercise_id: the e1RM and volume chart and the paged history of one exercise. */
export function ExercisePage() {
  const t = useT();
  // The dates of the lines and chart are in the language on screen: made again when it changes.
  const language = useLanguage();
  const id = Number(useParams().exercise_id);
  const unit = useWeightUnit();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [showNotes, setShowNotes] = useState(false);
  // NOTE: a page change is a transition, so the current page stays on screen while the next one loads.
  const [changingPage, startTransition] = useTransition();
  const [{ data: exercise }, { data: history }] = useSuspenseQueries({
    queries: [exerciseQuery(id), historyQuery(id, page)],
  });
  const rows = useMemo(() => history?.rows ?? [], [history]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- language: the dates are in it
  const lines = useMemo(() => rows.map((row) => toHistoryLine(row, unit)), [rows, unit, language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- language: the dates are in it
  const series = useMemo(() => historySeries(rows, unit), [rows, unit, language]);

  if (!exercise || !history) return <UnauthorizedRedirect fallback={paths.exercises.href()} />;

  const total = history.pagination?.total ?? rows.length;
  const lastPage = history.pagination?.lastPage ?? 1;
  const shown = filterLines(lines, search);
  const first = (page - 1) * (history.pagination?.perPage ?? rows.length) + 1;
  const makeCsv = async (pages: CsvPages) =>
    historyCsv("all" in pages ? await fetchAllHistory(id) : rows, unit);

  return (
    <>
      <PageTitle
        icon={graphUpIcon}
        title={exercise.name}
        subtitle={
          <>
            <Link to={paths.category.href(exercise.exercise_category_id)}>{exercise.category_name}</Link>
            {total > 0 && t("exercisePage.sets", { count: total })}
          </>
        }
      />
      {total === 0 ? (
        <EmptyState icon={graphUpIcon}>{t("exercisePage.empty")}</EmptyState>
      ) : (
        <div className={changingPage ? "opacity-50" : undefined} aria-busy={changingPage}>
          <section
            className="card border-0 shadow-sm mb-3 history-chart-card"
            aria-label={t("exercisePage.chart")}
          >
            <div className="card-body p-2">
              <ExerciseHistoryChart series={series} unit={unit} />
            </div>
          </section>
          <HistoryToolbar
            page={page}
            onSearch={setSearch}
            showNotes={showNotes}
            onShowNotes={setShowNotes}
            makeCsv={makeCsv}
          />
          {shown.length === 0 ? (
            <FormAlert
              alert={{ variant: "warning", text: t("exercisePage.noMatch", { text: search.trim() }) }}
            />
          ) : (
            <HistoryTable lines={shown} unit={unit} showNotes={showNotes} />
          )}
          <p className="small text-body-secondary text-center my-2" aria-live="polite">
            {search.trim() &&
              shown.length > 0 &&
              t("exercisePage.shownOf", { shown: shown.length, rows: rows.length })}
            {t("exercisePage.range", {
              first: formatNumber(first),
              last: formatNumber(first + rows.length - 1),
              total: formatNumber(total),
            })}
          </p>
          <NumberedPagination
            current={page}
            last={lastPage}
            disabled={changingPage}
            onChange={(next) => startTransition(() => setPage(next))}
          />
        </div>
      )}
    </>
  );
}
