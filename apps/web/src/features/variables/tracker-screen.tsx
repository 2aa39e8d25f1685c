import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { CsvPages } from "@topset/shared";
import { useEffect, useMemo, useState, useTransition } from "react";
import { flushSync } from "react-dom";
import { EmptyState } from "../../components/empty-state";
import { FormAlert, type FormAlertState } from "../../components/form-alert";
import { NumberedPagination } from "../../components/numbered-pagination";
import { PageTitle } from "../../components/page-title";
import { useCurrentUser } from "../../lib/auth-store";
import { messages } from "../../lib/messages";
import { useSettings, useWeightUnit } from "../../lib/settings-store";
import { AddEntryModal } from "./add-entry-modal";
import { DeleteEntriesModal } from "./delete-entries-modal";
import type { TrackerConfig } from "./tracker-configs";
import { TrackerChart } from "./tracker-chart";
import { TrackerTable } from "./tracker-table";
import { TrackerToolbar } from "./tracker-toolbar";
import { chartSeries, trackerCsv, type TrackerRow } from "./tracker-view";
import { fetchAllEntries, showAddedEntry, trackerPageQuery } from "./variables.api";
import "./variables.css";
import { useLanguage } from "../../lib/i18n";
import { useT } from "./i18n";

/** While printing the chart is drawn in light colours, whatever the theme (paper is white). */
function usePrinting() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // flushSync: the print snapshot is taken right after these events, so the redraw cannot wait.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    // Some engines switch the print media query without the before/after events (and the reverse).
    const media = window.matchMedia("print");
    const change = (event: MediaQueryListEvent) => (event.matches ? before() : after());
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    media.addEventListener("change", change);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
      media.removeEventListener("change", change);
    };
  }, []);
  return printing;
}

/**
 * One tracker screen (bodyweight, calories or recovery; docs/product.md, "Trackers"): alert area, line
 * chart of the page, a 25-row table with a select column, add, delete selected, refresh, print and CSV.
 */
export function TrackerScreen<T extends TrackerRow>({ config }: { config: TrackerConfig<T> }) {
  const t = useT();
  // The columns and chart labels are words: made again when the language changes.
  const language = useLanguage();
  const userId = useCurrentUser()?.id ?? 0;
  const unit = useWeightUnit();
  const dark = useSettings((s) => s.darkMode);
  const printing = usePrinting();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [alert, setAlert] = useState<FormAlertState>(null);
  const [modal, setModal] = useState<"add" | "delete" | null>(null);

  // A transition keeps the shown page (dimmed) on screen while the next one loads.
  const [turning, startTurning] = useTransition();
  const query = useSuspenseQuery(trackerPageQuery(config.kind, config.entrySchema, userId, page));
  const rows = useMemo(() => query.data.rows as T[], [query.data]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- language: the headers are words
  const columns = useMemo(() => config.columns(unit), [config, unit, language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- language: the labels are words
  const series = useMemo(() => chartSeries(rows, config.chart(unit)), [rows, config, unit, language]);
  // Only rows on screen can be selected; a page change or refresh drops the others.
  const chosen = rows.filter((row) => selected.has(row.id)).map((row) => row.id);

  // Deleting the last rows of the last page: step back to the page that now ends the list.
  const lastPage = query.data.lastPage;
  const pageGone = rows.length === 0 && page > 1;
  useEffect(() => {
    if (pageGone) startTurning(() => setPage(Math.min(page - 1, lastPage)));
  }, [pageGone, page, lastPage]);

  const changePage = (next: number) => {
    setSelected(new Set());
    startTurning(() => setPage(next));
  };
  const makeCsv = async (pages: CsvPages) =>
    trackerCsv(
      "all" in pages ? await fetchAllEntries(config.kind, config.entrySchema, userId) : rows,
      columns,
    );

  const total = query.data.total;
  return (
    <div className="tracker-page">
      <PageTitle
        icon={config.icon}
        title={config.title}
        subtitle={total > 0 ? t("screen.entries", { count: total }) : undefined}
      />
      <div className="tracker-alerts" aria-live="polite">
        <FormAlert alert={alert} onClose={() => setAlert(null)} />
      </div>
      <TrackerToolbar
        selectedCount={chosen.length}
        refreshing={query.isFetching}
        page={page}
        csvDisabled={total === 0}
        onAdd={() => setModal("add")}
        onDelete={() => setModal("delete")}
        onRefresh={() => {
          setAlert(null);
          void query.refetch();
        }}
        onPrint={() => window.print()}
        makeCsv={makeCsv}
      />
      {total === 0 ? (
        <EmptyState icon={config.icon}>{messages.noData}</EmptyState>
      ) : (
        <div className={turning ? "opacity-50" : undefined} aria-busy={query.isFetching || turning}>
          <section
            className="card border-0 shadow-sm mb-3 tracker-chart-card"
            aria-label={t("screen.chart", { title: config.title })}
          >
            <div className="card-body p-2">
              <TrackerChart
                series={series}
                dark={dark && !printing}
                label={t("screen.chartLabel", {
                  series: series.datasets.map((set) => set.label).join(t("screen.and")),
                })}
              />
            </div>
          </section>
          <TrackerTable
            rows={rows}
            columns={columns}
            selected={selected}
            onSelect={setSelected}
            caption={t("screen.caption", { page, last: lastPage })}
          />
          <div className="mt-3 tracker-pagination">
            <NumberedPagination
              current={page}
              last={lastPage}
              disabled={query.isFetching || turning}
              onChange={changePage}
            />
          </div>
        </div>
      )}
      <AddEntryModal
        config={config}
        unit={unit}
        show={modal === "add"}
        onHide={() => setModal(null)}
        onAdded={(entry) => {
          setAlert(null);
          changePage(1);
          void showAddedEntry(client, config.kind, userId, entry);
        }}
      />
      <DeleteEntriesModal
        config={config}
        userId={userId}
        ids={chosen}
        show={modal === "delete"}
        onHide={() => setModal(null)}
        onDeleted={(message) => {
          setModal(null);
          setSelected(new Set());
          setAlert({ variant: "success", text: message });
        }}
      />
    </div>
  );
}
