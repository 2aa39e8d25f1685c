import { type CsvColumn, toCsv } from "@topset/shared";
import type { Db } from "../../db/client.js";
import { addDays, localDay, mondayOf, reportZone, startOfDay } from "../../lib/account-weeks.js";
import { badRequest, VALIDATION_MESSAGE } from "../../lib/http-errors.js";
import { listComplianceRows } from "./compliance.queries.js";
import { DAY_MS, openAthlete, toComplianceSet, TREND_WEEKS } from "./compliance.service.js";

/** The longest CSV range, in days counted inclusively: a year, leap day included. */
export const CSV_MAX_DAYS = 366;
export const csvMessages = {
  order: "From must be on or before to",
  tooLong: `At most ${CSV_MAX_DAYS} days at a time`,
} as const;

type CsvRow = {
  date: string;
  session: string;
  program_week: number | null;
  program_day: number | null;
  exercise: string;
  set: number;
  planned_reps: number | null;
  planned_weight: number | null;
  planned_rpe: number | null;
  done: string;
  reps: number | null;
  weight: number | null;
  unit: string;
  rpe: number | null;
};
const csvColumns: CsvColumn<CsvRow>[] = [
  { key: "date", header: "Date" },
  { key: "session", header: "Session" },
  { key: "program_week", header: "Program week" },
  { key: "program_day", header: "Program day" },
  { key: "exercise", header: "Exercise" },
  { key: "set", header: "Set" },
  { key: "planned_reps", header: "Planned reps" },
  { key: "planned_weight", header: "Planned weight" },
  { key: "planned_rpe", header: "Planned RPE" },
  { key: "done", header: "Done" },
  { key: "reps", header: "Reps" },
  { key: "weight", header: "Weight" },
  { key: "unit", header: "Unit" },
  { key: "rpe", header: "RPE" },
];

/**
 * The compliance CSV (GET /coach/athletes/{athleteId}/compliance.csv): one row a set of the sessions
 * started from `from` to `to` (days in the athlete's zone, both included; by default the 12 weeks
 * ending today), planned beside done as on the week. Cells go through the shared `toCsv`, which
 * defuses text a spreadsheet would run as a formula.
 */
export async function complianceCsv(
  db: Db,
  where: { viewerId: number; athleteId: number; from?: string; to?: string },
): Promise<{ csv: string; from: string; to: string }> {
  const account = await openAthlete(db, where.viewerId, where.athleteId);
  const zone = reportZone(account.timezone);
  const to = where.to ?? localDay(new Date(), zone);
  const from = where.from ?? addDays(mondayOf(to), -7 * (TREND_WEEKS - 1));
  if (from > to) throw badRequest(VALIDATION_MESSAGE, [{ msg: csvMessages.order, path: "from" }]);
  const span = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  if (span > CSV_MAX_DAYS) throw badRequest(VALIDATION_MESSAGE, [{ msg: csvMessages.tooLong, path: "from" }]);
  const rows = await listComplianceRows(db, {
    userId: account.id,
    from: startOfDay(from, zone),
    to: startOfDay(addDays(to, 1), zone),
  });
  const lines: CsvRow[] = [];
  let setNumber = 0;
  let logId: number | null = null;
  for (const row of rows) {
    if (row.setId === null) continue;
    setNumber = row.logId === logId ? setNumber + 1 : 1;
    logId = row.logId;
    const set = toComplianceSet({ ...row, setId: row.setId });
    lines.push({
      date: localDay(row.startDate, zone),
      session: row.sessionName,
      program_week: row.programWeek,
      program_day: row.programDay,
      exercise: row.exerciseName ?? "",
      set: setNumber,
      planned_reps: set.planned_reps,
      planned_weight: set.planned_weight,
      planned_rpe: set.planned_rpe,
      done: set.done ? "yes" : "no",
      reps: set.reps,
      weight: set.weight,
      unit: set.weight_unit,
      rpe: set.rpe,
    });
  }
  return { csv: toCsv(lines, csvColumns), from, to };
}
