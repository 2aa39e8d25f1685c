import type { ReactNode } from "react";
import { weekLabel } from "./report-math";
import { useT } from "./i18n";

/** One column of a report's week table: its heading and what a week's cell shows ("–" for nothing). */
export type WeekColumn<Row> = { header: string; cell: (row: Row) => ReactNode };

/** "The numbers, week by week": the newest week first, one row a week, the same for every report. */
export function WeekTable<Row extends { week: string }>({
  rows,
  columns,
  caption,
}: {
  rows: readonly Row[];
  columns: readonly WeekColumn<Row>[];
  caption: string;
}) {
  const t = useT();
  return (
    <section className="mb-3" aria-label={t("weekTable.label")}>
      <h2 className="h6 fw-bold">{t("weekTable.title")}</h2>
      <div className="table-responsive report-table">
        <table className="table table-sm align-middle mb-0">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("weekTable.week")}</th>
              {columns.map((c) => (
                <th key={c.header} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...rows].reverse().map((r) => (
              <tr key={r.week}>
                <th scope="row">{weekLabel(r.week)}</th>
                {columns.map((c) => (
                  <td key={c.header}>{c.cell(r) ?? "–"}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
