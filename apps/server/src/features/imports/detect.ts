// Which app wrote a file, from its header line (and, for Strong's translated headers, the shape of
// the first data row). Pure: detect.test.ts covers every layout and dialect.
import type { ImportSource, WeightUnit } from "@topset/shared";

export type Field =
  | "date"
  | "endDate"
  | "workoutName"
  | "duration"
  | "durationSeconds"
  | "exercise"
  | "setOrder"
  | "setType"
  | "weight"
  | "weightUnit"
  | "reps"
  | "rpe"
  | "distance"
  | "seconds"
  | "notes"
  | "workoutNotes";

export type Dialect = "strong" | "strong-legacy" | "strong-units" | "hevy" | "fitnotes";

export type Layout = {
  source: ImportSource;
  dialect: Dialect;
  /** Column index of each field the file has. */
  columns: Partial<Record<Field, number>>;
  /** The unit written in the header (`Weight (lbs)`, `weight_kg`); otherwise the rows' or the member's. */
  headerUnit?: WeightUnit;
};

const norm = (h: string) =>
  h
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase();

/** Header names per field, English and the translations seen in real exports (German). */
const STRONG_NAMES: Record<Field, string[]> = {
  date: ["date", "datum"],
  endDate: [],
  workoutName: ["workout name", "workout-name"],
  duration: ["duration", "dauer", "workout duration"],
  durationSeconds: ["duration (sec)", "duration (seconds)"],
  exercise: ["exercise name", "name der übung"],
  setOrder: ["set order", "reihenfolge festlegen"],
  setType: [],
  weight: ["weight", "gewicht", "weight (kg)", "weight (lbs)"],
  weightUnit: ["weight unit"],
  reps: ["reps", "wiederh."],
  rpe: ["rpe"],
  distance: ["distance", "entfernung", "distance (meters)", "distance (miles)", "distance (km)"],
  seconds: ["seconds", "sekunden"],
  notes: ["notes", "notizen"],
  workoutNotes: ["workout notes", "workout-notizen"],
};

const HEVY_NAMES: Partial<Record<Field, string[]>> = {
  workoutName: ["title"],
  date: ["start_time"],
  endDate: ["end_time"],
  workoutNotes: ["description"],
  exercise: ["exercise_title"],
  notes: ["exercise_notes"],
  setOrder: ["set_index"],
  setType: ["set_type"],
  weight: ["weight_kg", "weight_lbs"],
  reps: ["reps"],
  distance: ["distance_km", "distance_miles", "distance_meters"],
  seconds: ["duration_seconds"],
  rpe: ["rpe"],
};

const FITNOTES_NAMES: Partial<Record<Field, string[]>> = {
  date: ["date"],
  exercise: ["exercise"],
  weight: ["weight"],
  weightUnit: ["weight unit"],
  reps: ["reps"],
  distance: ["distance"],
  seconds: ["time"],
  notes: ["comment"],
};

function byName(header: string[], names: Partial<Record<Field, string[]>>) {
  const columns: Partial<Record<Field, number>> = {};
  header.forEach((h, i) => {
    const name = norm(h);
    for (const [field, aliases] of Object.entries(names) as [Field, string[]][]) {
      if (aliases.includes(name) && columns[field] === undefined) columns[field] = i;
    }
  });
  return columns;
}

const has = (columns: Partial<Record<Field, number>>, fields: Field[]) =>
  fields.every((f) => columns[f] !== undefined);

const unitIn = (name: string | undefined): WeightUnit | undefined =>
  name === undefined
    ? undefined
    : /lbs?\b/.test(norm(name))
      ? "lbs"
      : /kg\b/.test(norm(name))
        ? "kg"
        : undefined;

/** Strong's common layout by position, for headers in a language we have no names for. */
const STRONG_POSITIONS: Partial<Record<Field, number>> = {
  date: 0, workoutName: 1, duration: 2, exercise: 3, setOrder: 4, weight: 5, reps: 6,
  distance: 7, seconds: 8, notes: 9, workoutNotes: 10, rpe: 11,
}; // prettier-ignore

const STRONG_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

function looksLikeStrongRow(row: string[] | undefined): boolean {
  return (
    !!row &&
    row.length === 12 &&
    STRONG_DATE.test(row[0]!.trim()) &&
    /^-?[\d.,]*$/.test(row[5]!.trim()) &&
    /^[\d.,]*$/.test(row[6]!.trim())
  );
}

/** The layout of a file from its header record and first data record; undefined when unknown. */
export function detectLayout(header: string[], firstRow?: string[]): Layout | undefined {
  const names = header.map(norm);
  if (names.includes("exercise_title") && names.includes("start_time")) {
    const columns = byName(header, HEVY_NAMES);
    if (!has(columns, ["date", "exercise", "reps", "weight"])) return undefined;
    return { source: "hevy", dialect: "hevy", columns, headerUnit: unitIn(header[columns.weight!]) };
  }
  if (names.includes("exercise") && names.includes("category") && names.includes("weight unit")) {
    const columns = byName(header, FITNOTES_NAMES);
    if (!has(columns, ["date", "exercise", "weight", "weightUnit", "reps"])) return undefined;
    return { source: "fitnotes", dialect: "fitnotes", columns };
  }
  const columns = byName(header, STRONG_NAMES);
  if (has(columns, ["date", "workoutName", "exercise", "setOrder", "reps", "weight"])) {
    const weightHeader = header[columns.weight!];
    const headerUnit = unitIn(weightHeader);
    const dialect: Dialect =
      columns.weightUnit !== undefined ? "strong-legacy" : headerUnit ? "strong-units" : "strong";
    return { source: "strong", dialect, columns, headerUnit };
  }
  if (header.length === 12 && norm(header[11]!) === "rpe" && looksLikeStrongRow(firstRow)) {
    return { source: "strong", dialect: "strong", columns: { ...STRONG_POSITIONS } };
  }
  return undefined;
}

/** The delimiter of a header line: the most frequent of `,`, `;` and tab outside quotes. */
export function detectDelimiter(headerLine: string): "," | ";" | "\t" | undefined {
  const outside = headerLine.replace(/"[^"]*"/g, "");
  const counts = ([",", ";", "\t"] as const).map((d) => [d, outside.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : undefined;
}
