import {
  displayWeight,
  figureIn,
  roundTo,
  toCsv,
  toDate,
  type CsvColumn,
  type HistoryRow,
  type WeightUnit,
} from "@topset/shared";
import { formatLongDate, formatMonthDay, formatTime } from "../../lib/i18n";
import { t } from "./i18n";

/** One set of the history as the table shows it, weights in the member's unit. */
export type HistoryLine = {
  id: number;
  sessionId: number;
  videoId: number | null;
  reps: number;
  weight: number;
  rpe: number | null;
  /** Percent of the e1RM; null when the set has no estimate. */
  ri: number | null;
  /** Null outside the band where an e1RM is shown (reps ≤ 3 and RPE ≥ 7). */
  e1rm: number | null;
  volume: number;
  notes: string;
  date: string;
};

/** The server's e1RM of a row: `e1rm`, or `e1RM` (0 meaning none) from a server without it. */
const sentE1rm = (row: HistoryRow): number | null =>
  row.e1rm !== undefined ? row.e1rm : row.e1RM > 0 ? row.e1RM : null;

/**
 * A history row as the table, chart and CSV show it: the server's figures (in the account's e1RM
 * method), converted only when the set was entered in the other unit; nothing is estimated here.
 */
export function toHistoryLine(row: HistoryRow, unit: WeightUnit): HistoryLine {
  const shown = (value: number) => figureIn(value, row.weight_unit, unit);
  const e1rm = sentE1rm(row);
  return {
    id: row.id,
    sessionId: row.session_id,
    videoId: row.video_id,
    reps: row.reps,
    weight: displayWeight({ value: row.weight, unit: row.weight_unit }, unit),
    rpe: row.rpe,
    ri: row.ri ?? null,
    e1rm: e1rm === null ? null : shown(e1rm),
    volume: shown(row.volume ?? 0),
    notes: row.notes ?? "",
    date: formatLongDate(row.created_at),
  };
}

/** The search box: sets of the page whose notes or weight contain the text (case-insensitive). */
export function filterLines(lines: readonly HistoryLine[], text: string): HistoryLine[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...lines];
  return lines.filter(
    (line) => line.notes.toLowerCase().includes(wanted) || String(line.weight).includes(wanted),
  );
}

export type SessionGroup = { sessionId: number; date: string; videoId: number | null; lines: HistoryLine[] };

/** The table's row groups: consecutive sets of one session under one heading (date, session, video). */
export function groupBySession(lines: readonly HistoryLine[]): SessionGroup[] {
  const groups: SessionGroup[] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    if (last && last.sessionId === line.sessionId) {
      last.lines.push(line);
      last.videoId ??= line.videoId;
    } else {
      groups.push({ sessionId: line.sessionId, date: line.date, videoId: line.videoId, lines: [line] });
    }
  }
  return groups;
}

export type HistorySeries = { labels: string[]; e1rm: (number | null)[]; volume: number[] };

/**
 * Chart points oldest → newest, one per training day (MM/DD): the day's best e1RM and its total volume.
 * A day without an e1RM (no set of ≤ 3 reps at RPE ≥ 7) leaves a gap in that line.
 */
export function historySeries(rows: readonly HistoryRow[], unit: WeightUnit): HistorySeries {
  const ordered = [...rows].sort(
    (a, b) => toDate(a.created_at).getTime() - toDate(b.created_at).getTime() || a.id - b.id,
  );
  const days = new Map<string, { e1rm: number | null; volume: number }>();
  for (const row of ordered) {
    const label = formatMonthDay(row.created_at);
    const line = toHistoryLine(row, unit);
    const day = days.get(label) ?? { e1rm: null, volume: 0 };
    if (line.e1rm !== null) day.e1rm = Math.max(day.e1rm ?? 0, line.e1rm);
    day.volume = roundTo(day.volume + line.volume, 2);
    days.set(label, day);
  }
  return {
    labels: [...days.keys()],
    e1rm: [...days.values()].map((day) => day.e1rm),
    volume: [...days.values()].map((day) => day.volume),
  };
}

type CsvRecord = {
  date: string;
  time: string;
  exercise: string;
  category: string;
  reps: number;
  weight: number;
  unit: WeightUnit;
  rpe: number | null;
  ri: number | null;
  e1rm: number | null;
  volume: number;
  notes: string;
  session_id: number;
};

/** The CSV's columns, headed in the language on screen. */
const csvColumns = (): CsvColumn<CsvRecord>[] => [
  { key: "date", header: t("csv.date") },
  { key: "time", header: t("csv.time") },
  { key: "exercise", header: t("csv.exercise") },
  { key: "category", header: t("csv.category") },
  { key: "reps", header: t("csv.reps") },
  { key: "weight", header: t("csv.weight") },
  { key: "unit", header: t("csv.unit") },
  { key: "rpe", header: "RPE" },
  { key: "ri", header: t("csv.ri") },
  { key: "e1rm", header: "e1RM" },
  { key: "volume", header: t("csv.volume") },
  { key: "notes", header: t("csv.notes") },
  { key: "session_id", header: t("csv.sessionId") },
];

/** The CSV of the given sets (newest first, as listed), in the member's unit; cells are formula-safe. */
export function historyCsv(rows: readonly HistoryRow[], unit: WeightUnit): string {
  const records = rows.map((row): CsvRecord => {
    const line = toHistoryLine(row, unit);
    return {
      date: line.date,
      time: formatTime(row.created_at),
      exercise: row.exercise_name,
      category: row.category_name,
      reps: line.reps,
      weight: line.weight,
      unit,
      rpe: line.rpe,
      ri: line.ri,
      e1rm: line.e1rm,
      volume: line.volume,
      notes: line.notes,
      session_id: line.sessionId,
    };
  });
  return toCsv(records, csvColumns());
}
