import {
  convertWeight,
  displayWeight,
  roundTo,
  toCsv,
  WEIGHT_DECIMALS,
  type BodyweightEntry,
  type CsvColumn,
  type WeightUnit,
} from "@topset/shared";
import { formatLongDate, formatMonthDay, formatNumber } from "../../lib/i18n";
import { t } from "./i18n";

/** What every tracker row has: an id and a date. */
export type TrackerRow = { id: number; created_at: string };

/** A table or CSV value: numbers and text, null shown blank. */
export type Cell = string | number | null;

export type TrackerColumn<T> = {
  header: string;
  value: (row: T) => Cell;
  /** Optional class for the cell (colours of the bodyweight trend). */
  className?: (row: T) => string | undefined;
  /** Right-aligned numbers. */
  numeric?: boolean;
  /** The CSV value when it differs from the table's text (a signed trend stays a number there). */
  csv?: (row: T) => Cell;
};

export type ChartSeries = { labels: string[]; datasets: { label: string; data: (number | null)[] }[] };

/** Zero or null shows blank. */
export const blankIfZero = (value: number | null | undefined): Cell => (value ? value : null);

/** The chart of a page: oldest to newest, labelled MM/DD. */
export function chartSeries<T extends TrackerRow>(
  rows: readonly T[],
  series: readonly { label: string; value: (row: T) => number | null }[],
): ChartSeries {
  const ordered = [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  return {
    labels: ordered.map((row) => formatMonthDay(row.created_at)),
    datasets: series.map((s) => ({ label: s.label, data: ordered.map((row) => s.value(row)) })),
  };
}

/** The CSV of the rows, columns as the table shows them. */
export function trackerCsv<T>(rows: readonly T[], columns: readonly TrackerColumn<T>[]): string {
  const records = rows.map((row) =>
    Object.fromEntries(columns.map((column, index) => [`c${index}`, (column.csv ?? column.value)(row)])),
  );
  const csvColumns: CsvColumn<Record<string, Cell>>[] = columns.map((column, index) => ({
    key: `c${index}`,
    header: column.header,
  }));
  return toCsv(records, csvColumns);
}

/** 'Bodyweight ID (s) 4, 7 were removed!' (docs/product.md, "Messages"). */
export const removedMessage = (noun: string, ids: readonly number[]) =>
  t("removed", { noun, ids: ids.join(", ") });

export const dateCell = (row: TrackerRow): Cell => formatLongDate(row.created_at);

// ---- bodyweight -----------------------------------------------------------------------------

/** The weight in the user's unit (the entered value untouched when the units match). */
export const weightIn = (entry: BodyweightEntry, unit: WeightUnit) =>
  displayWeight({ value: entry.body_weight, unit: entry.body_weight_unit }, unit);

/** The trend in the user's unit, 2 decimals; null for the first entry. */
export function trendIn(entry: BodyweightEntry, unit: WeightUnit): number | null {
  if (entry.trend === null) return null;
  return roundTo(convertWeight(entry.trend, entry.body_weight_unit, unit), WEIGHT_DECIMALS);
}

/** '+1.5' when up, '-0.5' when down, blank when unchanged (or the first entry). */
export function trendText(trend: number | null): string {
  if (!trend) return "";
  return formatNumber(trend, { signDisplay: "exceptZero", maximumFractionDigits: WEIGHT_DECIMALS });
}

/** Green when not negative, red when negative. */
export const trendClass = (trend: number | null) =>
  trend === null ? undefined : trend < 0 ? "text-danger" : "text-success";
