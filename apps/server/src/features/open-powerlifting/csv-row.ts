// Maps one row of the OpenPowerlifting bulk CSV (by header name: older dumps order and name some columns
// differently) to the values we keep: the header names below are the OpenPowerlifting bulk CSV's own.

/** The kept columns: header in the file, column in open_powerlifting_results, parsed kind. */
export const keptColumns = [
  { header: "Name", column: "name", kind: "text" },
  { header: "Sex", column: "sex", kind: "text" },
  { header: "Event", column: "event", kind: "text" },
  { header: "Equipment", column: "equipment", kind: "text" },
  { header: "Age", column: "age", kind: "number" },
  { header: "Division", column: "division", kind: "text" },
  { header: "BodyweightKg", column: "bodyweight_kg", kind: "number" },
  { header: "WeightClassKg", column: "weight_class_kg", kind: "text" },
  { header: "Best3SquatKg", column: "best3_squat_kg", kind: "number" },
  { header: "Best3BenchKg", column: "best3_bench_kg", kind: "number" },
  { header: "Best3DeadliftKg", column: "best3_deadlift_kg", kind: "number" },
  { header: "TotalKg", column: "total_kg", kind: "number" },
  { header: "Place", column: "place", kind: "text" },
  { header: "Dots", column: "dots", kind: "number" },
  { header: "Country", column: "country", kind: "text" },
  { header: "Federation", column: "federation", kind: "text" },
  { header: "Date", column: "date", kind: "date" },
  { header: "MeetCountry", column: "meet_country", kind: "text" },
  { header: "MeetName", column: "meet_name", kind: "text" },
] as const;

export type KeptValue = string | number | null;

/** Columns a file must have; every other kept column may be missing (stored as null). */
const required = ["Name", "Sex"];

// numeric(7,2) holds up to 99999.99; anything larger in a weight or score column is a broken row.
const MAX_NUMBER = 99_999;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class CsvHeaderError extends Error {}

/** Positions of the kept columns in this file's header (-1 when absent). */
export function headerPositions(header: string[]): number[] {
  const trimmed = header.map((h) => h.trim().replace(/^\uFEFF/, ""));
  const missing = required.filter((name) => !trimmed.includes(name));
  if (missing.length > 0) {
    throw new CsvHeaderError(
      `This is not an OpenPowerlifting bulk CSV: the header has no ${missing.join(", ")} column.`,
    );
  }
  return keptColumns.map((c) => trimmed.indexOf(c.header));
}

/**
 * The kept values of one record, in keptColumns order, or null for a row to skip (no name or sex, a
 * number or date that does not parse, a column count that does not match the header).
 */
export function parseRecord(record: string[], positions: number[], width: number): KeptValue[] | null {
  if (record.length !== width) return null;
  const values: KeptValue[] = [];
  for (let i = 0; i < keptColumns.length; i++) {
    const pos = positions[i]!;
    const raw = pos < 0 ? "" : record[pos]!.trim();
    const kind = keptColumns[i]!.kind;
    if (raw === "") {
      values.push(null);
    } else if (kind === "number") {
      const n = Number(raw);
      if (!Number.isFinite(n) || Math.abs(n) > MAX_NUMBER) return null;
      values.push(n);
    } else if (kind === "date") {
      if (!ISO_DATE.test(raw) || Number.isNaN(Date.parse(raw))) return null;
      values.push(raw);
    } else {
      values.push(raw);
    }
  }
  // Name and sex come first in keptColumns.
  if (values[0] === null || values[1] === null) return null;
  return values;
}
