import Form from "react-bootstrap/Form";
import { formatNumber } from "../../lib/i18n";
import { useT } from "./i18n";
import type { Cell, TrackerColumn, TrackerRow } from "./tracker-view";

/** A number with the language's decimal mark, without grouping (ids and calories read as before). */
const shown = (cell: Cell) => (typeof cell === "number" ? formatNumber(cell, { useGrouping: false }) : cell);

type Props<T extends TrackerRow> = {
  rows: readonly T[];
  columns: readonly TrackerColumn<T>[];
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
  caption: string;
};

/** The tracker's page: a select column (the header box selects every visible row) then the tracker's columns. */
export function TrackerTable<T extends TrackerRow>({ rows, columns, selected, onSelect, caption }: Props<T>) {
  const t = useT();
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };

  return (
    <div className="table-responsive rounded-3 shadow-sm tracker-table-wrap">
      <table className="table table-sm align-middle mb-0 tracker-table caption-top">
        <caption className="px-2 py-1 small">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="tracker-select">
              <Form.Check
                aria-label={t("table.selectAll")}
                checked={allSelected}
                ref={(box: HTMLInputElement | null) => {
                  if (box) box.indeterminate = someSelected && !allSelected;
                }}
                onChange={(event) => onSelect(new Set(event.target.checked ? rows.map((row) => row.id) : []))}
              />
            </th>
            {columns.map((column) => (
              <th scope="col" key={column.header} className={column.numeric ? "text-end" : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={selected.has(row.id) ? "table-active" : undefined}>
              <td className="tracker-select">
                <Form.Check
                  aria-label={t("table.selectRow", { id: row.id })}
                  checked={selected.has(row.id)}
                  onChange={(event) => toggle(row.id, event.target.checked)}
                />
              </td>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={
                    [column.numeric ? "text-end" : "", column.className?.(row) ?? ""].join(" ").trim() ||
                    undefined
                  }
                >
                  {shown(column.value(row))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
